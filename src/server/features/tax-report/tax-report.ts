/**
 * The tax report (decision 0098), aggregated in SQL: per currency and per tax as the lines copied it (name, rate in
 * millionths and kind, decision 0089), so each version of an edited rate is its own row and no rate is joined.
 * - issued: the lines of invoices issued in the period (the ledger's isIssued: no drafts, no void ones) less the lines
 *   of credit notes issued in it;
 * - paid: each tax's share of the money received in the period (payments less refunds, credit applied included), in
 *   proportion to the invoice's figures for that tax over its total. The share is rounded on the running total of
 *   what the invoice has received (round(after x part / total) - round(before x part / total), half away from zero),
 *   so an invoice paid in full, in any number of parts, reports exactly its own tax. The shares are kept per payment
 *   by the ledger's triggers (db/schema/ledger-shares.ts, `paymentTaxShares`; decision 0137): the report sums the
 *   period's rows.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Currency } from '@shared/enums';
import type { TaxReport, TaxReportQuery, TaxReportRow } from '@shared/schemas/tax-report';
import type { Db } from '@server/db/client';
import { creditNoteItems, creditNotes, invoiceItems, invoices, paymentTaxShares } from '@server/db/schema';
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
  const t = paymentTaxShares;
  return sql`
    select ${t.currency} as currency, ${t.taxName} as tax_name, ${t.taxRateMillionths} as rate, ${t.taxInclusive} as inclusive,
      sum(${t.netMinor}) as net, sum(${t.taxMinor}) as tax, sum(${t.netMinor} + ${t.taxMinor}) as gross,
      count(distinct ${t.invoiceId}) as documents
    from ${t} where ${t.paidOn} between ${from}::date and ${to}::date
    group by 1, 2, 3, 4 ${ORDER}`;
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
