/**
 * The tax report (decision 0098), aggregated in SQL: per currency and per tax as the lines copied it (name, rate in
 * millionths and kind, decision 0089), so each version of an edited rate is its own row and no rate is joined.
 * - issued: the lines of invoices issued in the period (the ledger's isIssued: no drafts, no void ones) less the lines
 *   of credit notes issued in it;
 * - paid: each tax's share of the money received in the period (payments less refunds, credit applied included), in
 *   proportion to the invoice's figures for that tax over its total. The share is rounded on the running total of
 *   what the invoice has received (round(after x part / total) - round(before x part / total), half away from zero),
 *   so an invoice paid in full, in any number of parts, reports exactly its own tax.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Currency } from '@shared/enums';
import type { TaxReport, TaxReportQuery, TaxReportRow } from '@shared/schemas/tax-report';
import type { Db } from '@server/db/client';
import { creditNoteItems, creditNotes, invoiceItems, invoicePayments, invoices } from '@server/db/schema';
import { isIssued } from '@server/db/ledger-figures';

interface RawRow {
  currency: string;
  tax_name: string | null;
  rate: number | string;
  inclusive: boolean;
  net: number | string;
  tax: number | string;
  gross: number | string;
  documents: number | string;
}

const ORDER = sql`order by currency, tax_name nulls last, rate, inclusive`;

function issuedBasis(from: string, to: string): SQL {
  const issuedOn = sql`(${invoices.issuedAt} at time zone 'UTC')::date`;
  return sql`
    with lines as (
      select ${invoices.currency} as currency, ${invoiceItems.taxName} as tax_name, ${invoiceItems.taxRateMillionths} as rate,
        ${invoiceItems.taxInclusive} as inclusive, ${invoiceItems.netMinor} as net, ${invoiceItems.taxMinor} as tax,
        ${invoiceItems.totalMinor} as gross, 'invoice:' || ${invoices.id} as document
      from ${invoiceItems} join ${invoices} on ${invoices.id} = ${invoiceItems.invoiceId}
      where ${isIssued} and ${issuedOn} between ${from}::date and ${to}::date
      union all
      select ${creditNotes.currency}, ${creditNoteItems.taxName}, ${creditNoteItems.taxRateMillionths},
        ${creditNoteItems.taxInclusive}, -${creditNoteItems.netMinor}, -${creditNoteItems.taxMinor},
        -${creditNoteItems.totalMinor}, 'credit note:' || ${creditNotes.id}
      from ${creditNoteItems} join ${creditNotes} on ${creditNotes.id} = ${creditNoteItems.creditNoteId}
      where ${creditNotes.issuedOn} between ${from}::date and ${to}::date
    )
    select currency, tax_name, rate, inclusive, sum(net) as net, sum(tax) as tax, sum(gross) as gross,
      count(distinct document) as documents
    from lines group by currency, tax_name, rate, inclusive ${ORDER}`;
}

function paidBasis(from: string, to: string): SQL {
  const signed = sql`case when ${invoicePayments.kind} = 'refund' then -${invoicePayments.amountMinor} else ${invoicePayments.amountMinor} end`;
  // The share of a part (a tax's net or tax) that the invoice's running total received stands for.
  const share = (received: SQL, part: SQL) => sql`round((${received}) * ${part}::numeric / ${invoices.amountMinor})`;
  const moved = (part: SQL) => sql`sum(${share(sql`m.after`, part)} - ${share(sql`m.after - m.signed`, part)})`;
  // The invoices with money moved in the period: their running totals need every payment of theirs, and no other's.
  const movedIn = sql`select ${invoicePayments.invoiceId} from ${invoicePayments}
    where ${invoicePayments.paidOn} between ${from}::date and ${to}::date`;
  return sql`
    with moves as (
      select ${invoicePayments.invoiceId} as invoice_id, ${invoicePayments.paidOn} as paid_on, ${signed} as signed,
        sum(${signed}) over (partition by ${invoicePayments.invoiceId}
          order by ${invoicePayments.paidOn}, ${invoicePayments.createdAt}, ${invoicePayments.id}) as after
      from ${invoicePayments} where ${invoicePayments.invoiceId} in (${movedIn})
    ),
    parts as (
      select ${invoiceItems.invoiceId} as invoice_id, ${invoiceItems.taxName} as tax_name,
        ${invoiceItems.taxRateMillionths} as rate, ${invoiceItems.taxInclusive} as inclusive,
        sum(${invoiceItems.netMinor}) as net, sum(${invoiceItems.taxMinor}) as tax
      from ${invoiceItems} where ${invoiceItems.invoiceId} in (${movedIn}) group by 1, 2, 3, 4
    ),
    shares as (
      select ${invoices.currency} as currency, p.tax_name, p.rate, p.inclusive, m.invoice_id,
        ${moved(sql`p.net`)} as net, ${moved(sql`p.tax`)} as tax
      from moves m join ${invoices} on ${invoices.id} = m.invoice_id join parts p on p.invoice_id = m.invoice_id
      where m.paid_on between ${from}::date and ${to}::date and ${isIssued} and ${invoices.amountMinor} > 0
      group by ${invoices.currency}, p.tax_name, p.rate, p.inclusive, m.invoice_id
    )
    select currency, tax_name, rate, inclusive, sum(net) as net, sum(tax) as tax, sum(net + tax) as gross,
      count(distinct invoice_id) as documents
    from shares group by currency, tax_name, rate, inclusive ${ORDER}`;
}

export async function taxReport(db: Db, query: TaxReportQuery): Promise<TaxReport> {
  const { from, to, basis } = query;
  const result = (await db.execute(basis === 'paid' ? paidBasis(from, to) : issuedBasis(from, to))) as unknown as { rows: RawRow[] };
  const rows: TaxReportRow[] = result.rows.map((r) => ({
    currency: r.currency as Currency,
    taxName: r.tax_name,
    rateMillionths: Number(r.rate),
    inclusive: Boolean(r.inclusive),
    netMinor: Number(r.net),
    taxMinor: Number(r.tax),
    grossMinor: Number(r.gross),
    documentCount: Number(r.documents),
  }));
  const totals: TaxReport['totals'] = [];
  for (const row of rows) {
    let total = totals.find((t) => t.currency === row.currency);
    if (!total) totals.push((total = { currency: row.currency, netMinor: 0, taxMinor: 0, grossMinor: 0 }));
    total.netMinor += row.netMinor;
    total.taxMinor += row.taxMinor;
    total.grossMinor += row.grossMinor;
  }
  return { from, to, basis, rows, totals };
}
