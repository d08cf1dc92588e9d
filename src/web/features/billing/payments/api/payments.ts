/** Payments, refunds and credit notes of invoices: reads under the invoices' key, so every money write refreshes them. */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { paymentsApi } from '@shared/api/payments';
import type { CreateCreditNoteInput, RecordPaymentInput, RefundPaymentInput } from '@shared/schemas/payments';
import { request } from '@web/lib/api';
import { queryKeys } from '@web/lib/query-keys';
import { invalidateFor } from '@web/lib/invalidate';

export function invoiceLedgerQuery(invoiceId: string) {
  return queryOptions({
    queryKey: queryKeys.payments.ledger(invoiceId),
    queryFn: ({ signal }) => request(paymentsApi.ledger, { params: { id: invoiceId }, signal }),
  });
}

export const useInvoiceLedger = (invoiceId: string) => useQuery(invoiceLedgerQuery(invoiceId));

export function useClientCreditNotes(clientId: string) {
  return useQuery({
    queryKey: queryKeys.payments.creditNotes(clientId),
    queryFn: ({ signal }) => request(paymentsApi.clientCreditNotes, { params: { id: clientId }, signal }),
  });
}

function useInvalidatingMutation<A, R>(mutationFn: (args: A) => Promise<R>) {
  const queryClient = useQueryClient();
  // The invoice, its client's balance, revenue, reminders, reports and the dashboards (src/web/lib/invalidate.ts).
  return useMutation({ mutationFn, onSettled: () => invalidateFor(queryClient, 'payment') });
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
