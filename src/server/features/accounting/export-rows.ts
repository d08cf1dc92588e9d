/**
 * What an accounting export reads (docs/decisions/0123-accounting-exports.md), each in a stable order so the same period
 * gives the same bytes: invoices issued in the period (the ledger's isIssued: no drafts, no void ones) with their stored
 * lines, credit notes issued in it, money moved in it on issued invoices (payments, refunds, a client's credit coming
 * in or refunded), and expenses approved or invoiced dated in it. Amounts are the stored figures, never recomputed.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@server/db/transaction';
import { isIssued } from '@server/db/ledger-figures';
import {
  clientCredits,
  clients,
  creditNoteItems,
  creditNotes,
  expenseCategories,
  expenses,
  invoiceItems,
  invoicePayments,
  invoices,
  taxRates,
} from '@server/db/schema';

export interface Period {
  from: string;
  to: string;
}

export interface ExportLine {
  description: string;
  quantityThousandths: number;
  unitAmountMinor: number;
  discountBasisPoints: number;
  taxName: string | null;
  taxRateMillionths: number;
  taxInclusive: boolean;
  familyId: string | null;
  netMinor: number;
  taxMinor: number;
  totalMinor: number;
}

export interface ExportInvoice {
  id: string;
  number: string;
  issuedOn: string;
  dueDate: string;
  currency: string;
  clientName: string;
  clientEmail: string;
  reference: string | null;
  paymentTermsDays: number | null;
  amountMinor: number;
  lateFeeMinor: number;
  lines: ExportLine[];
}

export interface ExportCreditNote {
  id: string;
  number: string;
  invoiceNumber: string;
  issuedOn: string;
  currency: string;
  clientName: string;
  clientEmail: string;
  reason: string;
  totalMinor: number;
  lines: ExportLine[];
}

/** Money in or out: a payment or refund on an invoice, or a client's credit balance growing or refunded. */
export interface ExportMoney {
  id: string;
  kind: 'payment' | 'refund' | 'credit_excess' | 'credit_refund';
  paidOn: string;
  currency: string;
  amountMinor: number;
  method: string | null;
  reference: string | null;
  invoiceNumber: string | null;
  clientName: string;
}

export interface ExportExpense {
  id: string;
  expenseDate: string;
  vendor: string | null;
  description: string;
  categoryId: string | null;
  categoryName: string | null;
  currency: string;
  netMinor: number;
  taxMinor: number;
  taxName: string | null;
  familyId: string | null;
  status: string;
}

const rowsOf = async <T>(db: DbOrTx, query: SQL) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;

const num = (v: unknown) => Number(v ?? 0);
/** Dates are read as text (YYYY-MM-DD) in the SQL, so no time zone moves them. */
const day = (v: unknown) => String(v);

interface RawLine {
  doc: string;
  description: string;
  quantity_thousandths: string | number;
  unit_amount_minor: string | number;
  discount_basis_points: number;
  tax_name: string | null;
  tax_rate_millionths: number;
  tax_inclusive: boolean;
  family_id: string | null;
  net_minor: string | number;
  tax_minor: string | number;
  total_minor: string | number;
}

const toLine = (r: RawLine): ExportLine => ({
  description: r.description,
  quantityThousandths: num(r.quantity_thousandths),
  unitAmountMinor: num(r.unit_amount_minor),
  discountBasisPoints: num(r.discount_basis_points),
  taxName: r.tax_name,
  taxRateMillionths: num(r.tax_rate_millionths),
  taxInclusive: Boolean(r.tax_inclusive),
  familyId: r.family_id,
  netMinor: num(r.net_minor),
  taxMinor: num(r.tax_minor),
  totalMinor: num(r.total_minor),
});

function groupLines(lines: RawLine[]): Map<string, ExportLine[]> {
  const byDoc = new Map<string, ExportLine[]>();
  for (const l of lines) {
    const list = byDoc.get(l.doc) ?? [];
    list.push(toLine(l));
    byDoc.set(l.doc, list);
  }
  return byDoc;
}

const issuedOn = sql`(${invoices.issuedAt} at time zone 'UTC')::date`;

export async function readInvoices(db: DbOrTx, { from, to }: Period): Promise<ExportInvoice[]> {
  const inPeriod = sql`${isIssued} and ${issuedOn} between ${from}::date and ${to}::date`;
  const docs = await rowsOf<Record<string, unknown>>(
    db,
    sql`select ${invoices.id} as id, ${invoices.invoiceNumber} as number, ${issuedOn}::text as issued_on,
        coalesce(${invoices.dueDate}, ${issuedOn})::text as due_date, ${invoices.currency} as currency, ${clients.name} as client_name,
        ${clients.email} as client_email, coalesce(${invoices.poNumber}, ${invoices.description}) as reference,
        ${invoices.paymentTermsDays} as terms, ${invoices.amountMinor} as amount, ${invoices.lateFeeMinor} as late_fee
      from ${invoices} join ${clients} on ${clients.id} = ${invoices.clientId}
      where ${inPeriod}
      order by issued_on, ${invoices.invoiceNumber}, ${invoices.id}`,
  );
  const lines = groupLines(
    await rowsOf<RawLine>(
      db,
      sql`select ${invoiceItems.invoiceId} as doc, ${invoiceItems.description} as description,
          ${invoiceItems.quantityThousandths} as quantity_thousandths, ${invoiceItems.unitAmountMinor} as unit_amount_minor,
          ${invoiceItems.discountBasisPoints} as discount_basis_points, ${invoiceItems.taxName} as tax_name,
          ${invoiceItems.taxRateMillionths} as tax_rate_millionths, ${invoiceItems.taxInclusive} as tax_inclusive,
          ${taxRates.familyId} as family_id, ${invoiceItems.netMinor} as net_minor, ${invoiceItems.taxMinor} as tax_minor,
          ${invoiceItems.totalMinor} as total_minor
        from ${invoiceItems} join ${invoices} on ${invoices.id} = ${invoiceItems.invoiceId}
        left join ${taxRates} on ${taxRates.id} = ${invoiceItems.taxRateId}
        where ${inPeriod}
        order by ${invoiceItems.invoiceId}, ${invoiceItems.position}, ${invoiceItems.createdAt}, ${invoiceItems.id}`,
    ),
  );
  return docs.map((d) => ({
    id: String(d.id),
    number: String(d.number ?? d.id),
    issuedOn: day(d.issued_on),
    dueDate: day(d.due_date),
    currency: String(d.currency),
    clientName: String(d.client_name),
    clientEmail: String(d.client_email),
    reference: (d.reference as string | null) ?? null,
    paymentTermsDays: d.terms === null ? null : num(d.terms),
    amountMinor: num(d.amount),
    lateFeeMinor: num(d.late_fee),
    lines: lines.get(String(d.id)) ?? [],
  }));
}

export async function readCreditNotes(db: DbOrTx, { from, to }: Period): Promise<ExportCreditNote[]> {
  const inPeriod = sql`${creditNotes.issuedOn} between ${from}::date and ${to}::date`;
  const docs = await rowsOf<Record<string, unknown>>(
    db,
    sql`select ${creditNotes.id} as id, ${creditNotes.creditNoteNumber} as number, ${invoices.invoiceNumber} as invoice_number,
        ${creditNotes.issuedOn}::text as issued_on, ${creditNotes.currency} as currency, ${clients.name} as client_name,
        ${clients.email} as client_email, ${creditNotes.reason} as reason, ${creditNotes.totalMinor} as total
      from ${creditNotes} join ${invoices} on ${invoices.id} = ${creditNotes.invoiceId}
      join ${clients} on ${clients.id} = ${creditNotes.clientId}
      where ${inPeriod}
      order by ${creditNotes.issuedOn}, ${creditNotes.creditNoteNumber}, ${creditNotes.id}`,
  );
  const lines = groupLines(
    await rowsOf<RawLine>(
      db,
      sql`select ${creditNoteItems.creditNoteId} as doc, ${creditNoteItems.description} as description,
          ${creditNoteItems.quantityThousandths} as quantity_thousandths, ${creditNoteItems.unitAmountMinor} as unit_amount_minor,
          ${creditNoteItems.discountBasisPoints} as discount_basis_points, ${creditNoteItems.taxName} as tax_name,
          ${creditNoteItems.taxRateMillionths} as tax_rate_millionths, ${creditNoteItems.taxInclusive} as tax_inclusive,
          ${taxRates.familyId} as family_id, ${creditNoteItems.netMinor} as net_minor, ${creditNoteItems.taxMinor} as tax_minor,
          ${creditNoteItems.totalMinor} as total_minor
        from ${creditNoteItems} join ${creditNotes} on ${creditNotes.id} = ${creditNoteItems.creditNoteId}
        left join ${taxRates} on ${taxRates.id} = ${creditNoteItems.taxRateId}
        where ${inPeriod}
        order by ${creditNoteItems.creditNoteId}, ${creditNoteItems.position}, ${creditNoteItems.id}`,
    ),
  );
  return docs.map((d) => ({
    id: String(d.id),
    number: String(d.number),
    invoiceNumber: String(d.invoice_number ?? ''),
    issuedOn: day(d.issued_on),
    currency: String(d.currency),
    clientName: String(d.client_name),
    clientEmail: String(d.client_email),
    reason: String(d.reason),
    totalMinor: num(d.total),
    lines: lines.get(String(d.id)) ?? [],
  }));
}

/**
 * Payments and refunds on issued invoices dated in the period (the ledger's paid, by payment date), and a client's
 * credit coming in (an excess) or refunded. Credit applied to an invoice is its 'credit' payment, read with the others.
 */
export async function readMoney(db: DbOrTx, { from, to }: Period): Promise<ExportMoney[]> {
  const rows = await rowsOf<Record<string, unknown>>(
    db,
    sql`select * from (
        select ${invoicePayments.id} as id, ${invoicePayments.kind} as kind, ${invoicePayments.paidOn}::text as paid_on,
          ${invoicePayments.currency} as currency, ${invoicePayments.amountMinor} as amount, ${invoicePayments.method} as method,
          ${invoicePayments.reference} as reference, ${invoices.invoiceNumber} as invoice_number, ${clients.name} as client_name,
          ${invoicePayments.createdAt} as created_at
        from ${invoicePayments} join ${invoices} on ${invoices.id} = ${invoicePayments.invoiceId}
        join ${clients} on ${clients.id} = ${invoices.clientId}
        where ${invoicePayments.paidOn} between ${from}::date and ${to}::date and ${isIssued}
        union all
        select ${clientCredits.id}, case when ${clientCredits.kind} = 'excess' then 'credit_excess' else 'credit_refund' end,
          ${clientCredits.paidOn}::text, ${clientCredits.currency}, abs(${clientCredits.amountMinor}), ${clientCredits.method},
          ${clientCredits.reference}, ${invoices.invoiceNumber}, ${clients.name}, ${clientCredits.createdAt}
        from ${clientCredits} join ${clients} on ${clients.id} = ${clientCredits.clientId}
        left join ${invoices} on ${invoices.id} = ${clientCredits.invoiceId}
        where ${clientCredits.kind} in ('excess', 'refund') and ${clientCredits.paidOn} between ${from}::date and ${to}::date
      ) moves order by paid_on, created_at, id`,
  );
  return rows.map((r) => ({
    id: String(r.id),
    kind: r.kind as ExportMoney['kind'],
    paidOn: day(r.paid_on),
    currency: String(r.currency),
    amountMinor: num(r.amount),
    method: (r.method as string | null) ?? null,
    reference: (r.reference as string | null) ?? null,
    invoiceNumber: (r.invoice_number as string | null) ?? null,
    clientName: String(r.client_name),
  }));
}

/** Approved and invoiced expenses dated in the period: the agency's costs, whoever re-bills them. */
export async function readExpenses(db: DbOrTx, { from, to }: Period): Promise<ExportExpense[]> {
  const rows = await rowsOf<Record<string, unknown>>(
    db,
    sql`select ${expenses.id} as id, ${expenses.expenseDate}::text as expense_date, ${expenses.vendor} as vendor,
        ${expenses.description} as description, ${expenses.categoryId} as category_id, ${expenseCategories.name} as category_name,
        ${expenses.currency} as currency, ${expenses.netMinor} as net, ${expenses.taxMinor} as tax, ${expenses.taxName} as tax_name,
        ${taxRates.familyId} as family_id, ${expenses.status} as status
      from ${expenses} left join ${expenseCategories} on ${expenseCategories.id} = ${expenses.categoryId}
      left join ${taxRates} on ${taxRates.id} = ${expenses.taxRateId}
      where ${expenses.status} in ('approved', 'invoiced') and ${expenses.expenseDate} between ${from}::date and ${to}::date
      order by ${expenses.expenseDate}, ${expenses.createdAt}, ${expenses.id}`,
  );
  return rows.map((r) => ({
    id: String(r.id),
    expenseDate: day(r.expense_date),
    vendor: (r.vendor as string | null) ?? null,
    description: String(r.description),
    categoryId: (r.category_id as string | null) ?? null,
    categoryName: (r.category_name as string | null) ?? null,
    currency: String(r.currency),
    netMinor: num(r.net),
    taxMinor: num(r.tax),
    taxName: (r.tax_name as string | null) ?? null,
    familyId: (r.family_id as string | null) ?? null,
    status: String(r.status),
  }));
}
