/**
 * One event stream per signed-in tab (GET /api/events): each event marks the queries of its topic stale
 * (live-topics.ts), so what is on screen refetches without a reload. The browser's EventSource reconnects by itself
 * after a dropped connection (the server's `retry:` hint); a stream the server refused (a 401 after the session
 * ended, a 503 during a restart) is opened again here with a growing delay. After any gap the events in between are
 * unknown, so everything live is refetched once: no change is lost, only delayed.
 */
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { eventsApi, readLiveMessage } from '../../shared/api/events';
import { endpointPath } from '../../shared/api/endpoint';
import { ME_QUERY_KEY } from './current-user';
import { isLiveQuery, LIVE_TOPIC_QUERIES } from './live-topics';

const BACKOFF_MIN_MS = 1000;
const BACKOFF_MAX_MS = 30_000;

export function useLiveUpdates(enabled = true) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    return openLiveStream(queryClient);
  }, [enabled, queryClient]);
}

/** Opens the stream and keeps it open until the returned function is called (the shell unmounts: signed out). */
export function openLiveStream(queryClient: QueryClient): () => void {
  let source: EventSource | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let delay = BACKOFF_MIN_MS;
  let stopped = false;
  /** Set once a stream was ready: every later `ready` follows a gap. */
  let wasReady = false;
  const openedAt = Date.now();

  const refetchAllLive = (olderThan = Infinity) =>
    void queryClient.invalidateQueries({ predicate: (q) => isLiveQuery(q.queryKey) && q.state.dataUpdatedAt < olderThan });

  const connect = () => {
    const es = new EventSource(endpointPath(eventsApi.stream));
    source = es;
    es.addEventListener('ready', () => {
      delay = BACKOFF_MIN_MS;
      // The first time only what was loaded before the stream was asked for (a cached screen); after a gap, all.
      refetchAllLive(wasReady ? Infinity : openedAt);
      wasReady = true;
    });
    es.addEventListener('resync', () => refetchAllLive());
    es.addEventListener('message', (m: MessageEvent<string>) => {
      const message = readLiveMessage(safeJson(m.data));
      if (!message) return;
      for (const filters of LIVE_TOPIC_QUERIES[message.topic](message)) void queryClient.invalidateQueries(filters);
    });
    es.addEventListener('error', () => {
      // CONNECTING: the browser retries on its own. CLOSED: the server answered something else than a stream.
      if (es.readyState !== EventSource.CLOSED || stopped) return;
      es.close();
      // Perhaps the session ended: asking who is signed in signs the tab out if so (query-client.ts).
      void queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
      timer = setTimeout(connect, delay * (0.5 + Math.random()));
      delay = Math.min(delay * 2, BACKOFF_MAX_MS);
    });
  };

  connect();
  return () => {
    stopped = true;
    clearTimeout(timer);
    source?.close();
  };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
