/** The Invoices workspace (decision 0092): a page of every client's invoices, and the receivables' ageing. */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { invoicesApi } from '@shared/api/invoices';
import type { InvoiceListParams } from '@shared/schemas/invoices';
import { endpointUrl, request } from '@web/lib/api';
import { invalidateFor } from '@web/lib/invalidate';
import { queryKeys } from '@web/lib/query-keys';

export type InvoiceFilters = Pick<InvoiceListParams, 'q' | 'status' | 'currency' | 'from' | 'to' | 'overdue'>;

export const INVOICES_PAGE_SIZE = 25;

export function useInvoiceList(params: InvoiceFilters & { page: number }) {
  return useQuery({
    queryKey: queryKeys.invoices.workspace(params),
    queryFn: ({ signal }) => request(invoicesApi.list, { query: { pageSize: INVOICES_PAGE_SIZE, ...params }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useInvoiceAgeing() {
  return useQuery({ queryKey: queryKeys.invoices.ageing, queryFn: ({ signal }) => request(invoicesApi.ageing, { signal }) });
}

/** The CSV of what the list shows with these filters. */
export const invoicesCsvUrl = (filters: InvoiceFilters) => endpointUrl(invoicesApi.exportCsv, { query: filters });

/** One ZIP of the chosen invoices' PDFs (a link the browser downloads). */
export const invoicePdfsUrl = (ids: string[]) => endpointUrl(invoicesApi.pdfs, { query: { ids: ids.join(',') } });

/** "Send Reminders" for the chosen invoices; the histories it adds to are read again when opened. */
export function useSendReminders() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: string[]) => request(invoicesApi.sendReminders, { body: { ids } }),
    onSettled: () => invalidateFor(queryClient, 'invoice'),
  });
}
