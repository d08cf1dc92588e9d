/**
 * A retainer's overage (decision 0057): the project's billable time of the period that just ended, against the
 * allowance plus what the period before carried in. Every counted entry goes on the period's invoice (the allowance's
 * minutes at no extra charge, the rest at the project's rate), so Invoice time never bills it a second time.
 */
import { sql } from 'drizzle-orm';
import { amountForMinutes, formatDuration } from '@shared/durations';
import type { Currency } from '@shared/enums';
import { formatMoney } from '@shared/money';
import { retainerPeriod } from '@shared/recurring-periods';
import type { DbOrTx, Tx } from '../../db/transaction';

/** Both drivers answer `{ rows }`, in a transaction too. */
async function rowsOf<T>(db: DbOrTx, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

export interface RetainerUse {
  overMinutes: number;
  carriedMinutes: number;
  /** The overage line's amount: amountForMinutes of the minutes over, at the project's rate. */
  overAmountMinor: number;
  /** The entries counted, each with what it is billed at (its minutes past the allowance, priced). */
  entries: Array<{ id: string; minutes: number; billedAmountMinor: number }>;
  line: { description: string; quantity: number; unitAmountMinor: number } | null;
}

/** The overage of minutes already read: pure, so the property test holds it to the one money rule. */
export function priceRetainer(
  entries: ReadonlyArray<{ id: string; minutes: number }>,
  input: { allowanceMinutes: number; carriedMinutes: number; carryOver: boolean; hourlyRateMinor: number; currency: Currency },
): RetainerUse {
  const usedMinutes = entries.reduce((sum, e) => sum + e.minutes, 0);
  const period = retainerPeriod({ ...input, usedMinutes });
  let free = period.availableMinutes;
  const billed = entries.map((e) => {
    const inAllowance = Math.min(free, e.minutes);
    free -= inAllowance;
    return { id: e.id, minutes: e.minutes, billedAmountMinor: amountForMinutes(e.minutes - inAllowance, input.hourlyRateMinor) };
  });
  const overAmountMinor = amountForMinutes(period.overMinutes, input.hourlyRateMinor);
  return {
    overMinutes: period.overMinutes,
    carriedMinutes: period.carriedMinutes,
    overAmountMinor,
    entries: billed,
    line:
      overAmountMinor > 0
        ? {
            description: `Hours over the allowance: ${formatDuration(period.overMinutes)} at ${formatMoney(input.hourlyRateMinor, input.currency)}/h`,
            quantity: 1,
            unitAmountMinor: overAmountMinor,
          }
        : null,
  };
}

/** The project's billable, finished, unbilled entries worked from `from` to `to` (inclusive), oldest first. */
export async function readPeriodTime(db: DbOrTx, projectId: string, from: string, to: string) {
  return rowsOf<{ id: string; minutes: number }>(
    db,
    sql`select id, minutes from time_entries
         where project_id = ${projectId} and billable and invoice_id is null and minutes is not null
           and work_date between ${from}::date and ${to}::date
         order by work_date, created_at, id`,
  );
}

/** Puts the counted entries on the invoice; false when one was taken or changed meanwhile (the look tries again). */
export async function markRetainerTime(tx: Tx, invoiceId: string, entries: RetainerUse['entries']): Promise<boolean> {
  if (entries.length === 0) return true;
  const list = (values: Array<string | number>) => values.join(',');
  const marked = await rowsOf<{ id: string }>(
    tx,
    sql`update time_entries te
           set status = 'invoiced', invoice_id = ${invoiceId}, billed_minutes = v.m, billed_amount_minor = v.a, updated_at = now()
          from (select unnest(string_to_array(${list(entries.map((e) => e.id))}, ',')::uuid[]) as id,
                       unnest(string_to_array(${list(entries.map((e) => e.minutes))}, ',')::int[]) as m,
                       unnest(string_to_array(${list(entries.map((e) => e.billedAmountMinor))}, ',')::bigint[]) as a) v
         where te.id = v.id and te.invoice_id is null and te.minutes = v.m and te.billable
        returning te.id`,
  );
  return marked.length === entries.length;
}
