/**
 * One query for many keys when the requests asking for them come together. A lookup goes out at once while fewer
 * than `atOnce` are running, so a lone request waits for nothing; beyond that it waits until one of them finishes and
 * then goes out with every key that waited meanwhile, in one query (at most `perQuery` keys each). A burst of
 * thousands of requests (every event stream of a restarted process reconnecting at the same moment) then costs tens
 * of queries instead of thousands queued for the pool's connections, which gives up on them after 5 s (a 503).
 */
export interface BatchLimits {
  /** Queries of this kind running at the same time, at most: the rest of the pool stays free for other work. */
  atOnce: number;
  perQuery: number;
}

interface Waiter<V> {
  resolve(value: V | undefined): void;
  reject(error: unknown): void;
}

/** `run` answers the keys it was given that have a value; the others resolve undefined. A failure fails its batch. */
export function batched<K, V>(run: (keys: K[]) => Promise<Map<K, V>>, limits: BatchLimits): (key: K) => Promise<V | undefined> {
  const waiting = new Map<K, Waiter<V>[]>();
  let running = 0;

  const next = () => {
    if (waiting.size === 0 || running >= limits.atOnce) return;
    const batch = new Map<K, Waiter<V>[]>();
    for (const [key, waiters] of waiting) {
      batch.set(key, waiters);
      waiting.delete(key);
      if (batch.size >= limits.perQuery) break;
    }
    running++;
    Promise.resolve()
      .then(() => run([...batch.keys()]))
      .then(
        (values) => {
          for (const [key, waiters] of batch) for (const w of waiters) w.resolve(values.get(key));
        },
        (error: unknown) => {
          for (const waiters of batch.values()) for (const w of waiters) w.reject(error);
        },
      )
      .finally(() => {
        running--;
        next();
      });
  };

  return (key) =>
    new Promise<V | undefined>((resolve, reject) => {
      const waiters = waiting.get(key);
      // The same key asked twice while waiting (several tabs of one session) is looked up once.
      if (waiters) waiters.push({ resolve, reject });
      else waiting.set(key, [{ resolve, reject }]);
      next();
    });
}
