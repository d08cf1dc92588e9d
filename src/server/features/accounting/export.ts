/**
 * One accounting export (docs/decisions/0123-accounting-exports.md): the period's documents read once, in one
 * repeatable-read transaction so the file is one moment's books, written as the format's rows, and the export recorded
 * in the audit log. No timestamp goes in the file: the same period gives the same bytes.
 */
import { sql } from 'drizzle-orm';
import { ACCOUNTING_EXPORT_FORMAT_LABELS, type AccountingExportFormat, type AccountingExportQuery } from '@shared/schemas/accounting';
import { recordActivity } from '../../activity';
import type { CurrentUser } from '../../context';
import type { Db } from '../../db/client';
import type { Tx } from '../../db/transaction';
import { readCreditNotes, readExpenses, readInvoices, readMoney, type Period } from './export-rows';
import { JOURNAL_COLUMNS, journalRows } from './journal';
import { readAccounts } from './mapping';
import { QBO_BILL_COLUMNS, QBO_INVOICE_COLUMNS, qboBillRows, qboInvoiceRows } from './qbo';
import { XERO_BILL_COLUMNS, XERO_SALES_COLUMNS, xeroBillRows, xeroInvoiceRows } from './xero';

export interface AccountingFile {
  filename: string;
  header: string[];
  rows: unknown[][];
}

const HEADERS: Record<AccountingExportFormat, string[]> = {
  'xero-invoices': XERO_SALES_COLUMNS,
  'xero-bills': XERO_BILL_COLUMNS,
  'qbo-invoices': QBO_INVOICE_COLUMNS,
  'qbo-expenses': QBO_BILL_COLUMNS,
  journal: JOURNAL_COLUMNS,
};

async function rowsOf(tx: Tx, format: AccountingExportFormat, period: Period) {
  const accounts = await readAccounts(tx);
  switch (format) {
    case 'xero-invoices':
      return xeroInvoiceRows(await readInvoices(tx, period), await readCreditNotes(tx, period), accounts);
    case 'xero-bills':
      return xeroBillRows(await readExpenses(tx, period), accounts);
    case 'qbo-invoices':
      return qboInvoiceRows(await readInvoices(tx, period), accounts);
    case 'qbo-expenses':
      return qboBillRows(await readExpenses(tx, period), accounts);
    case 'journal':
      return journalRows(
        {
          invoices: await readInvoices(tx, period),
          creditNotes: await readCreditNotes(tx, period),
          money: await readMoney(tx, period),
          expenses: await readExpenses(tx, period),
        },
        accounts,
      );
  }
}

export async function accountingExport(db: Db, user: CurrentUser, query: AccountingExportQuery): Promise<AccountingFile> {
  const { format, from, to } = query;
  return db.transaction(async (tx) => {
    // One snapshot for every read, so a payment recorded meanwhile is in all of the file's parts or none.
    await tx.execute(sql`set transaction isolation level repeatable read`);
    const rows = await rowsOf(tx, format, { from, to });
    await recordActivity(tx, {
      actorId: user.id,
      action: 'accounting.exported',
      entityType: 'accounting_export',
      summary: `Exported ${ACCOUNTING_EXPORT_FORMAT_LABELS[format]} for ${from} to ${to} (${rows.length} rows)`,
      metadata: { format, from, to, rows: rows.length },
    });
    return { filename: `accounting-${format}-${from}-to-${to}.csv`, header: HEADERS[format], rows };
  });
}
