/** Settings > Background jobs: the list of pending and failed e-mails, and Retry for a failed one. */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { jobsApi } from '@shared/api/jobs';
import { request } from '@web/lib/api';
import { queryKeys } from '@web/lib/query-keys';
import { invalidateFor } from '@web/lib/invalidate';

export const JOBS_QUERY_KEY = queryKeys.jobs.all;

export function useJobs(query: string) {
  return useQuery({
    queryKey: queryKeys.jobs.list(query),
    queryFn: ({ signal }) => request(jobsApi.list, { query, signal }),
    placeholderData: keepPreviousData,
    // Jobs move on their own (sent, retried): the list refreshes while it is open.
    refetchInterval: 10_000,
  });
}

export function useRetryJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => request(jobsApi.retry, { params: { id } }),
    onSuccess: () => invalidateFor(queryClient, 'job'),
  });
}
