import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { remindersApi } from '@shared/api/reminders';
import type { UpdateBillingSettingsInput } from '@shared/schemas/reminders';
import { request } from '@web/lib/api';
import { queryKeys } from '@web/lib/query-keys';
import { invalidateFor } from '@web/lib/invalidate';

export const BILLING_SETTINGS_QUERY_KEY = queryKeys.settings.billing;

export function useBillingSettings() {
  return useQuery(
    queryOptions({ queryKey: BILLING_SETTINGS_QUERY_KEY, queryFn: ({ signal }) => request(remindersApi.settings, { signal }) }),
  );
}

export function useUpdateBillingSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateBillingSettingsInput) => request(remindersApi.updateSettings, { body: input }),
    onSuccess: (settings) => {
      queryClient.setQueryData(BILLING_SETTINGS_QUERY_KEY, settings);
      // The reminder rules and late fee each client's reminders and invoices follow.
      return invalidateFor(queryClient, 'billingSettings');
    },
  });
}

/** What a late fee would charge if these settings were saved (nothing is written). */
export const previewLateFee = (input: UpdateBillingSettingsInput) => request(remindersApi.previewLateFee, { body: input });
