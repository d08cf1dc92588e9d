import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { budgetsApi } from '@shared/api/budgets';
import type { UserRatesInput } from '@shared/schemas/budgets';
import { request } from '@web/lib/api';
import { queryKeys } from '@web/lib/query-keys';
import { invalidateFor } from '@web/lib/invalidate';

/** A person's cost rate and weekly capacity: admins only (decision 0048). */
export function useUserRates(userId: string) {
  return useQuery({
    queryKey: queryKeys.rates.user(userId),
    queryFn: ({ signal }) => request(budgetsApi.userRates, { params: { id: userId }, signal }),
  });
}

export function useSetUserRates(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UserRatesInput) => request(budgetsApi.setUserRates, { params: { id: userId }, body: input }),
    // Capacity and cost rates: every time figure, reports and budgets.
    onSettled: () => invalidateFor(queryClient, 'rate'),
  });
}
