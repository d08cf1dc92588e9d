/** Billing writes; each refreshes what an invoice's change moves (src/web/lib/invalidate.ts): money, balances, dashboards. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { billingApi } from '@shared/api/billing';
import type { CreateInvoiceInput, UpdateInvoiceInput, UpdateInvoiceStatusInput } from '@shared/schemas/billing';
import { request } from '@web/lib/api';
import { invalidateFor } from '@web/lib/invalidate';

function useInvalidatingMutation<A, R>(mutationFn: (args: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => invalidateFor(queryClient, 'invoice') });
}

export function useCreateStripeCustomer() {
  return useInvalidatingMutation((clientId: string) => request(billingApi.createStripeCustomer, { params: { id: clientId } }));
}

export function useCreateInvoice() {
  return useInvalidatingMutation(({ clientId, input }: { clientId: string; input: CreateInvoiceInput }) =>
    request(billingApi.createInvoice, { params: { id: clientId }, body: input }),
  );
}

export function useUpdateDraftInvoice() {
  return useInvalidatingMutation(({ invoiceId, input }: { invoiceId: string; input: UpdateInvoiceInput }) =>
    request(billingApi.updateDraft, { params: { id: invoiceId }, body: input }),
  );
}

export function useSyncInvoices() {
  return useInvalidatingMutation((clientId: string) => request(billingApi.syncInvoices, { params: { id: clientId } }));
}

export function useSetInvoiceStatus() {
  return useInvalidatingMutation(({ invoiceId, ...body }: { invoiceId: string } & UpdateInvoiceStatusInput) =>
    request(billingApi.setInvoiceStatus, { params: { id: invoiceId }, body }),
  );
}
