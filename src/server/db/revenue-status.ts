/**
 * The one place a revenue record's status is derived (docs/product.md, States), in SQL so lists, stat cards and the overview
 * dashboard's Monthly Revenue all count with the same rule against the database's today:
 *   not active -> 'inactive'; active with a future start -> 'upcoming'; active with a past end -> 'expired';
 *   otherwise -> 'active' (started on or before today, no end or ending today or later).
 * Start and end dates are inclusive days.
 */
import { and, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { RevenueStatus } from '../../shared/schemas/revenue';
import { clientRevenue } from './schema';

const r = clientRevenue;

/** WHERE for "the shown status is X"; the four never overlap and together cover every record. */
export function revenueStatusIs(status: RevenueStatus): SQL {
  switch (status) {
    case 'inactive':
      return eq(r.isActive, false);
    case 'upcoming':
      return and(eq(r.isActive, true), sql`${r.startDate} > current_date`)!;
    case 'expired':
      // end >= start is a constraint, so a past end implies a past start: never also 'upcoming'.
      return and(eq(r.isActive, true), sql`${r.endDate} < current_date`)!;
    case 'active':
      return and(eq(r.isActive, true), sql`${r.startDate} <= current_date`, or(isNull(r.endDate), sql`${r.endDate} >= current_date`))!;
  }
}

/** The status screens show, as a column. */
export const revenueDisplayStatus: SQL<RevenueStatus> = sql<RevenueStatus>`(case
  when ${revenueStatusIs('inactive')} then 'inactive'
  when ${revenueStatusIs('upcoming')} then 'upcoming'
  when ${revenueStatusIs('expired')} then 'expired'
  else 'active' end)`;

/** Running today: what counts as monthly revenue now (the client's Active card, the dashboard's Monthly Revenue). */
export const revenueIsRunning: SQL = revenueStatusIs('active');

/**
 * Runs on some day between `from` and `to` (inclusive dates): switched on, started by `to`, not ended before `from`.
 * For a single day (today) this is exactly the Active rule above; the dashboard chart asks it per month.
 */
export function revenueRunsDuring(from: SQL, to: SQL): SQL {
  return and(eq(r.isActive, true), sql`${r.startDate} <= ${to}`, or(isNull(r.endDate), sql`${r.endDate} >= ${from}`))!;
}
