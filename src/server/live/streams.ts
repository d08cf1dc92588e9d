/**
 * The open event streams of one app: each is a subscriber of the process's hub with its viewer (who it may tell what,
 * audience.ts). One timer serves them all: every LIVE_HEARTBEAT_SECONDS each gets a comment line (proxies and the
 * browser keep a quiet connection open), and two queries for all streams at once check that their sessions are still
 * valid (a signed-out, revoked or expired session's stream ends) and refresh the projects of the staff whose scope is
 * 'assigned' (someone added to a team receives its events from the next check on).
 */
import type { SSEStreamingApi } from 'hono/streaming';
import type { CurrentUser } from '../context';
import type { Db } from '../db/client';
import type { Logger } from '../log';
import { assignmentsOf, browserEvent, liveSessions, mayReceive, viewerOf, type Viewer } from './audience';
import type { LiveHub } from './hub';
import type { LiveEvent } from './publish';

/** The browser's EventSource waits this long before reconnecting on its own. */
export const RETRY_MS = 3000;
/** A stream that falls this far behind (a stalled client) is ended; the browser reconnects and refetches. */
const MAX_PENDING_WRITES = 500;

interface OpenStream {
  sessionId: string;
  user: CurrentUser;
  viewer: Viewer;
  write(text: string): void;
  end(): void;
}

export function createLiveStreams(deps: { db: Db; hub: LiveHub; log: Logger; heartbeatSeconds: number }) {
  const open = new Set<OpenStream>();
  let timer: NodeJS.Timeout | null = null;
  let checking = false;

  async function check() {
    if (checking) return;
    checking = true;
    try {
      for (const s of open) s.write(': heartbeat\n\n');
      const list = [...open];
      const valid = await liveSessions(deps.db, [...new Set(list.map((s) => s.sessionId))]);
      for (const s of list) if (!valid.has(s.sessionId)) s.end();
      const assigned = list.filter((s) => open.has(s) && s.viewer.scope === 'assigned');
      if (assigned.length > 0) {
        const byUser = await assignmentsOf(deps.db, [...new Set(assigned.map((s) => s.user.id))]);
        for (const s of assigned) s.viewer = viewerOf(s.user, byUser.get(s.user.id));
      }
    } catch (error) {
      deps.log.warn('Checking the open event streams failed; trying again at the next heartbeat.', { error: String(error) });
    } finally {
      checking = false;
    }
  }

  function track(s: OpenStream) {
    open.add(s);
    timer ??= setInterval(() => void check(), deps.heartbeatSeconds * 1000);
    timer.unref();
  }
  function untrack(s: OpenStream) {
    open.delete(s);
    if (open.size === 0 && timer) {
      clearInterval(timer);
      timer = null;
    }
  }

  /** Serves one stream until the browser goes away, its session ends, or the process stops. */
  async function serve(stream: SSEStreamingApi, user: CurrentUser, sessionId: string): Promise<void> {
    const viewer = viewerOf(user, viewerOf(user).scope === 'assigned' ? (await assignmentsOf(deps.db, [user.id])).get(user.id) : undefined);
    let done!: () => void;
    const finished = new Promise<void>((resolve) => (done = resolve));
    let pending = 0;
    let ended = false;
    const s: OpenStream = {
      sessionId,
      user,
      viewer,
      // The stream's writer queues writes in order; not awaiting each keeps a slow reader from holding up the others.
      write(text) {
        if (ended) return;
        if (++pending > MAX_PENDING_WRITES) return s.end();
        void stream.write(text).finally(() => pending--);
      },
      end() {
        if (ended) return;
        ended = true;
        done();
      },
    };
    const sse = (event: string | null, data: unknown, retry?: number) =>
      `${event ? `event: ${event}\n` : ''}data: ${JSON.stringify(data)}\n${retry ? `retry: ${retry}\n` : ''}\n`;

    stream.onAbort(() => s.end());
    const unStop = deps.hub.onStop(() => s.end());
    let unsubscribe: () => void = () => {};
    try {
      unsubscribe = await deps.hub.subscribe({
        event: (e: LiveEvent) => {
          if (mayReceive(s.viewer, e)) s.write(sse(null, browserEvent(e)));
        },
        resync: () => s.write(sse('resync', {})),
      });
      track(s);
      // Listening from here on: the browser refetches what it shows once, then follows the events.
      s.write(sse('ready', {}, RETRY_MS));
      await finished;
    } finally {
      unsubscribe();
      unStop();
      untrack(s);
    }
  }

  return { serve, count: () => open.size, check };
}
