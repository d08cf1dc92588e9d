import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { budgetsApi } from '@shared/api/budgets';
import type { UserRatesInput } from '@shared/schemas/budgets';
import { request } from '@web/lib/api';

/** Under ['time']: reports and timesheets that read capacity refresh with it. */
const ratesKey = (userId: string) => ['time', 'user-rates', userId] as const;

/** A person's cost rate and weekly capacity: admins only (decision 0048). */
export function useUserRates(userId: string) {
  return useQuery({
    queryKey: ratesKey(userId),
    queryFn: ({ signal }) => request(budgetsApi.userRates, { params: { id: userId }, signal }),
  });
}

export function useSetUserRates(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UserRatesInput) => request(budgetsApi.setUserRates, { params: { id: userId }, body: input }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['time'] }),
  });
}
