/** Settings > Background jobs: the list of pending and failed e-mails, and Retry for a failed one. */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { jobsApi } from '@shared/api/jobs';
import { request } from '@web/lib/api';

export const JOBS_QUERY_KEY = ['jobs'] as const;

export function useJobs(query: string) {
  return useQuery({
    queryKey: [...JOBS_QUERY_KEY, query] as const,
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
    onSuccess: () => queryClient.invalidateQueries({ queryKey: JOBS_QUERY_KEY }),
  });
}
