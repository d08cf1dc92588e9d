/** Expenses read (decision 0116). Every key starts with queryKeys.expenses.all: live 'expense' events refresh them. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { expensesApi } from '@shared/api/expenses';
import { optionsApi } from '@shared/api/options';
import type { ExpenseListQuery } from '@shared/schemas/expenses';
import { request } from '@web/lib/api';
import { queryKeys } from '@web/lib/query-keys';

export type ExpenseFilter = Partial<Omit<ExpenseListQuery, 'billable'>>;

export const expensesQueryOptions = (filter: ExpenseFilter) =>
  queryOptions({
    queryKey: queryKeys.expenses.list(filter),
    queryFn: ({ signal }) => request(expensesApi.list, { query: filter, signal }),
    placeholderData: keepPreviousData,
  });

export function useExpenses(filter: ExpenseFilter, enabled = true) {
  return useQuery({ ...expensesQueryOptions(filter), enabled });
}

// Choices change rarely; a minute saves refetching them each time a dialog opens.
const staleTime = 60_000;

/** The categories (active ones, or every one for Settings). */
export function useExpenseCategories(includeArchived = false, enabled = true) {
  return useQuery({
    queryKey: queryKeys.expenses.categories(includeArchived),
    queryFn: ({ signal }) => request(expensesApi.categories, { query: { includeArchived: includeArchived ? 'true' : undefined }, signal }),
    staleTime,
    enabled,
  });
}

export function useExpenseTaxRates(enabled = true) {
  return useQuery({
    queryKey: queryKeys.expenses.taxRates,
    queryFn: ({ signal }) => request(expensesApi.taxRates, { signal }),
    staleTime,
    enabled,
  });
}

/** The projects the caller works on (the same key as the other screens' project choices, so they share the cache). */
export function useExpenseProjectOptions(enabled = true) {
  return useQuery({
    queryKey: queryKeys.options.projects(null),
    queryFn: ({ signal }) => request(optionsApi.projects, { query: {}, signal }),
    staleTime,
    enabled,
  });
}

export function useMilestoneOptions(projectId: string | null) {
  return useQuery({
    queryKey: queryKeys.options.milestones(projectId),
    queryFn: ({ signal }) => request(optionsApi.milestones, { query: { projectId: projectId ?? '' }, signal }),
    staleTime,
    enabled: !!projectId,
  });
}
