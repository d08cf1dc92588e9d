/** The tax report (decision 0098): tax per rate for a period, on issued documents or on money received. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { taxReportApi } from '@shared/api/tax-report';
import type { TaxReportParams } from '@shared/schemas/tax-report';
import { endpointUrl, request } from '@web/lib/api';
import { queryKeys } from '@web/lib/query-keys';

export function useTaxReport(params: TaxReportParams, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.invoices.taxReport(params),
    queryFn: ({ signal }) => request(taxReportApi.get, { query: params, signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** The CSV of the report with this period and basis. */
export const taxReportCsvUrl = (params: TaxReportParams) => endpointUrl(taxReportApi.exportCsv, { query: params });
