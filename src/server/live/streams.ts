/**
 * The open event streams of one app: grouped by audience (one person as one role of one company), each audience
 * judged once per event by its viewer (who may be told what, audience.ts). One timer serves them all: every
 * LIVE_HEARTBEAT_SECONDS each stream gets a comment line (proxies and the browser keep a quiet connection open), and
 * two queries for all streams at once check that their sessions are still valid (a signed-out, revoked or expired
 * session's stream ends) and refresh the projects of the staff whose scope is 'assigned' (someone added to a team
 * receives its events from the next check on).
 *
 * Built for thousands of streams per process (docs/decisions/0067-live-updates-at-five-thousand-streams.md): the app
 * is one subscriber of the hub, not one per stream; an event is judged once per audience, not once per tab; it is
 * serialized and framed once, and the same bytes are written to every stream of every audience that may see it, one
 * socket write each (body.ts); the projects of a person with several tabs open are asked for once.
 */
import type { ServerResponse } from 'node:http';
import { isStaffRole } from '../../shared/roles';
import type { CurrentUser } from '../context';
import type { Db } from '../db/client';
import type { Logger } from '../log';
import { assignmentsOf, browserEvent, liveSessions, mayReceive, viewerOf, type Viewer } from './audience';
import { createBody, Frame, type Body } from './body';
import type { LiveHub } from './hub';
import type { LiveEvent } from './publish';

/**
 * The browser's EventSource waits this long before reconnecting on its own, each stream a random time within
 * RETRY_SPREAD_MS more: when a process stops, its thousands of tabs then come back spread over seconds instead of
 * all in the same instant (which queued thousands of requests for the database pool's connections at once).
 */
export const RETRY_MS = 3000;
export const RETRY_SPREAD_MS = 5000;

const RESYNC = new Frame('event: resync\ndata: {}\n\n');
const HEARTBEAT = new Frame(': heartbeat\n\n');

interface OpenStream {
  sessionId: string;
  body: Body;
}

/** The streams of one person as one role of one company: whatever one of them may be told, all of them may. */
interface Audience {
  user: CurrentUser;
  viewer: Viewer;
  /** Once the viewer is known: an 'assigned' staff member's projects, asked for once for all their tabs. */
  ready: Promise<void>;
  streams: Set<OpenStream>;
  /** Streams being opened or open: the audience is forgotten when none are left. */
  held: number;
  /** Its user changed: streams still opening end instead of joining, and new ones make a fresh audience. */
  outdated?: boolean;
}

const audienceKey = (user: CurrentUser) => `${user.id}\n${user.role}\n${user.clientId ?? ''}`;

export function createLiveStreams(deps: { db: Db; hub: LiveHub; log: Logger; heartbeatSeconds: number }) {
  const open = new Set<OpenStream>();
  const audiences = new Map<string, Audience>();
  let timer: NodeJS.Timeout | null = null;
  let checking = false;

  /** One event to every stream that may see it: judged once per audience, its bytes made once. */
  function fanOut(event: LiveEvent) {
    let frame: Frame | null = null;
    for (const audience of audiences.values()) {
      if (audience.streams.size === 0 || !mayReceive(audience.viewer, event)) continue;
      frame ??= new Frame(`data: ${JSON.stringify(browserEvent(event))}\n\n`);
      for (const s of audience.streams) s.body.write(frame);
    }
  }

  /**
   * Ends the streams of a user whose role, status, sessions or keys changed ('staff': of every staff member, when the
   * two-factor rule is turned on): their audience was fixed when they opened, and the heartbeat's check would catch
   * only an ended session, never a demotion. The browser reconnects and gets the new scope, or 401 / 403.
   */
  function endStreamsOf(userId: string) {
    for (const [key, audience] of [...audiences]) {
      if (userId === 'staff' ? !isStaffRole(audience.user.role) : audience.user.id !== userId) continue;
      audience.outdated = true;
      audiences.delete(key);
      for (const s of [...audience.streams]) s.body.end();
    }
  }

  // The app subscribes to the hub once, with its first stream; a failure (the database unreachable) is not kept.
  let listening: Promise<unknown> | null = null;
  const listen = () =>
    (listening ??= deps.hub
      .subscribe({
        event: fanOut,
        resync: () => {
          for (const s of open) s.body.write(RESYNC);
        },
        userChanged: endStreamsOf,
      })
      .catch((error: unknown) => {
        listening = null;
        throw error;
      }));

  async function check() {
    if (checking) return;
    checking = true;
    try {
      for (const s of open) s.body.write(HEARTBEAT);
      const list = [...open];
      const valid = await liveSessions(deps.db, [...new Set(list.map((s) => s.sessionId))]);
      for (const s of list) if (!valid.has(s.sessionId)) s.body.end();
      const assigned = [...audiences.values()].filter((a) => a.viewer.scope === 'assigned');
      if (assigned.length > 0) {
        const byUser = await assignmentsOf(deps.db, [...new Set(assigned.map((a) => a.user.id))]);
        for (const a of assigned) a.viewer = viewerOf(a.user, byUser.get(a.user.id));
      }
    } catch (error) {
      deps.log.warn('Checking the open event streams failed; trying again at the next heartbeat.', { error: String(error) });
    } finally {
      checking = false;
    }
  }

  /** The audience of this user, made with their first stream; an 'assigned' staff member's projects in one query. */
  function join(user: CurrentUser): Audience {
    const key = audienceKey(user);
    let audience = audiences.get(key);
    if (!audience) {
      const created: Audience = { user, viewer: viewerOf(user), ready: Promise.resolve(), streams: new Set(), held: 0 };
      if (created.viewer.scope === 'assigned') {
        created.ready = assignmentsOf(deps.db, [user.id]).then((byUser) => {
          created.viewer = viewerOf(user, byUser.get(user.id));
        });
        // A failed query is not kept: the next tab asks again.
        created.ready.catch(() => {
          if (audiences.get(key) === created) audiences.delete(key);
        });
      }
      audiences.set(key, created);
      audience = created;
    }
    audience.held++;
    return audience;
  }
  function leave(audience: Audience, s: OpenStream) {
    audience.streams.delete(s);
    const key = audienceKey(audience.user);
    if (--audience.held === 0 && audiences.get(key) === audience) audiences.delete(key);
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
   * One stream's body, answered at once: `ready` is its first event, sent once the hub listens (from then on
   * nothing committed is missed). It ends when the browser goes away, its session ends, or the process stops.
   * `outgoing`: the Node response it is served on, written to directly once its headers are out (body.ts).
   */
  function serve(user: CurrentUser, sessionId: string, outgoing?: ServerResponse): ReadableStream<Uint8Array> {
    const cleanup: Array<() => void> = [];
    let ended = false;
    const body = createBody(outgoing, () => {
      ended = true;
      for (const undo of cleanup.splice(0)) undo();
    });
    const s: OpenStream = { sessionId, body };
    const audience = join(user);
    cleanup.push(() => leave(audience, s));

    void (async () => {
      cleanup.push(deps.hub.onStop(() => body.end()));
      await audience.ready;
      await listen();
      if (ended) return;
      // Its user changed while it was opening: it would serve the old scope.
      if (audience.outdated) return body.end();
      audience.streams.add(s);
      track(s);
      cleanup.push(() => untrack(s));
      // Listening from here on: the browser refetches what it shows once, then follows the events. The user's own id
      // lets the tab that shares this stream with the others check it is still that user's (decision 0077).
      const ready = JSON.stringify({ userId: user.id });
      body.write(new Frame(`event: ready\ndata: ${ready}\nretry: ${RETRY_MS + Math.floor(Math.random() * RETRY_SPREAD_MS)}\n\n`));
    })().catch((error: unknown) => {
      // The database unreachable at connect: the stream ends, and the browser opens it again after the retry delay.
      deps.log.error('An event stream failed', error, { userId: user.id });
      body.end();
    });
    return body.stream;
  }

  return { serve, count: () => open.size, check };
}
