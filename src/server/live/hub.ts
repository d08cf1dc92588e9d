/**
 * One event hub per app process (docs/architecture.md, "Live updates"): it LISTENs once on the database and fans each
 * event out in memory to the open streams of this process, so a thousand open browser tabs hold one database
 * connection between them, not one each. On PostgreSQL the listener is a dedicated connection outside the pool (a
 * pooled connection would be handed to other queries, and LISTEN belongs to one session), reconnected with backoff
 * when it drops, the embedded database's too (it answers on a socket from its own thread, decision 0065); on a PGlite
 * queried in this thread (the tests') it is PGlite's own listen(). It starts with the first stream and never
 * before, so a process nobody watches (a CLI, most tests) opens nothing.
 *
 * While the listener was down events were lost: when it is back every subscriber is told to resync (the browser
 * then refetches everything that is live), so a gap costs a refetch and never a stale screen.
 */
import pg from 'pg';
import type { Database } from '../db/client';
import type { Logger } from '../log';
import { LIVE_CHANNEL, LIVE_TOPICS, type LiveControl, type LiveEvent } from './publish';

export interface LiveSubscriber {
  event(event: LiveEvent): void;
  /** Events may have been missed (the listener reconnected): refetch everything. */
  resync(): void;
  /** A user's role, status, sessions or keys changed ('staff': the two-factor rule): end their streams. */
  userChanged?(userId: string | 'staff'): void;
}

export interface LiveHub {
  /**
   * Listens now rather than with the first stream: the app server (main.ts) calls it before it takes requests, so
   * the thousands of streams that reconnect together after a restart do not wait for (nor compete with) the
   * listener's connection.
   */
  start(): Promise<void>;
  /** Resolves once the hub listens, so nothing committed after it is missed; the function unsubscribes. */
  subscribe(subscriber: LiveSubscriber): Promise<() => void>;
  /** Runs `stop` of every stream (they end) and closes the listener: at shutdown, before the database closes. */
  stop(): Promise<void>;
  /** Registers what stop() must end first (an open stream). */
  onStop(end: () => void): () => void;
  /** `streams`: the event streams open in this process (each registers its end with onStop until it ends). */
  stats(): { subscribers: number; listening: boolean; reconnects: number; streams: number };
}

const RECONNECT_MIN_MS = 500;
const RECONNECT_MAX_MS = 15_000;

export function createLiveHub(database: Database, log: Logger): LiveHub {
  const subscribers = new Set<LiveSubscriber>();
  const enders = new Set<() => void>();
  let started: Promise<void> | null = null;
  let stopped = false;
  let closeListener: () => Promise<void> = async () => {};
  let reconnects = 0;

  const dispatch = (payload: string | undefined) => {
    const control = parseControl(payload);
    if (control) {
      for (const s of subscribers) s.userChanged?.(control.userId);
      return;
    }
    const event = parse(payload);
    if (!event) return;
    for (const s of subscribers) {
      try {
        s.event(event);
      } catch (error) {
        log.error('A live stream failed to take an event', error);
      }
    }
  };
  const resyncAll = () => {
    for (const s of subscribers) s.resync();
  };

  async function listenPglite() {
    const unlisten = await database.pglite!.listen(LIVE_CHANNEL, dispatch);
    closeListener = unlisten;
  }

  async function listenPostgres() {
    const connectionString = (database.pool!.options as { connectionString?: string }).connectionString;
    let client: pg.Client | null = null;
    let delay = RECONNECT_MIN_MS;
    let timer: NodeJS.Timeout | null = null;

    const connect = async (): Promise<void> => {
      const c = new pg.Client({ connectionString, application_name: 'portal-live-listener', connectionTimeoutMillis: 5000 });
      c.on('notification', (m) => {
        if (m.channel === LIVE_CHANNEL) dispatch(m.payload);
      });
      // A dropped connection (restart, pg_terminate_backend, network) emits error and/or end: reconnect once.
      let lost = false;
      const onLost = (error?: unknown) => {
        if (lost || stopped) return;
        lost = true;
        client = null;
        log.warn('The live listener lost its database connection: reconnecting.', {
          error: error instanceof Error ? error.message : undefined,
        });
        c.end().catch(() => {});
        scheduleReconnect();
      };
      c.on('error', onLost);
      c.on('end', () => onLost());
      await c.connect();
      await c.query(`listen ${LIVE_CHANNEL}`);
      client = c;
    };

    const reconnect = async () => {
      timer = null;
      try {
        await connect();
        reconnects++;
        delay = RECONNECT_MIN_MS;
        log.info('The live listener is back.');
        resyncAll();
      } catch {
        delay = Math.min(delay * 2, RECONNECT_MAX_MS);
        scheduleReconnect();
      }
    };
    const scheduleReconnect = () => {
      if (stopped || timer) return;
      // Detached on purpose: reconnect() never rejects, a failed attempt schedules the next one.
      timer = setTimeout(() => void reconnect(), delay);
      timer.unref();
    };

    await connect();
    closeListener = async () => {
      if (timer) clearTimeout(timer);
      const c = client;
      client = null;
      await c?.end().catch(() => {});
    };
  }

  const start = async () => {
    if (stopped) throw new Error('The live hub is stopped.');
    started ??= (database.pglite ? listenPglite() : listenPostgres()).catch((error: unknown) => {
      // The next stream tries again.
      started = null;
      throw error;
    });
    await started;
  };

  return {
    start,
    async subscribe(subscriber) {
      await start();
      subscribers.add(subscriber);
      return () => {
        subscribers.delete(subscriber);
      };
    },
    onStop(end) {
      enders.add(end);
      return () => enders.delete(end);
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      for (const end of [...enders]) end();
      enders.clear();
      subscribers.clear();
      if (started) await started.catch(() => {});
      await closeListener();
    },
    stats: () => ({ subscribers: subscribers.size, listening: started !== null && !stopped, reconnects, streams: enders.size }),
  };
}

const TOPICS = new Set<string>(LIVE_TOPICS);

/** A payload from the channel, checked: anything else on it is ignored rather than sent to browsers. */
function parse(payload: string | undefined): LiveEvent | null {
  if (!payload) return null;
  try {
    const e = JSON.parse(payload) as Partial<LiveEvent>;
    if (typeof e.topic !== 'string' || !TOPICS.has(e.topic) || typeof e.id !== 'string') return null;
    return {
      topic: e.topic,
      id: e.id,
      projectId: typeof e.projectId === 'string' ? e.projectId : null,
      clientId: typeof e.clientId === 'string' ? e.clientId : null,
      staffOnly: e.staffOnly === true,
      userId: typeof e.userId === 'string' ? e.userId : null,
    };
  } catch {
    return null;
  }
}

/** A LiveControl on the channel, or null (an event, or anything else). */
function parseControl(payload: string | undefined): LiveControl | null {
  if (!payload?.includes('"control"')) return null;
  try {
    const c = JSON.parse(payload) as Partial<LiveControl>;
    return c.control === 'user_changed' && typeof c.userId === 'string' ? { control: c.control, userId: c.userId } : null;
  } catch {
    return null;
  }
}
