/**
 * QuickBooks Online's CSV imports (docs/decisions/0123-accounting-exports.md): Import invoices (credit notes have no
 * import there: the journal carries them) and Import bills for expenses. Dates MM/DD/YYYY, amounts plain decimals; each
 * line's amount excludes its tax, which is in its own column.
 */
import type { Accounts } from './mapping';
import { expenseNumber, invoiceFileLines, monthDayYear, money } from './document-lines';
import type { ExportExpense, ExportInvoice } from './export-rows';

export const QBO_INVOICE_COLUMNS = [
  'InvoiceNo',
  'Customer',
  'InvoiceDate',
  'DueDate',
  'Terms',
  'Location',
  'Memo',
  'Item(Product/Service)',
  'ItemDescription',
  'ItemQuantity',
  'ItemRate',
  'ItemAmount',
  'ItemTaxCode',
  'ItemTaxAmount',
  'Currency',
];

export const QBO_BILL_COLUMNS = [
  'Bill No',
  'Supplier',
  'Bill Date',
  'Due Date',
  'Terms',
  'Location',
  'Memo',
  'Account',
  'Line Description',
  'Line Amount',
  'Line Tax Code',
  'Line Tax Amount',
  'Currency',
];

const terms = (days: number | null) => (days === null ? '' : days === 0 ? 'Due on receipt' : `Net ${days}`);

/** The product or service QuickBooks files each line under. */
const ITEMS = { line: 'Services', late_fee: 'Late fee', rest: 'Services' } as const;

export function qboInvoiceRows(invoices: ExportInvoice[], accounts: Accounts): unknown[][] {
  return invoices.flatMap((i) =>
    invoiceFileLines(i).map((l) => [
      i.number,
      i.clientName,
      monthDayYear(i.issuedOn),
      monthDayYear(i.dueDate),
      terms(i.paymentTermsDays),
      '',
      i.reference ?? '',
      ITEMS[l.kind],
      l.description,
      l.quantity,
      // QuickBooks has no line discount: a discounted line leaves its rate out and books its amount (the net).
      l.discountPercent ? '' : money(l.unitAmountMinor, i.currency),
      money(l.netMinor, i.currency),
      accounts.taxType(l.familyId, l.taxName),
      money(l.taxMinor, i.currency),
      i.currency,
    ]),
  );
}

export function qboBillRows(expenses: ExportExpense[], accounts: Accounts): unknown[][] {
  return expenses.map((e) => [
    expenseNumber(e.id),
    e.vendor ?? 'Unnamed vendor',
    monthDayYear(e.expenseDate),
    monthDayYear(e.expenseDate),
    '',
    '',
    e.categoryName ?? '',
    accounts.category(e.categoryId),
    e.description,
    money(e.netMinor, e.currency),
    accounts.taxType(e.familyId, e.taxName),
    money(e.taxMinor, e.currency),
    e.currency,
  ]);
}
