/**
 * Receivables ageing (decision 0092): what is outstanding (the ledger's word: the balance of open and partially paid
 * invoices), by days past the due date as of today (UTC), per currency, in one query off the unpaid-by-due-date index.
 */
import { asc, sql } from 'drizzle-orm';
import type { Currency } from '@shared/enums';
import { AGEING_BUCKETS, type Ageing, type AgeingBucket } from '@shared/schemas/invoices';
import type { Db } from '@server/db/client';
import { invoices } from '@server/db/schema';
import { balanceOf, isOutstanding } from '@server/db/ledger-figures';

/** Days past due of each bucket, inclusive; "current" is not yet due (or due today). */
const BUCKET_DAYS: Record<AgeingBucket, [number | null, number | null]> = {
  current: [null, 0],
  days1To30: [1, 30],
  days31To60: [31, 60],
  days61To90: [61, 90],
  over90: [91, null],
};

export async function invoiceAgeing(db: Db, today = new Date().toISOString().slice(0, 10)): Promise<Ageing> {
  // An invoice without a due date is due on issue: it ages from then.
  const daysLate = sql`(${today}::date - coalesce(${invoices.dueDate}, (${invoices.issuedAt} at time zone 'UTC')::date, ${today}::date))`;
  const bucket = (from: number | null, to: number | null) =>
    from === null ? sql`${daysLate} <= ${to}` : to === null ? sql`${daysLate} >= ${from}` : sql`${daysLate} between ${from} and ${to}`;
  const columns = Object.fromEntries(
    AGEING_BUCKETS.flatMap((name) => {
      const [from, to] = BUCKET_DAYS[name];
      return [
        [`${name}Amount`, sql<string>`coalesce(sum(${balanceOf}) filter (where ${bucket(from, to)}), 0)`],
        [`${name}Count`, sql<string>`count(*) filter (where ${bucket(from, to)})`],
      ];
    }),
  ) as Record<`${AgeingBucket}${'Amount' | 'Count'}`, ReturnType<typeof sql<string>>>;
  const rows = await db
    .select({
      currency: invoices.currency,
      ...columns,
      totalAmount: sql<string>`coalesce(sum(${balanceOf}), 0)`,
      totalCount: sql<string>`count(*)`,
    })
    .from(invoices)
    .where(isOutstanding)
    .groupBy(invoices.currency)
    .orderBy(asc(invoices.currency));
  const figure = (amount: unknown, count: unknown) => ({ amountMinor: Number(amount), count: Number(count) });
  return {
    asOf: today,
    rows: rows.map((r) => ({
      currency: r.currency as Currency,
      current: figure(r.currentAmount, r.currentCount),
      days1To30: figure(r.days1To30Amount, r.days1To30Count),
      days31To60: figure(r.days31To60Amount, r.days31To60Count),
      days61To90: figure(r.days61To90Amount, r.days61To90Count),
      over90: figure(r.over90Amount, r.over90Count),
      total: figure(r.totalAmount, r.totalCount),
    })),
  };
}
