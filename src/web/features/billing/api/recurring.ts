import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { recurringApi } from '@shared/api/recurring';
import type { RecurringAction } from '@shared/policies/recurring';
import type { CreateRecurringScheduleInput } from '@shared/schemas/recurring';
import type { RecurringStatus } from '@shared/enums';
import { request } from '@web/lib/api';
import { queryKeys } from '@web/lib/query-keys';
import { invalidateFor } from '@web/lib/invalidate';

export interface RecurringListQuery {
  page: number;
  q?: string;
  clientId?: string;
  status?: RecurringStatus;
}

export function useRecurringSchedules(query: RecurringListQuery) {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.recurring.list(query),
      queryFn: ({ signal }) => request(recurringApi.list, { query: { ...query, pageSize: 25 }, signal }),
      placeholderData: keepPreviousData,
    }),
  );
}

export function useRecurringSchedule(id: string | null) {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.recurring.detail(id ?? ''),
      queryFn: ({ signal }) => request(recurringApi.get, { params: { id: id! }, signal }),
      enabled: id !== null,
    }),
  );
}

export function useCreateRecurringSchedule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateRecurringScheduleInput) => request(recurringApi.create, { body: input }),
    onSuccess: () => invalidateFor(queryClient, 'recurring'),
  });
}

export function useRecurringAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: RecurringAction }) =>
      request(recurringApi.act, { params: { id }, body: { action } }),
    onSuccess: () => invalidateFor(queryClient, 'recurring'),
  });
}
