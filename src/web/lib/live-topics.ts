/**
 * Which queries a live event refreshes (docs/architecture.md, "Live updates"): each topic is the entity it names in
 * the table of what a change affects (./invalidate.ts), narrowed to the event's project where it names one. Every
 * entry is a key prefix: each query whose key starts with it is marked stale, and those on screen refetch at once.
 */
import type { InvalidateQueryFilters, QueryKey } from '@tanstack/react-query';
import type { LiveMessage } from '../../shared/api/events';
import { filtersFor, type Entity } from './invalidate';

type Filters = Pick<InvalidateQueryFilters, 'queryKey' | 'exact'>;

/** The entity each topic's event is a change to; a time event may be an entry, the timer or a week. */
const TOPIC_ENTITY: Record<LiveMessage['topic'], Entity> = {
  task: 'task',
  comment: 'comment',
  milestone: 'milestone',
  approval: 'approval',
  message: 'message',
  request: 'request',
  notification: 'notification',
  file: 'file',
  time: 'timesheet',
  expense: 'expense',
};

export const LIVE_TOPIC_QUERIES: Record<LiveMessage['topic'], (event: LiveMessage) => Filters[]> = Object.fromEntries(
  Object.entries(TOPIC_ENTITY).map(([topic, entity]) => [
    topic,
    // A task event's id is its task; a comment's id does not say its task, so every open comment list refetches.
    (event: LiveMessage) => filtersFor(entity, { projectId: event.projectId, taskId: topic === 'task' ? event.id : null }),
  ]),
) as Record<LiveMessage['topic'], (event: LiveMessage) => Filters[]>;

/** Every query a live event could refresh: refetched after a gap in the stream, when events may have been missed. */
export const LIVE_QUERY_PREFIXES: QueryKey[] = Object.values(TOPIC_ENTITY)
  .flatMap((entity) => filtersFor(entity))
  .map((filters) => filters.queryKey as QueryKey);

export function isLiveQuery(key: QueryKey): boolean {
  return LIVE_QUERY_PREFIXES.some((prefix) => prefix.every((part, i) => key[i] === part));
}
