/** The Invoices workspace (decision 0092): the list, its CSV and the receivables' ageing. */
import { Hono } from 'hono';
import { invoicesApi } from '@shared/api/invoices';
import { minorToDecimal } from '@shared/money';
import { statusLabel } from '@shared/status-display';
import type { AppDeps, AppEnv } from '@server/context';
import { csvDownload } from '@server/csv';
import { route } from '@server/openapi/route';
import { invoiceAgeing } from './ageing';
import { exportInvoices, listInvoices } from './list-invoices';

const CSV_HEADER = ['Invoice', 'Client', 'Status', 'Overdue', 'Currency', 'Issued', 'Due', 'Total', 'Paid', 'Credited', 'Balance'];

export function invoiceWorkspaceRoutes(deps: AppDeps) {
  const { db } = deps.database;
  const app = new Hono<AppEnv>();
  route(app, invoicesApi.list, (_c, { query }) => listInvoices(db, query));
  route(app, invoicesApi.exportCsv, async (c, { query }) => {
    const rows = await exportInvoices(db, query);
    // Amounts as plain decimals in each row's currency (named beside them), dates as ISO days: what a spreadsheet reads.
    return csvDownload(
      c,
      `invoices-${new Date().toISOString().slice(0, 10)}.csv`,
      CSV_HEADER,
      rows.map((r) => [
        r.invoiceNumber ?? '',
        r.client.name,
        statusLabel('invoice', r.status),
        r.overdue ? 'yes' : 'no',
        r.currency,
        r.issuedAt?.slice(0, 10) ?? '',
        r.dueDate ?? '',
        minorToDecimal(r.amountMinor),
        minorToDecimal(r.paidMinor),
        minorToDecimal(r.creditedMinor),
        minorToDecimal(r.balanceMinor),
      ]),
    );
  });
  route(app, invoicesApi.ageing, () => invoiceAgeing(db));
  return app;
}
