/**
 * Xero's CSV import templates (docs/decisions/0123-accounting-exports.md): the sales invoice template, credit notes in
 * it as negative lines, and the bill template for expenses. Dates DD/MM/YYYY, amounts plain decimals; the file is
 * imported as "Tax Exclusive" (every UnitAmount excludes tax), and TaxAmount carries each line's stored tax.
 */
import type { Accounts } from './mapping';
import { creditNoteFileLines, dayMonthYear, expenseNumber, invoiceFileLines, money, type FileLine } from './document-lines';
import type { ExportCreditNote, ExportExpense, ExportInvoice } from './export-rows';

const ADDRESS = ['POAddressLine1', 'POAddressLine2', 'POAddressLine3', 'POAddressLine4', 'POCity', 'PORegion', 'POPostalCode', 'POCountry'];
const TRACKING = ['TrackingName1', 'TrackingOption1', 'TrackingName2', 'TrackingOption2'];

/** Xero's sales invoice template, its columns in its order ('*': the ones Xero requires). */
export const XERO_SALES_COLUMNS = [
  '*ContactName',
  'EmailAddress',
  ...ADDRESS,
  '*InvoiceNumber',
  'Reference',
  '*InvoiceDate',
  '*DueDate',
  'Total',
  'InventoryItemCode',
  '*Description',
  '*Quantity',
  '*UnitAmount',
  'Discount',
  '*AccountCode',
  '*TaxType',
  'TaxAmount',
  ...TRACKING,
  'Currency',
  'BrandingTheme',
];

/** Xero's bill template: the sales template's columns, without the branding theme a bill has none of. */
export const XERO_BILL_COLUMNS = XERO_SALES_COLUMNS.filter((c) => c !== 'BrandingTheme');

const blanks = (n: number) => Array<string>(n).fill('');

interface SalesDoc {
  contact: string;
  email: string;
  number: string;
  reference: string | null;
  date: string;
  dueDate: string;
  totalMinor: number;
  currency: string;
  lines: FileLine[];
  /** -1 for a credit note: Xero reads negative lines as a credit. */
  sign: 1 | -1;
}

function salesRows(doc: SalesDoc, accounts: Accounts): unknown[][] {
  const m = (minor: number) => money(doc.sign * minor, doc.currency);
  return doc.lines.map((l) => [
    doc.contact,
    doc.email,
    ...blanks(ADDRESS.length),
    doc.number,
    doc.reference ?? '',
    dayMonthYear(doc.date),
    dayMonthYear(doc.dueDate),
    m(doc.totalMinor),
    '',
    l.description,
    l.quantity,
    m(l.unitAmountMinor),
    l.discountPercent,
    l.kind === 'late_fee' ? accounts.fixed('late_fees') : doc.sign < 0 ? accounts.fixed('credit_notes') : accounts.fixed('sales'),
    accounts.taxType(l.familyId, l.taxName),
    m(l.taxMinor),
    ...blanks(TRACKING.length),
    doc.currency,
    '',
  ]);
}

export function xeroInvoiceRows(invoices: ExportInvoice[], notes: ExportCreditNote[], accounts: Accounts): unknown[][] {
  const docs: SalesDoc[] = [
    ...invoices.map((i): SalesDoc => ({
      contact: i.clientName,
      email: i.clientEmail,
      number: i.number,
      reference: i.reference,
      date: i.issuedOn,
      dueDate: i.dueDate,
      totalMinor: i.amountMinor,
      currency: i.currency,
      lines: invoiceFileLines(i),
      sign: 1,
    })),
    ...notes.map((n): SalesDoc => ({
      contact: n.clientName,
      email: n.clientEmail,
      number: n.number,
      reference: `${n.invoiceNumber}: ${n.reason}`,
      date: n.issuedOn,
      dueDate: n.issuedOn,
      totalMinor: n.totalMinor,
      currency: n.currency,
      lines: creditNoteFileLines(n),
      sign: -1,
    })),
  ];
  // By date, then invoices before credit notes, then number: the same period always gives the same file.
  docs.sort((a, b) => a.date.localeCompare(b.date) || b.sign - a.sign || a.number.localeCompare(b.number));
  return docs.flatMap((d) => salesRows(d, accounts));
}

export function xeroBillRows(expenses: ExportExpense[], accounts: Accounts): unknown[][] {
  return expenses.map((e) => [
    e.vendor ?? 'Unnamed vendor',
    '',
    ...blanks(ADDRESS.length),
    expenseNumber(e.id),
    e.categoryName ?? '',
    dayMonthYear(e.expenseDate),
    dayMonthYear(e.expenseDate),
    money(e.netMinor + e.taxMinor, e.currency),
    '',
    e.description,
    '1',
    money(e.netMinor, e.currency),
    '',
    accounts.category(e.categoryId),
    accounts.taxType(e.familyId, e.taxName),
    money(e.taxMinor, e.currency),
    ...blanks(TRACKING.length),
    e.currency,
  ]);
}
