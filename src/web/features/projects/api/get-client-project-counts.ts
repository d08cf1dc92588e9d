import { useQueries } from '@tanstack/react-query';
import { projectsApi } from '@shared/api/projects';
import { request } from '@web/lib/api';
import { queryKeys } from '@web/lib/query-keys';

const COUNTED = [null, 'active', 'completed'] as const;

/**
 * Total, Active and Completed for one client's tab, each a one-row page whose `total` the server counts in SQL. (The
 * list's own `stats` span the caller's whole scope, as the Projects screen's cards do.) Kept under the list key, so
 * every project change refreshes them.
 */
export function useClientProjectCounts(clientId: string) {
  const results = useQueries({
    queries: COUNTED.map((status) => ({
      queryKey: queryKeys.projects.clientCount(clientId, status),
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        request(projectsApi.list, { query: { clientId, pageSize: 1, status: status ?? undefined }, signal }),
    })),
  });
  const [total, active, completed] = results.map((r) => r.data?.total);
  return total === undefined || active === undefined || completed === undefined ? undefined : { total, active, completed };
}
