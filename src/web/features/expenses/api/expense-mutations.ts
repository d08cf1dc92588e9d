/** Expense writes (decision 0116): each refreshes the expenses, their project's budget and the receipts. */
import { expensesApi } from '@shared/api/expenses';
import type { CreateExpenseInput, ReturnExpenseInput, UpdateExpenseInput } from '@shared/schemas/expenses';
import { useEndpointMutation, type UpdateVariables } from '@web/lib/endpoint-mutation';
import { invalidates } from '@web/lib/invalidate';

const refresh = invalidates('expense');

export function useCreateExpense() {
  return useEndpointMutation(expensesApi.create, (input: CreateExpenseInput) => [{ body: input }], refresh);
}

export function useUpdateExpense() {
  return useEndpointMutation(
    expensesApi.update,
    ({ id, input }: UpdateVariables<UpdateExpenseInput>) => [{ params: { id }, body: input }],
    refresh,
  );
}

export function useDeleteExpense() {
  return useEndpointMutation(expensesApi.remove, (id: string) => [{ params: { id } }], refresh);
}

export function useSubmitExpense() {
  return useEndpointMutation(expensesApi.submit, (id: string) => [{ params: { id } }], refresh);
}

export function useApproveExpense() {
  return useEndpointMutation(expensesApi.approve, (id: string) => [{ params: { id } }], refresh);
}

export function useReturnExpense() {
  return useEndpointMutation(
    expensesApi.return,
    ({ id, input }: UpdateVariables<ReturnExpenseInput>) => [{ params: { id }, body: input }],
    refresh,
  );
}
