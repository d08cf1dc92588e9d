import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { timeInvoiceApi } from '@shared/api/time-invoice';
import type { UpdateInvoiceTimeSettingInput } from '@shared/schemas/time-invoice';
import { request } from '@web/lib/api';
import { queryKeys } from '@web/lib/query-keys';
import { invalidateFor } from '@web/lib/invalidate';

export const INVOICE_TIME_SETTING_QUERY_KEY = queryKeys.settings.invoiceTime;

export function useInvoiceTimeSetting() {
  return useQuery(
    queryOptions({ queryKey: INVOICE_TIME_SETTING_QUERY_KEY, queryFn: ({ signal }) => request(timeInvoiceApi.setting, { signal }) }),
  );
}

export function useUpdateInvoiceTimeSetting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateInvoiceTimeSettingInput) => request(timeInvoiceApi.updateSetting, { body: input }),
    onSuccess: (setting) => {
      queryClient.setQueryData(INVOICE_TIME_SETTING_QUERY_KEY, setting);
      // An open time invoice's preview rounds by it.
      return invalidateFor(queryClient, 'invoiceTimeSetting');
    },
  });
}
