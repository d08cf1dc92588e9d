/** Billing writes; each invalidates the billing queries (and the rest, for dashboards that show money and activity). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateInvoiceInput, InvoiceDto, StripeCustomerDto } from '../../../../shared/schemas/billing';
import { api } from '../../../lib/api';

const clientPath = (clientId: string) => `/api/clients/${encodeURIComponent(clientId)}`;

function useInvalidatingMutation<A, R>(mutationFn: (args: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => queryClient.invalidateQueries() });
}

export function useCreateStripeCustomer() {
  return useInvalidatingMutation((clientId: string) => api.post<StripeCustomerDto>(`${clientPath(clientId)}/stripe-customer`, {}));
}

export function useCreateInvoice() {
  return useInvalidatingMutation(({ clientId, input }: { clientId: string; input: CreateInvoiceInput }) =>
    api.post<InvoiceDto>(`${clientPath(clientId)}/invoices`, input),
  );
}

export function useSyncInvoices() {
  return useInvalidatingMutation((clientId: string) =>
    api.post<{ checked: number; updated: number }>(`${clientPath(clientId)}/invoices/sync`, {}),
  );
}

export function useSetInvoiceStatus() {
  return useInvalidatingMutation(({ invoiceId, status }: { invoiceId: string; status: 'open' | 'paid' | 'void' }) =>
    api.patch<InvoiceDto>(`/api/invoices/${encodeURIComponent(invoiceId)}`, { status }),
  );
}
