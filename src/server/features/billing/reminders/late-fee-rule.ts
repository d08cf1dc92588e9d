/**
 * Which invoices a late fee rule reaches (decisions 0058 and 0091): one definition for the sweep that adds the
 * fee, the preview an admin reads before saving a rule, and the save itself.
 * - Chargeable: unpaid, kept by the app (a Stripe invoice is finalized there and cannot grow), of a client the agency
 *   chases (reminders not off), and not yet looked at by a rule (late_fee_added_at is null).
 * - Late enough: its due date and its issue day are both at least the rule's days ago, so an invoice issued with a
 *   due date already past (a recurring one, say) is never charged in the second it is issued.
 * A new or changed rule applies from the moment it is saved: the save marks the invoices already late enough under it
 * as looked at (late_fee_added_at set, fee 0), so turning a fee on never charges a backlog at once.
 */
import { and, eq, inArray, isNotNull, isNull, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { Currency } from '@shared/enums';
import { shareOf } from '@shared/document-totals';
import { addDays, dayOf, UNPAID_STATUSES } from '@shared/reminder-steps';
import type { LateFeeRule } from '@shared/schemas/reminders';
import { queryRows } from '@server/db/client';
import { clients, invoices } from '@server/db/schema';
import type { DbOrTx } from '@server/db/transaction';

/** Chargeable by a rule; the query joins clients. */
export const chargeable: SQL = and(
  inArray(invoices.status, [...UNPAID_STATUSES]),
  isNull(invoices.lateFeeAddedAt),
  isNull(invoices.stripeInvoiceId),
  ne(clients.remindersMode, 'off'),
)!;

/** Due and issued at least the rule's days before `now`'s day. */
export function lateEnough(rule: LateFeeRule, now: Date): SQL {
  const lastDay = addDays(dayOf(now), -rule.lateFeeAfterDays);
  return and(
    lte(invoices.dueDate, lastDay),
    isNotNull(invoices.issuedAt),
    sql`(${invoices.issuedAt} at time zone 'UTC')::date <= ${lastDay}::date`,
  )!;
}

/** What is still owed before a fee, never below 0. */
export const owedMinor = (i: { amountMinor: number; amountPaidMinor: number; amountCreditedMinor: number }) =>
  Math.max(0, i.amountMinor - i.amountPaidMinor - i.amountCreditedMinor);

/** The fee on an amount still owed: the fixed amount, or the percentage of it by the one rounding rule. */
export function feeOf(rule: LateFeeRule, owed: number): number {
  if (rule.lateFeeKind === 'fixed') return rule.lateFeeFixedMinor ?? 0;
  if (rule.lateFeeKind === 'percent') return shareOf(owed, rule.lateFeeBasisPoints ?? 0);
  return 0;
}

/**
 * What `rule` would do if saved at `now`: the chargeable invoices not yet late enough, with their fees at today's
 * balances per currency, and the count of those already late enough, which it leaves alone.
 */
export async function previewLateFee(db: DbOrTx, rule: LateFeeRule, now: Date) {
  if (rule.lateFeeKind === 'none') return { upcoming: { count: 0, totals: [] }, notCharged: { count: 0 } };
  const late = lateEnough(rule, now);
  // A percentage rounds each invoice's fee half away from zero, as shareOf does, before summing.
  const fee =
    rule.lateFeeKind === 'fixed'
      ? sql`${rule.lateFeeFixedMinor ?? 0}::bigint`
      : sql`(2 * greatest(0, ${invoices.amountMinor} - ${invoices.amountPaidMinor} - ${invoices.amountCreditedMinor}) * ${rule.lateFeeBasisPoints ?? 0}::bigint + 10000) / 20000`;
  const rows = await queryRows<{ currency: Currency; late: boolean; count: string; amountMinor: string }>(
    db,
    sql`select ${invoices.currency} as currency, (${late}) as late, count(*)::text as count, coalesce(sum(${fee}), 0)::text as "amountMinor"
        from ${invoices} join ${clients} on ${clients.id} = ${invoices.clientId}
        where ${chargeable}
        group by 1, 2
        order by 1`,
  );
  const upcoming = rows.filter((r) => !r.late);
  return {
    upcoming: {
      count: upcoming.reduce((n, r) => n + Number(r.count), 0),
      totals: upcoming.map((r) => ({ currency: r.currency, amountMinor: Number(r.amountMinor) })),
    },
    notCharged: { count: rows.filter((r) => r.late).reduce((n, r) => n + Number(r.count), 0) },
  };
}

/** Marks the invoices already late enough under a just-saved rule as looked at, so it never charges them. */
export async function exemptBacklog(tx: DbOrTx, rule: LateFeeRule, now: Date): Promise<number> {
  if (rule.lateFeeKind === 'none') return 0;
  const exempt = await tx
    .update(invoices)
    .set({ lateFeeAddedAt: now, lateFeeMinor: 0 })
    .where(
      and(
        inArray(
          invoices.id,
          tx
            .select({ id: invoices.id })
            .from(invoices)
            .innerJoin(clients, eq(clients.id, invoices.clientId))
            .where(and(chargeable, lateEnough(rule, now))),
        ),
        isNull(invoices.lateFeeAddedAt),
      ),
    )
    .returning({ id: invoices.id });
  return exempt.length;
}
