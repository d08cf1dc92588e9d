/** The profit report's query and its CSV link (decision 0121); the server answers holders of View Financial Data only. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { profitReportApi } from '@shared/api/profit-report';
import type { ProfitReportParams } from '@shared/schemas/profit-report';
import { endpointUrl, request } from '@web/lib/api';
import { queryKeys } from '@web/lib/query-keys';

export function useProfitReport(params: ProfitReportParams, enabled = true) {
  return useQuery({
    enabled,
    queryKey: queryKeys.timeReports.profit(params),
    queryFn: ({ signal }) => request(profitReportApi.get, { query: params, signal }),
    placeholderData: keepPreviousData,
  });
}

/** The CSV of every row with this period, grouping and currency. */
export const profitReportCsvUrl = (params: ProfitReportParams) =>
  endpointUrl(profitReportApi.exportCsv, { query: { ...params, page: 1, pageSize: 100 } });
