/** Recurring expenses' fetchers, queries and mutations (docs/decisions/0118-recurring-expenses.md). */
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { recurringExpensesApi } from '@shared/api/recurring-expenses';
import type { RecurringExpenseAction, RecurringExpenseStatus } from '@shared/policies/recurring-expenses';
import type { CreateRecurringExpenseInput, UpdateRecurringExpenseInput } from '@shared/schemas/recurring-expenses';
import { request } from '@web/lib/api';
import { invalidateFor } from '@web/lib/invalidate';
import { queryKeys } from '@web/lib/query-keys';

export interface RecurringExpensesQuery {
  page: number;
  q?: string;
  projectId?: string;
  status?: RecurringExpenseStatus;
}

export function useRecurringExpenses(query: RecurringExpensesQuery) {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.recurringExpenses.list(query),
      queryFn: ({ signal }) => request(recurringExpensesApi.list, { query: { ...query, pageSize: 25 }, signal }),
      placeholderData: keepPreviousData,
    }),
  );
}

/** The form's categories and tax rates. */
export function useRecurringExpenseChoices() {
  return useQuery({
    queryKey: queryKeys.recurringExpenses.choices,
    queryFn: ({ signal }) => request(recurringExpensesApi.choices, { signal }),
    staleTime: 60_000,
  });
}

export function useCreateRecurringExpense() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateRecurringExpenseInput) => request(recurringExpensesApi.create, { body: input }),
    onSuccess: () => invalidateFor(queryClient, 'recurringExpense'),
  });
}

export function useUpdateRecurringExpense() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: UpdateRecurringExpenseInput }) =>
      request(recurringExpensesApi.update, { params: { id }, body: input }),
    onSuccess: () => invalidateFor(queryClient, 'recurringExpense'),
  });
}

export function useRecurringExpenseAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: RecurringExpenseAction }) =>
      request(recurringExpensesApi[action], { params: { id } }),
    onSuccess: () => invalidateFor(queryClient, 'recurringExpense'),
  });
}
