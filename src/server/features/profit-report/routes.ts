/** The profit report (decision 0121): JSON for the screen, CSV for the owner's spreadsheet. */
import { Hono } from 'hono';
import { profitReportApi } from '@shared/api/profit-report';
import { minorToDecimal } from '@shared/money';
import type { ProfitGroup } from '@shared/schemas/profit-report';
import type { AppDeps, AppEnv } from '@server/context';
import { csvDownload } from '@server/csv';
import { route } from '@server/openapi/route';
import { profitReport, profitRows } from './profit-report';

const FIGURES = ['Currency', 'Revenue invoiced', 'Credited', 'Revenue collected', 'Cost of time', 'Expenses', 'Margin', 'Margin %'];
const KEYS: Record<ProfitGroup, string[]> = { project: ['Client', 'Project'], client: ['Client'], month: ['Month'] };

export function profitReportRoutes(deps: AppDeps) {
  const { db } = deps.database;
  const app = new Hono<AppEnv>();
  route(app, profitReportApi.get, (_c, { query }) => profitReport(db, query));
  route(app, profitReportApi.exportCsv, async (c, { query }) => {
    const { period, items } = await profitRows(db, query);
    const rows = items.map((r) => {
      const key =
        query.groupBy === 'month'
          ? [r.month]
          : query.groupBy === 'client'
            ? [r.client?.name]
            : [r.client?.name, r.project?.name ?? 'No project'];
      // Amounts as plain decimals with their currency's decimals (decision 0100), the currency named beside them.
      const money = (minor: number) => minorToDecimal(minor, r.currency);
      return [
        ...key,
        r.currency,
        money(r.revenueInvoicedMinor),
        money(r.creditedMinor),
        money(r.revenueCollectedMinor),
        money(r.timeCostMinor),
        money(r.expensesMinor),
        money(r.marginMinor),
        r.marginPercent ?? '',
      ];
    });
    return csvDownload(c, `profit-by-${query.groupBy}-${period.from}-to-${period.to}.csv`, [...KEYS[query.groupBy], ...FIGURES], rows);
  });
  return app;
}
