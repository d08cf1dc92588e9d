/** Payments, refunds and credit notes of invoices: reads under the billing key, so every billing write refreshes them. */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { paymentsApi } from '@shared/api/payments';
import type { CreateCreditNoteInput, RecordPaymentInput, RefundPaymentInput } from '@shared/schemas/payments';
import { request } from '@web/lib/api';
import { BILLING_QUERY_KEY } from '../../api/get-billing';

export function invoiceLedgerQuery(invoiceId: string) {
  return queryOptions({
    queryKey: [...BILLING_QUERY_KEY, 'ledger', invoiceId] as const,
    queryFn: ({ signal }) => request(paymentsApi.ledger, { params: { id: invoiceId }, signal }),
  });
}

export const useInvoiceLedger = (invoiceId: string) => useQuery(invoiceLedgerQuery(invoiceId));

export function useClientCreditNotes(clientId: string) {
  return useQuery({
    queryKey: [...BILLING_QUERY_KEY, 'credit-notes', clientId] as const,
    queryFn: ({ signal }) => request(paymentsApi.clientCreditNotes, { params: { id: clientId }, signal }),
  });
}

function useInvalidatingMutation<A, R>(mutationFn: (args: A) => Promise<R>) {
  const queryClient = useQueryClient();
  // Dashboards and revenue show the money too: everything is refreshed, as after any billing write.
  return useMutation({ mutationFn, onSettled: () => queryClient.invalidateQueries() });
}

export function useRecordPayment() {
  return useInvalidatingMutation(({ invoiceId, input }: { invoiceId: string; input: RecordPaymentInput }) =>
    request(paymentsApi.record, { params: { id: invoiceId }, body: input }),
  );
}

export function useRefundPayment() {
  return useInvalidatingMutation(({ invoiceId, input }: { invoiceId: string; input: RefundPaymentInput }) =>
    request(paymentsApi.refund, { params: { id: invoiceId }, body: input }),
  );
}

export function useCreateCreditNote() {
  return useInvalidatingMutation(({ invoiceId, input }: { invoiceId: string; input: CreateCreditNoteInput }) =>
    request(paymentsApi.createCreditNote, { params: { id: invoiceId }, body: input }),
  );
}
