/** Time reports (decision 0050): registered from the descriptions in src/shared/api/time-reports.ts. */
import { Hono } from 'hono';
import { timeReportsApi } from '@shared/api/time-reports';
import { minorToDecimal } from '@shared/money';
import type { AppDeps, AppEnv } from '../../context';
import { csvDownload } from '../../csv';
import { route } from '../../openapi/route';
import { projectReport, projectReportRows } from './project-report';
import { percent, utilizationReport } from './utilization';

const hours = (minutes: number) => (minutes / 60).toFixed(2);
/** In the row's currency: a yen has no decimals, a dinar three (decision 0100). */
const money = (minor: number | null, currency: string) => (minor === null ? '' : minorToDecimal(minor, currency));

export function timeReportRoutes(deps: AppDeps) {
  const { db } = deps.database;
  const app = new Hono<AppEnv>();
  route(app, timeReportsApi.projectsCsv, async (c, { query }) => {
    const { range, sees, items } = await projectReportRows(db, c.get('user'), query);
    // Columns the caller may not read are left out of the file, not sent empty.
    const header = ['Client', 'Project', 'Month', 'Currency', 'Hours', 'Billable hours', 'Billable %'];
    if (sees.billing) header.push('Billable value');
    if (sees.costs) header.push('Invoiced', 'Paid', 'Cost of time');
    const rows = items.map((r) => {
      const line: unknown[] = [
        r.client.name,
        r.project.name,
        r.month,
        r.currency,
        hours(r.minutes),
        hours(r.billableMinutes),
        percent(r.billableMinutes, r.minutes) ?? '',
      ];
      const c = r.currency ?? 'USD';
      if (sees.billing) line.push(money(r.billableAmountMinor, c));
      if (sees.costs) line.push(money(r.invoicedMinor, c), money(r.paidMinor, c), money(r.costMinor, c));
      return line;
    });
    return csvDownload(c, `time-by-project-${range.from}-to-${range.to}.csv`, header, rows);
  });
  route(app, timeReportsApi.projects, (c, { query }) => projectReport(db, c.get('user'), query));
  route(app, timeReportsApi.utilizationCsv, async (c, { query }) => {
    const report = await utilizationReport(db, query, false);
    const header = ['Person', 'Week', 'Hours', 'Billable hours', 'Capacity hours', 'Utilization %'];
    const rows = report.items.flatMap((p) =>
      p.weeks.map((w) => [
        `${p.user.firstName} ${p.user.lastName}`,
        w.weekStart,
        hours(w.minutes),
        hours(w.billableMinutes),
        hours(p.capacityMinutes),
        w.utilization ?? '',
      ]),
    );
    return csvDownload(c, `utilization-${report.from}-to-${report.to}.csv`, header, rows);
  });
  route(app, timeReportsApi.utilization, (c, { query }) => utilizationReport(db, query));
  return app;
}
