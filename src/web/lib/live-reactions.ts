/**
 * What one tab does with the live events, wherever the stream is (its own, or the one another tab shares): each event
 * marks the queries of its topic stale (live-topics.ts), so what is on screen refetches without a reload. After any
 * gap the events in between are unknown, so everything live is refetched once: no change is lost, only delayed.
 */
import type { QueryClient } from '@tanstack/react-query';
import { readLiveMessage } from '../../shared/api/events';
import { ME_QUERY_KEY } from './current-user';
import { isLiveQuery, LIVE_TOPIC_QUERIES } from './live-topics';
import { safeJson, type LiveStreamListener } from './live-stream';

export interface LiveReactions extends LiveStreamListener {
  /** The tab joined a stream that was already listening: a first `ready` for this tab, nothing after one. */
  joined(): void;
}

export function liveReactions(queryClient: QueryClient): LiveReactions {
  /** Set once a stream was ready: every later `ready` follows a gap. */
  let wasReady = false;
  const startedAt = Date.now();

  const refetchAllLive = (olderThan = Infinity) =>
    void queryClient.invalidateQueries({ predicate: (q) => isLiveQuery(q.queryKey) && q.state.dataUpdatedAt < olderThan });

  const ready = () => {
    // The first time only what was loaded before the stream was asked for (a cached screen); after a gap, all.
    refetchAllLive(wasReady ? Infinity : startedAt);
    wasReady = true;
  };

  return {
    ready,
    joined: () => {
      if (!wasReady) ready();
    },
    resync: () => refetchAllLive(),
    message: (data) => {
      const message = readLiveMessage(safeJson(data));
      if (!message) return;
      for (const filters of LIVE_TOPIC_QUERIES[message.topic](message)) void queryClient.invalidateQueries(filters);
    },
    // Perhaps the session ended: asking who is signed in signs the tab out if so (query-client.ts).
    refused: () => void queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY }),
  };
}
