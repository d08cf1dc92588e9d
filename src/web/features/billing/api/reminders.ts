import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { remindersApi } from '@shared/api/reminders';
import type { UpdateClientRemindersInput } from '@shared/schemas/reminders';
import { request } from '@web/lib/api';
import { queryKeys } from '@web/lib/query-keys';
import { invalidateFor } from '@web/lib/invalidate';

export function useClientReminders(clientId: string, enabled = true) {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.reminders.ofClient(clientId),
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
    onSuccess: (reminders) => {
      queryClient.setQueryData(queryKeys.reminders.ofClient(clientId), reminders);
      return invalidateFor(queryClient, 'reminder');
    },
  });
}

/** Under the billing key: a payment or a status change (which invalidate it) refreshes the history too. */
export function useInvoiceHistory(invoiceId: string) {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.invoices.history(invoiceId),
      queryFn: ({ signal }) => request(remindersApi.invoiceHistory, { params: { id: invoiceId }, signal }),
    }),
  );
}
