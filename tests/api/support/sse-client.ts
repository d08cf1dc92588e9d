/** Reads a server-sent events stream in a test: the events as they arrive, and a wait for the one a test expects. */
export interface SseEvent {
  event: string;
  data: any;
}

export interface SseClient {
  events: SseEvent[];
  /** Resolves with the first event (from `from` on) that `match` accepts; rejects after `timeoutMs`. */
  next(match: (e: SseEvent) => boolean, timeoutMs?: number, from?: number): Promise<SseEvent>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
}

export function readSse(body: ReadableStream<Uint8Array>): SseClient {
  const events: SseEvent[] = [];
  const waiters = new Set<() => void>();
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let closed = false;
  const ended = (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += decoder.decode(value, { stream: true });
        let cut: number;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          let event = 'message';
          const data: string[] = [];
          for (const line of block.split('\n')) {
            if (line.startsWith('event: ')) event = line.slice(7);
            else if (line.startsWith('data: ')) data.push(line.slice(6));
          }
          if (data.length === 0) continue; // a heartbeat (comment line)
          events.push({ event, data: JSON.parse(data.join('\n')) });
          for (const w of waiters) w();
        }
      }
    } catch {
      // cancelled by close()
    } finally {
      closed = true;
      for (const w of waiters) w();
    }
  })();

  return {
    events,
    ended,
    close: () => void reader.cancel().catch(() => {}),
    next(match, timeoutMs = 5000, from = 0) {
      return new Promise((resolve, reject) => {
        const look = () => {
          const found = events.slice(from).find(match);
          if (found) {
            done();
            resolve(found);
          } else if (closed) {
            done();
            reject(new Error(`The stream ended without the event; got ${JSON.stringify(events)}`));
          }
        };
        const timer = setTimeout(() => {
          done();
          reject(new Error(`No such event within ${timeoutMs} ms; got ${JSON.stringify(events)}`));
        }, timeoutMs);
        const done = () => {
          clearTimeout(timer);
          waiters.delete(look);
        };
        waiters.add(look);
        look();
      });
    },
  };
}
