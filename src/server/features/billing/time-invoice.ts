/**
 * Invoice time and expenses (decisions 0049 and 0119): preview a client's unbilled billable time and approved billable
 * expenses as invoice lines, and turn them into an invoice whose entries and expenses are marked invoiced in the
 * invoice's own transaction.
 */
import { sql } from 'drizzle-orm';
import { INVOICE_LIMITS } from '@shared/schemas/billing';
import type { CreateTimeInvoice, TimeInvoicePreview, TimeInvoiceSelection } from '@shared/schemas/time-invoice';
import { hoursThousandths, type InvoiceLine } from '@shared/time-invoice';
import { formatMoney } from '@shared/money';
import type { AppDeps, CurrentUser } from '../../context';
import type { Tx } from '../../db/transaction';
import { conflict } from '../../errors';
import { publishLive } from '../../live/publish';
import { billingClient, requireCreate } from './billing-access';
import { createInvoiceOfLines, type InvoiceLineMinor } from './invoices';
import type { InvoiceDto } from '@shared/schemas/billing';
import { seesCosts } from '@shared/policies/time';
import type { Currency } from '@shared/enums';
import { expenseInvoiceLines, markExpenses, selectExpenses, type ExpenseSelection } from './expense-invoice';
import { previewTime } from './time-invoice-preview';
import { selectTime, type TimeSelection } from './time-invoice-select';

const CHANGED = 'errors.billing.timeExpensesChangedSince';

/** The time's and the expenses' fingerprints together: either changed refuses the invoice. */
const fingerprintOf = (time: string, expenses: string) => `${time}|${expenses}`;

export async function previewTimeInvoice(
  deps: AppDeps,
  user: CurrentUser,
  clientId: string,
  input: TimeInvoiceSelection,
): Promise<TimeInvoicePreview> {
  const { db } = deps.database;
  const client = await billingClient(db, user, clientId);
  requireCreate(user);
  const time = await previewTime(db, client.id, input);
  const currency = input.currency ?? time.currency;
  const expenses = await selectExpenses(db, client.id, input, currency, { seesCosts: seesCosts(user) });
  const taken = expenses.lines.filter((l) => l.included);
  const expensesMinor = taken.reduce((s, l) => s + l.lineNetMinor, 0);
  return {
    ...time,
    currency: expenses.currency,
    expenses: expenses.lines.map(({ currency: _c, taxRateId: _t, part: _p, ...line }) => line),
    totalMinor: time.totalMinor + expensesMinor,
    expenseCount: taken.length,
    expensesMinor,
    taxMinor: taken.reduce((s, l) => s + l.taxMinor, 0),
    leftOut: { ...time.leftOut, otherCurrencyExpenses: expenses.otherCurrency },
    fingerprint: fingerprintOf(time.fingerprint, expenses.fingerprint),
  };
}

export async function createTimeInvoice(deps: AppDeps, user: CurrentUser, clientId: string, input: CreateTimeInvoice): Promise<InvoiceDto> {
  const { db } = deps.database;
  const client = await billingClient(db, user, clientId);
  requireCreate(user);
  // Read once without locks to build the lines (and refuse early); read again under lock in the invoice's transaction.
  const costs = seesCosts(user);
  const selection = await selectTime(db, client.id, input);
  const currency = input.currency ?? selection.currency;
  const expenses = await selectExpenses(db, client.id, input, currency, { seesCosts: costs });
  if (fingerprintOf(selection.fingerprint, expenses.fingerprint) !== input.fingerprint) throw conflict(CHANGED);
  const renamed = new Map(input.lineDescriptions.map((l) => [l.key, l.description]));
  const lines = [...timeInvoiceLines(selection.lines, renamed), ...expenseInvoiceLines(expenses.lines, renamed)];
  refuseUninvoiceable(selection, expenses, expenses.currency);

  const markEntries = async (tx: Tx, invoiceId: string) => {
    const locked = await selectTime(tx, client.id, input, true);
    // Locked after the time, in one order whoever invoices: two invoicings wait on each other, never deadlock.
    const lockedExpenses = await selectExpenses(tx, client.id, input, currency, { lock: true, seesCosts: costs });
    if (fingerprintOf(locked.fingerprint, lockedExpenses.fingerprint) !== input.fingerprint) throw conflict(CHANGED);
    await markExpenses(tx, invoiceId, lockedExpenses.lines, locked.lines.length, CHANGED);
    const { priced } = locked;
    // Each entry records its share of its line's amount, so the entries still add up to the invoice (decision 0095).
    const share = new Map(locked.lines.flatMap((l) => l.entryIds.map((id, i) => [id, l.entryAmounts[i]!] as const)));
    const list = (values: Array<string | number>) => values.join(',');
    // One statement for every entry; the arrays travel as one text parameter each, whatever their length.
    // Both drivers answer `{ rows }` (as queryRows in db/client.ts reads them).
    const marked = (await tx.execute(sql`
      update time_entries te
         set status = 'invoiced', invoice_id = ${invoiceId}, billed_minutes = v.m, billed_amount_minor = v.a, updated_at = now()
        from (select unnest(string_to_array(${list(priced.map((e) => e.id))}, ',')::uuid[]) as id,
                     unnest(string_to_array(${list(priced.map((e) => e.billedMinutes))}, ',')::int[]) as m,
                     unnest(string_to_array(${list(priced.map((e) => share.get(e.id) ?? e.billedAmountMinor))}, ',')::bigint[]) as a) v
       where te.id = v.id and te.invoice_id is null
      returning te.id`)) as unknown as { rows: Array<{ id: string }> };
    if (marked.rows.length !== priced.length) throw conflict(CHANGED);
    // Open time lists refresh (staff-only, as every time event): one event per project, not one per entry.
    const projectIds = [...new Set(priced.map((e) => e.projectId))];
    await publishLive(
      tx,
      projectIds.map((projectId) => ({ topic: 'time' as const, id: invoiceId, projectId, clientId: client.id, staffOnly: true })),
    );
  };

  return createInvoiceOfLines(
    deps,
    user,
    client,
    { currency: expenses.currency!, description: input.description, dueDate: input.dueDate, sendEmail: input.sendEmail, lines },
    markEntries,
  );
}

/**
 * The invoice lines of time (decision 0095): quantity the hours (thousandths), unit 'hours', unit price the rate, and
 * the amount the line's minutes x rate / 60, rounded once for the line.
 */
export function timeInvoiceLines(lines: readonly InvoiceLine[], renamed: ReadonlyMap<string, string>): InvoiceLineMinor[] {
  return lines.map((line) => ({
    description: renamed.get(line.key) ?? line.description,
    quantityThousandths: hoursThousandths(line.minutes),
    unit: 'hours',
    unitAmountMinor: line.rateMinor,
    grossMinor: line.amountMinor,
  }));
}

/** What an invoice cannot hold (decision 0024's limits): said before anything is written. */
function refuseUninvoiceable(selection: TimeSelection, expenses: ExpenseSelection, currency: Currency | null) {
  const taken = expenses.lines.filter((l) => l.included);
  const count = selection.lines.length + taken.length;
  const total = selection.lines.reduce((s, l) => s + l.amountMinor, 0) + taken.reduce((s, l) => s + l.lineNetMinor, 0);
  if (count === 0 || !currency) throw conflict('errors.billing.thereUnbilledBillableTime');
  if (count > INVOICE_LIMITS.maxItems) {
    throw conflict(
      `That makes ${count} lines; an invoice holds at most ${INVOICE_LIMITS.maxItems}. Group the time another way or leave expenses out.`,
      { groupBy: 'errors.billing.tooManyLinesGroup' },
    );
  }
  if (total > INVOICE_LIMITS.maxTotalMinor) {
    throw conflict(
      `The total ${formatMoney(total, currency)} is above an invoice's limit of ${formatMoney(INVOICE_LIMITS.maxTotalMinor, currency)}.`,
    );
  }
}
