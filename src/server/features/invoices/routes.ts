/** The Invoices workspace (decision 0092): the list, its CSV, the receivables' ageing and the bulk actions. */
import { Hono } from 'hono';
import { invoicesApi } from '@shared/api/invoices';
import { minorToDecimal } from '@shared/money';
import { statusLabel } from '@shared/status-display';
import { translator } from '../../i18n';
import type { AppDeps, AppEnv } from '@server/context';
import { csvDownload } from '@server/csv';
import type { AttachmentRenderer } from '@server/jobs/mail-jobs';
import { route } from '@server/openapi/route';
import { invoiceAgeing } from './ageing';
import { invoicePdfsZip } from './bulk-pdfs';
import { sendReminders } from './bulk-reminders';
import { exportInvoices, listInvoices } from './list-invoices';

const CSV_HEADER = ['Invoice', 'Client', 'Status', 'Overdue', 'Currency', 'Issued', 'Due', 'Total', 'Paid', 'Credited', 'Balance'];

export function invoiceWorkspaceRoutes(deps: AppDeps, renderDocument: AttachmentRenderer) {
  const { db } = deps.database;
  const app = new Hono<AppEnv>();
  route(app, invoicesApi.list, (_c, { query }) => listInvoices(db, query));
  route(app, invoicesApi.exportCsv, async (c, { query }) => {
    const rows = await exportInvoices(db, query);
    // CSV stays English and machine-readable in every language (docs/i18n.md).
    const english = translator('en');
    // Amounts as plain decimals in each row's currency (named beside them), dates as ISO days: what a spreadsheet reads.
    return csvDownload(
      c,
      `invoices-${new Date().toISOString().slice(0, 10)}.csv`,
      CSV_HEADER,
      rows.map((r) => [
        r.invoiceNumber ?? '',
        r.client.name,
        english(statusLabel('invoice', r.status)),
        r.overdue ? 'yes' : 'no',
        r.currency,
        r.issuedAt?.slice(0, 10) ?? '',
        r.dueDate ?? '',
        minorToDecimal(r.amountMinor, r.currency),
        minorToDecimal(r.paidMinor, r.currency),
        minorToDecimal(r.creditedMinor, r.currency),
        minorToDecimal(r.balanceMinor, r.currency),
      ]),
    );
  });
  route(app, invoicesApi.ageing, () => invoiceAgeing(db));
  route(app, invoicesApi.pdfs, async (c, { query }) => {
    const zip = await invoicePdfsZip(db, renderDocument, query.ids);
    c.header('Content-Type', 'application/zip');
    c.header('Content-Disposition', `attachment; filename="invoices-${new Date().toISOString().slice(0, 10)}.zip"`);
    c.header('Cache-Control', 'private, no-store');
    return c.body(new Uint8Array(zip));
  });
  route(app, invoicesApi.sendReminders, (_c, { body }) => sendReminders(deps, body));
  return app;
}
