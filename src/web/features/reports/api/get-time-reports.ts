/** The time reports' queries and the filters' choices (decision 0050); each list is scoped to the caller by the server. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { optionsApi } from '@shared/api/options';
import { timeReportsApi } from '@shared/api/time-reports';
import type { ProjectReportQuery, UtilizationQuery } from '@shared/schemas/time-reports';
import { request } from '@web/lib/api';
import { queryKeys } from '@web/lib/query-keys';

/** Under ['time'], so live 'time' events refresh the reports too (src/web/lib/live-topics.ts). */
export const TIME_REPORTS_QUERY_KEY = queryKeys.timeReports.all;

type ProjectFilters = Omit<ProjectReportQuery, 'page' | 'pageSize'> & { page: number };
type WeekFilters = Omit<UtilizationQuery, 'page' | 'pageSize'> & { page: number };

export function useProjectReport(query: ProjectFilters) {
  return useQuery({
    queryKey: queryKeys.timeReports.projects(query),
    queryFn: ({ signal }) => request(timeReportsApi.projects, { query: { ...query, pageSize: 100 }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useUtilization(query: WeekFilters) {
  return useQuery({
    queryKey: queryKeys.timeReports.utilization(query),
    queryFn: ({ signal }) => request(timeReportsApi.utilization, { query: { ...query, pageSize: 50 }, signal }),
    placeholderData: keepPreviousData,
  });
}

// Choices change rarely; a minute saves refetching them on every visit. Same keys as the other screens' options.
const staleTime = 60_000;

export function useClientOptions() {
  return useQuery({ queryKey: queryKeys.options.clients, queryFn: ({ signal }) => request(optionsApi.clients, { signal }), staleTime });
}

export function useProjectOptions(clientId: string | null) {
  return useQuery({
    queryKey: queryKeys.options.projects(clientId),
    queryFn: ({ signal }) => request(optionsApi.projects, { query: { clientId: clientId ?? undefined }, signal }),
    staleTime,
  });
}
