/** The tax report (decision 0098): JSON for the screen, CSV for the accountant. */
import { Hono } from 'hono';
import { taxReportApi } from '@shared/api/tax-report';
import { formatTaxRate } from '@shared/document-totals';
import { minorToDecimal } from '@shared/money';
import type { AppDeps, AppEnv } from '@server/context';
import { csvDownload } from '@server/csv';
import { route } from '@server/openapi/route';
import { taxReport } from './tax-report';

const CSV_HEADER = ['Currency', 'Tax', 'Rate', 'Kind', 'Taxable net', 'Tax amount', 'Gross', 'Documents'];

export function taxReportRoutes(deps: AppDeps) {
  const { db } = deps.database;
  const app = new Hono<AppEnv>();
  route(app, taxReportApi.get, (_c, { query }) => taxReport(db, query));
  route(app, taxReportApi.exportCsv, async (c, { query }) => {
    const report = await taxReport(db, query);
    return csvDownload(
      c,
      `tax-report-${report.basis}-${report.from}-to-${report.to}.csv`,
      CSV_HEADER,
      // Amounts as plain decimals with their currency's decimals (the currency named beside them).
      report.rows.map((r) => [
        r.currency,
        r.taxName ?? 'No tax',
        formatTaxRate(r.rateMillionths),
        r.taxName ? (r.inclusive ? 'inclusive' : 'exclusive') : '',
        minorToDecimal(r.netMinor, r.currency),
        minorToDecimal(r.taxMinor, r.currency),
        minorToDecimal(r.grossMinor, r.currency),
        r.documentCount,
      ]),
    );
  });
  return app;
}
