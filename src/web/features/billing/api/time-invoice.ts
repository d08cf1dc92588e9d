/** Invoice time: the preview (a read: it writes nothing, so it is a query) and the creation, plus the client's projects. */
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { optionsApi } from '@shared/api/options';
import { timeInvoiceApi } from '@shared/api/time-invoice';
import type { CreateTimeInvoiceInput, TimeInvoicePreviewInput } from '@shared/schemas/time-invoice';
import { request } from '@web/lib/api';
import { queryKeys } from '@web/lib/query-keys';
import { invalidateFor } from '@web/lib/invalidate';

/** The same key and shape as the other screens' project options, so they share the cache. */
export function useTimeInvoiceProjects(clientId: string) {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.options.projects(clientId),
      queryFn: ({ signal }) => request(optionsApi.projects, { query: { clientId }, signal }),
      staleTime: 60_000,
    }),
  );
}

export function useTimeInvoicePreview(clientId: string, selection: TimeInvoicePreviewInput, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.invoices.timePreview(clientId, selection),
    queryFn: ({ signal }) => request(timeInvoiceApi.preview, { params: { id: clientId }, body: selection, signal }),
    enabled,
    // The table keeps showing the last lines while a changed choice is previewed again.
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export function useCreateTimeInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ clientId, input }: { clientId: string; input: CreateTimeInvoiceInput }) =>
      request(timeInvoiceApi.create, { params: { id: clientId }, body: input }),
    // The invoices, totals, dashboards, and the time it bills (now invoiced: timesheets, reports, budgets).
    onSettled: () => invalidateFor(queryClient, 'invoice'),
  });
}
