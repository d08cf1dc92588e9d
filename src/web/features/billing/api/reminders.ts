import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { remindersApi } from '@shared/api/reminders';
import type { UpdateClientRemindersInput } from '@shared/schemas/reminders';
import { request } from '@web/lib/api';
import { BILLING_QUERY_KEY } from './get-billing';

export function useClientReminders(clientId: string, enabled = true) {
  return useQuery(
    queryOptions({
      queryKey: ['client-reminders', clientId] as const,
      queryFn: ({ signal }) => request(remindersApi.clientReminders, { params: { id: clientId }, signal }),
      enabled,
    }),
  );
}

export function useUpdateClientReminders(clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateClientRemindersInput) =>
      request(remindersApi.updateClientReminders, { params: { id: clientId }, body: input }),
    onSuccess: (reminders) => queryClient.setQueryData(['client-reminders', clientId], reminders),
  });
}

/** Under the billing key: a payment or a status change (which invalidate it) refreshes the history too. */
export function useInvoiceHistory(invoiceId: string) {
  return useQuery(
    queryOptions({
      queryKey: [...BILLING_QUERY_KEY, 'invoice', invoiceId, 'history'] as const,
      queryFn: ({ signal }) => request(remindersApi.invoiceHistory, { params: { id: invoiceId }, signal }),
    }),
  );
}
