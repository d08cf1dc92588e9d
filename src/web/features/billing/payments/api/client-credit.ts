/** A client's credit balance (decision 0093): read under the invoices' key, so every money write refreshes it. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { clientCreditApi } from '@shared/api/client-credit';
import type { ApplyCreditInput, RefundCreditInput } from '@shared/schemas/client-credit';
import { request } from '@web/lib/api';
import { invalidateFor } from '@web/lib/invalidate';
import { queryKeys } from '@web/lib/query-keys';

export function useClientCredit(clientId: string) {
  return useQuery({
    queryKey: queryKeys.payments.credit(clientId),
    queryFn: ({ signal }) => request(clientCreditApi.read, { params: { id: clientId }, signal }),
  });
}

export function useApplyCredit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ invoiceId, input }: { invoiceId: string; input: ApplyCreditInput }) =>
      request(clientCreditApi.apply, { params: { id: invoiceId }, body: input }),
    onSettled: () => invalidateFor(queryClient, 'payment'),
  });
}

export function useRefundCredit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ clientId, input }: { clientId: string; input: RefundCreditInput }) =>
      request(clientCreditApi.refund, { params: { id: clientId }, body: input }),
    onSettled: () => invalidateFor(queryClient, 'payment'),
  });
}
