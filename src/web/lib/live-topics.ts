/**
 * Which queries a live event refreshes (docs/architecture.md, "Live updates"): the one table from a topic to the
 * TanStack Query keys that show it. Each entry is a prefix: every query whose key starts with it is marked stale,
 * and those on screen refetch at once. A feature whose screen should follow changes lists its key prefix here.
 */
import type { InvalidateQueryFilters, QueryKey } from '@tanstack/react-query';
import type { LiveMessage } from '../../shared/api/events';

type Filters = Pick<InvalidateQueryFilters, 'queryKey' | 'exact'>;

/** A project's own detail (its counts and progress), not everything below it (milestones, team). */
const projectDetail = (projectId: string | null): Filters[] =>
  projectId ? [{ queryKey: ['projects', 'detail', projectId], exact: true }] : [];
const dashboards: Filters[] = [{ queryKey: ['dashboard'] }, { queryKey: ['client-dashboard'] }];
/** A project's detail and everything below it: its milestones (with their approval state), team, files. */
const projectAndBelow = (projectId: string | null): Filters[] => [
  { queryKey: projectId ? ['projects', 'detail', projectId] : ['projects'] },
];

export const LIVE_TOPIC_QUERIES: Record<LiveMessage['topic'], (event: LiveMessage) => Filters[]> = {
  // Task lists, boards, details and comments all start with ['tasks'].
  task: (e) => [{ queryKey: ['tasks'] }, ...projectDetail(e.projectId), ...dashboards],
  // A comment's id does not say its task: every open comment list refetches (one small query per open task).
  comment: () => [{ queryKey: ['tasks', 'comments'] }, ...dashboards],
  // Milestones are listed under their project's key; the pending-approvals card (['approvals', 'pending']) loses a
  // deleted one.
  milestone: (e) => [...projectAndBelow(e.projectId), { queryKey: ['approvals'] }, ...dashboards],
  approval: (e) => [{ queryKey: ['approvals'] }, ...projectAndBelow(e.projectId), ...dashboards],
  message: (e) => [{ queryKey: e.projectId ? ['messages', e.projectId] : ['messages'] }],
  request: () => [{ queryKey: ['requests'] }, ...dashboards],
  // The bell's list and count; not the notification preferences.
  notification: () => [{ queryKey: ['notifications', 'recent'] }],
  // A milestone's files are part of what its approval covers: its project's milestones refetch too.
  file: (e) => [{ queryKey: ['files'] }, ...(e.projectId ? projectAndBelow(e.projectId) : [])],
  // Time entries, the top bar's timer, the timesheet and the time reports all start with ['time'].
  time: () => [{ queryKey: ['time'] }],
};

/** Every query a live event could refresh: refetched after a gap in the stream, when events may have been missed. */
export const LIVE_QUERY_PREFIXES: QueryKey[] = [
  ['tasks'],
  ['projects'],
  ['dashboard'],
  ['client-dashboard'],
  ['approvals'],
  ['messages'],
  ['requests'],
  ['notifications', 'recent'],
  ['files'],
  ['time'],
];

export function isLiveQuery(key: QueryKey): boolean {
  return LIVE_QUERY_PREFIXES.some((prefix) => prefix.every((part, i) => key[i] === part));
}
