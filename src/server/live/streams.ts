/**
 * The open event streams of one app: each is a subscriber of the process's hub with its viewer (who it may tell what,
 * audience.ts). One timer serves them all: every LIVE_HEARTBEAT_SECONDS each gets a comment line (proxies and the
 * browser keep a quiet connection open), and two queries for all streams at once check that their sessions are still
 * valid (a signed-out, revoked or expired session's stream ends) and refresh the projects of the staff whose scope is
 * 'assigned' (someone added to a team receives its events from the next check on).
 *
 * Built for thousands of streams per process: an event is serialized and encoded once, and the same bytes are queued
 * on every stream that may receive it; a stream is a plain ReadableStream the server reads from (no transform stream,
 * no promise per write); and the projects of a person with several tabs open are asked for once, not once per tab.
 */
import type { CurrentUser } from '../context';
import type { Db } from '../db/client';
import type { Logger } from '../log';
import { assignmentsOf, browserEvent, liveSessions, mayReceive, viewerOf, type Assignments, type Viewer } from './audience';
import type { LiveHub } from './hub';
import type { LiveEvent } from './publish';

/**
 * The browser's EventSource waits this long before reconnecting on its own, each stream a random time within
 * RETRY_SPREAD_MS more: when a process stops, its thousands of tabs then come back spread over seconds instead of
 * all in the same instant (which queued thousands of requests for the database pool's connections at once).
 */
export const RETRY_MS = 3000;
export const RETRY_SPREAD_MS = 5000;
/** A stream that falls this far behind (a stalled client) is ended; the browser reconnects and refetches. */
const MAX_PENDING_WRITES = 500;

const encoder = new TextEncoder();
const RESYNC = encoder.encode('event: resync\ndata: {}\n\n');
const HEARTBEAT = encoder.encode(': heartbeat\n\n');

interface OpenStream {
  sessionId: string;
  user: CurrentUser;
  viewer: Viewer;
  write(bytes: Uint8Array): void;
  /** `dropped`: the connection is closed at once, with whatever it had not yet taken. */
  end(dropped?: boolean): void;
}

/** What a stream of the staff whose scope is 'assigned' is judged by, shared by all the streams of one person. */
interface Assigned {
  assignments: Promise<Assignments | undefined>;
  streams: number;
}

export function createLiveStreams(deps: { db: Db; hub: LiveHub; log: Logger; heartbeatSeconds: number }) {
  const open = new Set<OpenStream>();
  const assigned = new Map<string, Assigned>();
  // The hub hands the same event object to every stream: its bytes are made by the first stream that may receive it.
  const framed = new WeakMap<LiveEvent, Uint8Array>();
  const frame = (event: LiveEvent) => {
    let bytes = framed.get(event);
    if (!bytes) {
      bytes = encoder.encode(`data: ${JSON.stringify(browserEvent(event))}\n\n`);
      framed.set(event, bytes);
    }
    return bytes;
  };
  let timer: NodeJS.Timeout | null = null;
  let checking = false;

  async function check() {
    if (checking) return;
    checking = true;
    try {
      for (const s of open) s.write(HEARTBEAT);
      const list = [...open];
      const valid = await liveSessions(deps.db, [...new Set(list.map((s) => s.sessionId))]);
      for (const s of list) if (!valid.has(s.sessionId)) s.end();
      if (assigned.size > 0) {
        const byUser = await assignmentsOf(deps.db, [...assigned.keys()]);
        for (const [userId, a] of assigned) a.assignments = Promise.resolve(byUser.get(userId));
        for (const s of open) if (s.viewer.scope === 'assigned') s.viewer = viewerOf(s.user, byUser.get(s.user.id));
      }
    } catch (error) {
      deps.log.warn('Checking the open event streams failed; trying again at the next heartbeat.', { error: String(error) });
    } finally {
      checking = false;
    }
  }

  /** The projects of an 'assigned' staff member: from their other open tabs, or one query when this is the first. */
  function assignmentsFor(user: CurrentUser): { assignments: Promise<Assignments | undefined>; release(): void } {
    let a = assigned.get(user.id);
    if (!a) {
      const entry: Assigned = { assignments: assignmentsOf(deps.db, [user.id]).then((byUser) => byUser.get(user.id)), streams: 0 };
      // A failed query is not kept: the next tab asks again.
      entry.assignments.catch(() => {
        if (assigned.get(user.id) === entry && entry.streams === 0) assigned.delete(user.id);
      });
      assigned.set(user.id, entry);
      a = entry;
    }
    a.streams++;
    const held = a;
    return {
      assignments: held.assignments,
      release: () => {
        if (--held.streams === 0 && assigned.get(user.id) === held) assigned.delete(user.id);
      },
    };
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

  /**
   * One stream's body, answered at once: `ready` is its first event, queued once the hub listens (from then on
   * nothing committed is missed). It ends when the browser goes away, its session ends, or the process stops.
   */
  function serve(user: CurrentUser, sessionId: string): ReadableStream<Uint8Array> {
    let controller!: ReadableStreamDefaultController<Uint8Array>;
    let ended = false;
    const cleanup: Array<() => void> = [];
    const s: OpenStream = {
      sessionId,
      user,
      viewer: viewerOf(user),
      write(bytes) {
        if (ended) return;
        // Chunks the server has not taken yet: it stops taking them while the socket's buffer is full.
        if ((controller.desiredSize ?? 0) < -MAX_PENDING_WRITES) {
          s.end(true);
          return;
        }
        controller.enqueue(bytes);
      },
      end(dropped) {
        if (ended) return;
        ended = true;
        for (const undo of cleanup.splice(0)) undo();
        try {
          if (dropped) controller.error(new Error('The reader fell too far behind.'));
          else controller.close();
        } catch {
          // Already cancelled by the reader.
        }
      },
    };
    const body = new ReadableStream<Uint8Array>(
      {
        start: (c) => {
          controller = c;
        },
        // The browser went away (the server cancels the body when the connection closes).
        cancel: () => s.end(),
      },
      { highWaterMark: 0 },
    );

    void (async () => {
      cleanup.push(deps.hub.onStop(() => s.end()));
      if (s.viewer.scope === 'assigned') {
        const held = assignmentsFor(user);
        cleanup.push(held.release);
        s.viewer = viewerOf(user, await held.assignments);
      }
      if (ended) return;
      const unsubscribe = await deps.hub.subscribe({
        event: (e) => {
          if (mayReceive(s.viewer, e)) s.write(frame(e));
        },
        resync: () => s.write(RESYNC),
      });
      if (ended) return unsubscribe();
      cleanup.push(unsubscribe, () => untrack(s));
      track(s);
      // Listening from here on: the browser refetches what it shows once, then follows the events.
      s.write(encoder.encode(`event: ready\ndata: {}\nretry: ${RETRY_MS + Math.floor(Math.random() * RETRY_SPREAD_MS)}\n\n`));
    })().catch((error: unknown) => {
      // The database unreachable at connect: the stream ends, and the browser opens it again after the retry delay.
      deps.log.error('An event stream failed', error, { userId: user.id });
      s.end();
    });
    return body;
  }

  return { serve, count: () => open.size, check };
}
