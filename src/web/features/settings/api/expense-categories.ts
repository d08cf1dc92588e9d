/** Settings > Billing's expense categories (decision 0116): read with the archived ones, added, renamed, archived. */
import { useQuery } from '@tanstack/react-query';
import { expensesApi } from '@shared/api/expenses';
import type { ExpenseCategoryInput } from '@shared/schemas/expenses';
import { request } from '@web/lib/api';
import { useEndpointMutation, type UpdateVariables } from '@web/lib/endpoint-mutation';
import { invalidates } from '@web/lib/invalidate';
import { queryKeys } from '@web/lib/query-keys';

export function useAllExpenseCategories() {
  return useQuery({
    queryKey: queryKeys.expenses.categories(true),
    queryFn: ({ signal }) => request(expensesApi.categories, { query: { includeArchived: 'true' }, signal }),
  });
}

// A category's name shows on the expenses that name it.
const refresh = invalidates('expense');

export function useCreateExpenseCategory() {
  return useEndpointMutation(expensesApi.createCategory, (input: ExpenseCategoryInput) => [{ body: input }], refresh);
}

export function useRenameExpenseCategory() {
  return useEndpointMutation(
    expensesApi.updateCategory,
    ({ id, input }: UpdateVariables<ExpenseCategoryInput>) => [{ params: { id }, body: input }],
    refresh,
  );
}

export function useArchiveExpenseCategory() {
  return useEndpointMutation(expensesApi.archiveCategory, (id: string) => [{ params: { id } }], refresh);
}
