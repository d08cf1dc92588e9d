/**
 * The expenses an invoice of time and expenses takes (docs/decisions/0119-invoicing-expenses.md): a client's
 * approved, billable, unbilled expenses of the range and projects, one invoice line each, priced at their cost before
 * tax plus the markup (rebilledAmountMinor), taxed by their rate as the invoice's sales tax; marked in the invoice's
 * transaction and given back when it is voided or its row removed (by the database's trigger, migration 0057).
 */
import { createHash } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import type { Currency } from '@shared/enums';
import { lineSums } from '@shared/document-totals';
import { rebilledAmountMinor } from '@shared/expense-sums';
import type { ExpenseInvoiceLine, TimeInvoiceSelection } from '@shared/schemas/time-invoice';
import { queryRows, type Db } from '../../db/client';
import type { DbOrTx, Tx } from '../../db/transaction';
import { conflict } from '../../errors';
import type { InvoiceLineMinor } from './invoices';

interface ExpenseRow extends Record<string, unknown> {
  id: string;
  expense_date: string;
  description: string;
  category_name: string | null;
  project_name: string;
  currency: string;
  net_minor: number | string;
  markup_basis_points: number;
  changed: string;
  rate_id: string | null;
  rate_name: string | null;
  rate_millionths: number | null;
  rate_inclusive: boolean | null;
}

/** A candidate with its line worked out; `fingerprint` is what creation compares with the preview. */
export interface PricedExpense extends ExpenseInvoiceLine {
  currency: string;
  taxRateId: string | null;
  part: string;
}

export interface ExpenseSelection {
  /** Every candidate in the invoice's currency, the left-out ones with included = false. */
  lines: PricedExpense[];
  otherCurrency: number;
  /** Over the included expenses only: one left out may change without refusing the invoice. */
  fingerprint: string;
}

/** The longest line description an invoice keeps (INVOICE_LIMITS' item text). */
const MAX_DESCRIPTION = 200;

/** 'Travel: Train to the workshop': the category, then the expense's own words. */
export function expenseLineText(category: string | null, description: string): string {
  const text = category ? `${category}: ${description}` : description;
  return text.length > MAX_DESCRIPTION ? `${text.slice(0, MAX_DESCRIPTION - 3)}...` : text;
}

export const expenseLineKey = (id: string) => `expense:${id}`;

/**
 * One query on expenses_unbilled_idx (client, date; approved, billable, unbilled). The line's tax is the expense's rate
 * as the admin keeps it now: an edited rate prices with its family's current version (as any new line, decision 0089);
 * a rate archived as a whole, or none, leaves the line untaxed. `lock` takes the expenses `for update`: a second
 * invoicing waiting on them then finds them invoiced, its fingerprint differs and it is refused.
 */
async function candidates(db: DbOrTx, clientId: string, input: TimeInvoiceSelection, lock: boolean): Promise<ExpenseRow[]> {
  const projects: SQL = input.projectIds?.length
    ? sql`and e.project_id = any(string_to_array(${input.projectIds.join(',')}, ',')::uuid[])`
    : sql``;
  return queryRows<ExpenseRow>(
    db as Db,
    sql`select e.id, e.expense_date::text as expense_date, e.description, c.name as category_name, p.name as project_name,
               e.currency, e.net_minor, e.markup_basis_points,
               (extract(epoch from e.updated_at) * 1000000)::bigint::text as changed,
               r.id as rate_id, r.name as rate_name, r.rate_millionths, r.inclusive as rate_inclusive
          from expenses e
          join projects p on p.id = e.project_id
          left join expense_categories c on c.id = e.category_id
          left join lateral (
            select a.id, a.name, a.rate_millionths, a.inclusive
              from tax_rates t join tax_rates a on a.family_id = t.family_id and a.archived_at is null
             where t.id = e.tax_rate_id
             order by a.created_at desc limit 1) r on true
         where e.client_id = ${clientId} and e.invoice_id is null and e.billable and e.status = 'approved'
           and e.expense_date between ${input.from} and ${input.to} and e.net_minor > 0 ${projects}
         order by e.expense_date, e.id
         ${lock ? sql`for update of e` : sql``}`,
  );
}

function priced(row: ExpenseRow, leftOut: ReadonlySet<string>, seesCosts: boolean): PricedExpense {
  const net = Number(row.net_minor);
  const price = rebilledAmountMinor(net, row.markup_basis_points);
  const tax = row.rate_id ? { name: row.rate_name!, rateMillionths: row.rate_millionths!, inclusive: row.rate_inclusive! } : null;
  const sums = lineSums({ quantityThousandths: 1000, unitPriceMinor: price, tax });
  return {
    key: expenseLineKey(row.id),
    expenseId: row.id,
    expenseDate: row.expense_date,
    projectName: row.project_name,
    description: expenseLineText(row.category_name, row.description),
    netMinor: seesCosts ? net : null,
    markupBasisPoints: seesCosts ? row.markup_basis_points : null,
    priceMinor: price,
    taxName: tax?.name ?? null,
    taxRateMillionths: tax?.rateMillionths ?? 0,
    taxInclusive: tax?.inclusive ?? false,
    lineNetMinor: sums.netMinor,
    taxMinor: sums.taxMinor,
    totalMinor: sums.totalMinor,
    included: !leftOut.has(row.id),
    currency: row.currency,
    taxRateId: row.rate_id,
    part: [row.id, row.changed, net, row.markup_basis_points, row.currency, row.rate_id ?? '', row.rate_millionths ?? 0].join('|'),
  };
}

/**
 * The expenses of the selection in the invoice's currency. `currency` null (no time chosen and none named): the
 * expenses' own, when they have one; several answer 409 with a `currency` field, as time of several currencies does.
 */
export async function selectExpenses(
  db: DbOrTx,
  clientId: string,
  input: TimeInvoiceSelection,
  currency: Currency | null,
  options: { lock?: boolean; seesCosts: boolean },
): Promise<ExpenseSelection & { currency: Currency | null }> {
  const rows = await candidates(db, clientId, input, options.lock ?? false);
  let chosen = currency;
  if (!chosen) {
    const currencies = [...new Set(rows.map((r) => r.currency))].sort();
    if (currencies.length > 1) {
      throw conflict(`These expenses are in ${currencies.join(' and ')}: choose one currency.`, {
        currency: 'errors.billing.chooseOneCurrency',
      });
    }
    chosen = (currencies[0] as Currency | undefined) ?? null;
  }
  const leftOut = new Set(input.leaveOutExpenseIds);
  const lines = rows.filter((r) => r.currency === chosen).map((r) => priced(r, leftOut, options.seesCosts));
  const parts = lines.filter((l) => l.included).map((l) => l.part);
  return {
    currency: chosen,
    lines,
    otherCurrency: rows.length - lines.length,
    fingerprint: `${parts.length}-${createHash('md5').update(parts.join(';')).digest('hex')}`,
  };
}

/** The invoice lines of the expenses taken: quantity 1, the price, the expense's rate (renamed lines keep theirs). */
export function expenseInvoiceLines(lines: readonly PricedExpense[], renamed: ReadonlyMap<string, string>): InvoiceLineMinor[] {
  return lines
    .filter((l) => l.included)
    .map((l) => ({
      description: renamed.get(l.key) ?? l.description,
      quantityThousandths: 1000,
      unit: null,
      unitAmountMinor: l.priceMinor,
      taxRateId: l.taxRateId,
    }));
}

/**
 * Marks the expenses taken, in the invoice's transaction: each names the invoice, its line (by position: the expense
 * lines follow the time's, `firstPosition` on) and its price before tax, in one statement, only while still unbilled
 * and approved; a count that differs rolls the invoice back with 409.
 */
export async function markExpenses(tx: Tx, invoiceId: string, lines: readonly PricedExpense[], firstPosition: number, changed: string) {
  const taken = lines.filter((l) => l.included);
  if (taken.length === 0) return;
  const list = (values: Array<string | number>) => values.join(',');
  const marked = await queryRows<{ id: string }>(
    tx as unknown as Db,
    sql`update expenses e
           set status = 'invoiced', invoice_id = ${invoiceId}, invoice_item_id = ii.id, billed_amount_minor = v.a, updated_at = now()
          from (select unnest(string_to_array(${list(taken.map((l) => l.expenseId))}, ',')::uuid[]) as id,
                       unnest(string_to_array(${list(taken.map((_, i) => firstPosition + i))}, ',')::int[]) as pos,
                       unnest(string_to_array(${list(taken.map((l) => l.priceMinor))}, ',')::bigint[]) as a) v
          join invoice_items ii on ii.invoice_id = ${invoiceId} and ii.position = v.pos
         where e.id = v.id and e.invoice_id is null and e.status = 'approved'
        returning e.id`,
  );
  if (marked.length !== taken.length) throw conflict(changed);
}

/**
 * A draft's lines rewritten (decision 0119; its time stays on the draft whatever its lines say, and so do its
 * expenses, invoiced at their price). `rewriteLines` replaces the lines; an expense then names the new line at its
 * line's position when that line still says the same, else none (the draft's text is the admin's). Voiding the draft
 * gives the expenses back.
 */
export async function keepExpenseLines<T extends { id: string; position: number; description: string }>(
  tx: Tx,
  invoiceId: string,
  rewriteLines: () => Promise<readonly T[]>,
): Promise<void> {
  const before = await queryRows<{ id: string; position: number; description: string }>(
    tx as unknown as Db,
    sql`select e.id, ii.position, ii.description from expenses e join invoice_items ii on ii.id = e.invoice_item_id
         where e.invoice_id = ${invoiceId}`,
  );
  const items = await rewriteLines();
  for (const old of before) {
    const item = items.find((i) => i.position === old.position && i.description === old.description);
    if (item) await tx.execute(sql`update expenses set invoice_item_id = ${item.id} where id = ${old.id}`);
  }
}
