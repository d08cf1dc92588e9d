/** Time reports (decision 0050): per project and month, and each person's utilization per week, with CSV exports. */
import { ProjectReport, ProjectReportQuery, UtilizationQuery, UtilizationReport } from '../schemas/time-reports';
import { endpoint, fileOf } from './endpoint';

const tag = 'Time reports';

const FIGURES =
  'Hours and billable hours for everyone allowed; the billable value (sum of (minutes x rate + 30) / 60 over billable time) ' +
  "for those who manage projects; invoiced, paid and the cost of time only with View Financial Data (margin is the profit report's), " +
  'null for anyone else. Amounts are integer minor units, one row per currency where a project has more than one; nothing is converted.';
const RANGE = '`from` and `to` are months (YYYY-MM, both included, at most 12); without them the last 6 months up to this one.';
const WEEKS =
  '`from` and `to` are dates, each taken as its week (Monday to Sunday, at most 53 weeks); without them the 8 weeks up to this one. ' +
  "Capacity is the person's weekly capacity (40 h when none is set); utilization = billable hours / capacity, in whole percent.";

export const timeReportsApi = {
  projects: endpoint({
    method: 'get',
    path: '/reports/time/projects',
    tag,
    summary: 'Time per project and month',
    description: `Rows by client, project and month, paged; \`totals\` and \`months\` cover every row of the range. ${RANGE} ${FIGURES}`,
    access: 'time.reports',
    query: ProjectReportQuery,
    reply: ProjectReport,
  }),
  projectsCsv: endpoint({
    method: 'get',
    path: '/reports/time/projects/export.csv',
    tag,
    summary: 'Export time per project and month as CSV',
    description: `Every row the report would show with the same filters (no paging), UTF-8 with a byte-order mark. ${RANGE} ${FIGURES}`,
    access: 'time.reports',
    query: ProjectReportQuery,
    reply: fileOf('text/csv'),
  }),
  utilization: endpoint({
    method: 'get',
    path: '/reports/time/utilization',
    tag,
    summary: 'Utilization per person and week',
    description: `People who track time (and anyone with time in the range), by name, paged. ${WEEKS}`,
    access: 'time.reports',
    query: UtilizationQuery,
    reply: UtilizationReport,
  }),
  utilizationCsv: endpoint({
    method: 'get',
    path: '/reports/time/utilization/export.csv',
    tag,
    summary: 'Export utilization as CSV',
    description: `One line per person and week, every person (no paging), UTF-8 with a byte-order mark. ${WEEKS}`,
    access: 'time.reports',
    query: UtilizationQuery,
    reply: fileOf('text/csv'),
  }),
};
