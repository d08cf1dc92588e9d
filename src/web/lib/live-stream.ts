/**
 * The browser's end of GET /api/events: one EventSource, opened again with a growing delay when the server refused
 * it. What to do with its events is the caller's (live-reactions.ts in a tab, or a leader passing them on to the
 * other tabs, shared-live-stream.ts).
 */
import { eventsApi } from '../../shared/api/events';
import { endpointPath } from '../../shared/api/endpoint';

const BACKOFF_MIN_MS = 1000;
const BACKOFF_MAX_MS = 30_000;

export interface LiveStreamListener {
  /** The stream listens from here on: the first time, or after a gap (a reconnect) in which events may be lost. */
  ready(): void;
  /** The server may have missed events: everything live is refetched. */
  resync(): void;
  /** An unnamed event's data, unchecked. */
  message(data: string): void;
  /** The stream was refused (a 401 after the session ended, a 503 during a restart) or is another user's. */
  refused(): void;
}

/**
 * Opens the stream of `userId` and keeps it open until the returned function is called. The browser's EventSource
 * reconnects by itself after a dropped connection (the server's `retry:` hint). A stream whose `ready` names another
 * user (the cookie changed under the tab: someone signed in as another user elsewhere in this browser) is closed
 * and treated as refused, so none of its events are passed on.
 */
export function openLiveStream(userId: string, listener: LiveStreamListener): () => void {
  let source: EventSource | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let delay = BACKOFF_MIN_MS;
  let stopped = false;

  const refuse = (es: EventSource) => {
    es.close();
    if (stopped) return;
    listener.refused();
    timer = setTimeout(connect, delay * (0.5 + Math.random()));
    delay = Math.min(delay * 2, BACKOFF_MAX_MS);
  };

  const connect = () => {
    const es = new EventSource(endpointPath(eventsApi.stream));
    source = es;
    es.addEventListener('ready', (m: MessageEvent<string>) => {
      // A server from before the id was sent names nobody: nothing to check then.
      const owner = (safeJson(m.data) as { userId?: unknown } | null)?.userId;
      if (typeof owner === 'string' && owner !== userId) return refuse(es);
      delay = BACKOFF_MIN_MS;
      listener.ready();
    });
    es.addEventListener('resync', () => listener.resync());
    es.addEventListener('message', (m: MessageEvent<string>) => listener.message(m.data));
    es.addEventListener('error', () => {
      // CONNECTING: the browser retries on its own. CLOSED: the server answered something else than a stream.
      if (es.readyState === EventSource.CLOSED && !stopped) refuse(es);
    });
  };

  connect();
  return () => {
    stopped = true;
    clearTimeout(timer);
    source?.close();
  };
}

export function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
