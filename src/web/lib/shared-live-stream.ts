/**
 * One event stream per browser, not per tab (docs/decisions/0077-one-event-stream-per-browser.md). The server speaks
 * HTTP/1.1, for which a browser opens at most 6 connections per host: a stream per tab left the seventh tab's
 * requests waiting for ever. The tabs of one user elect a leader with a Web Lock named for the user; the tab holding
 * it opens the stream and passes each event on through a BroadcastChannel of the same name; when that tab closes
 * (or goes into the back/forward cache) the browser hands the lock to the next tab waiting for it, which opens its
 * own stream, and its first `ready` tells every tab that events may have been missed in between.
 * Keyed by user: a tab of another user signed in later in this browser never hears the previous user's events.
 * A browser without Web Locks or BroadcastChannel keeps one stream per tab.
 */
import { openLiveStream, type LiveStreamListener } from './live-stream';
import type { LiveReactions } from './live-reactions';

export interface TabSharing {
  locks: Pick<LockManager, 'request'>;
  channel(name: string): BroadcastChannel;
}

/** What the browser offers for sharing one stream between its tabs; null where it lacks either part. */
export function browserSharing(): TabSharing | null {
  if (typeof BroadcastChannel === 'undefined' || typeof navigator === 'undefined' || !navigator.locks) return null;
  return { locks: navigator.locks, channel: (name) => new BroadcastChannel(name) };
}

/** The lock and the channel of one user's tabs. */
export const liveChannelName = (userId: string) => `portal-live:${userId}`;

/**
 * Between the tabs of one user. From the leader: `ready`, `resync`, `message`, `refused` (its stream's own events),
 * and `live`, the answer to a tab that says `hello` when it joins a stream already listening. From any tab:
 * `signed-out`, this user signed out in this browser: every tab lets the stream go.
 */
type ChannelMessage = { kind: 'ready' | 'resync' | 'refused' | 'live' | 'hello' | 'signed-out' } | { kind: 'message'; data: string };

export interface JoinOptions {
  userId: string;
  reactions: LiveReactions;
  /** This user signed out in another tab: the stream has been let go, what follows is the caller's. */
  onSignedOut: () => void;
  /** Defaults to browserSharing(); null keeps a stream of this tab's own. */
  sharing?: TabSharing | null;
  open?: (userId: string, listener: LiveStreamListener) => () => void;
}

/** Follows the live events of `userId` in this tab until the returned function is called. */
export function joinLiveStream({
  userId,
  reactions,
  onSignedOut,
  sharing = browserSharing(),
  open = openLiveStream,
}: JoinOptions): () => void {
  if (!sharing) return open(userId, reactions);

  const name = liveChannelName(userId);
  const channel = sharing.channel(name);
  const waiting = new AbortController();
  let closeStream: (() => void) | null = null;
  let releaseLock: (() => void) | null = null;
  /** As leader: the stream is listening (answering a tab that joins). */
  let listening = false;
  let stopped = false;
  const post = (message: ChannelMessage) => channel.postMessage(message);

  const stop = () => {
    if (stopped) return;
    stopped = true;
    waiting.abort();
    closeStream?.();
    releaseLock?.();
    channel.close();
  };

  channel.onmessage = (event: MessageEvent<ChannelMessage | null>) => {
    const message = event.data;
    switch (message?.kind) {
      case 'hello':
        if (listening) post({ kind: 'live' });
        return;
      case 'live':
        return reactions.joined();
      case 'ready':
        return reactions.ready();
      case 'resync':
        return reactions.resync();
      case 'refused':
        return reactions.refused();
      case 'message':
        return reactions.message(String(message.data));
      case 'signed-out':
        stop();
        return onSignedOut();
    }
  };

  sharing.locks
    .request(name, { signal: waiting.signal }, async () => {
      if (stopped) return;
      // This tab leads: its stream's events go to this tab and to every other tab of the user.
      closeStream = open(userId, {
        ready: () => {
          listening = true;
          post({ kind: 'ready' });
          reactions.ready();
        },
        resync: () => {
          post({ kind: 'resync' });
          reactions.resync();
        },
        message: (data) => {
          post({ kind: 'message', data });
          reactions.message(data);
        },
        refused: () => {
          listening = false;
          post({ kind: 'refused' });
          reactions.refused();
        },
      });
      // Held until this tab lets go (stop), or the browser takes it when the tab closes.
      await new Promise<void>((resolve) => (releaseLock = resolve));
    })
    // Aborted: the tab let go while still waiting for the lock.
    .catch(() => undefined);
  // A leader already listening answers `live`; one still connecting will say `ready`.
  post({ kind: 'hello' });
  return stop;
}

/** Tells every tab of `userId` that the user signed out, so whichever holds the stream closes it at once. */
export function announceSignOut(userId: string, sharing: TabSharing | null = browserSharing()): void {
  if (!sharing) return;
  const channel = sharing.channel(liveChannelName(userId));
  channel.postMessage({ kind: 'signed-out' } satisfies ChannelMessage);
  channel.close();
}
