/**
 * Utilization per person and week (decision 0050): the people who track time (and anyone with time in the range,
 * someone deactivated since included), paged by name in SQL, then the page's people's rows of the weeks from the week
 * tallies (time_week_tallies, kept with the entries: decision 0134), a row per person and week instead of every entry.
 * Utilization = billable minutes / weekly capacity (staff_rates, 2400 = 40 h when none is set), in whole percent.
 */
import { and, asc, eq, exists, gte, inArray, lt, ne, or, sql } from 'drizzle-orm';
import { can } from '@shared/permissions';
import { STAFF_ROLES } from '@shared/roles';
import { mondayOf, type UtilizationPerson, type UtilizationQuery, type UtilizationReport } from '@shared/schemas/time-reports';
import type { Db } from '../../db/client';
import { staffRates, timeWeekTallies, users } from '../../db/schema';

const tw = timeWeekTallies;
const DAY = 86_400_000;
const DEFAULT_CAPACITY = 2400;
const num = (v: unknown) => Number(v ?? 0);
const TRACKING_ROLES = STAFF_ROLES.filter((role) => can(role, 'time.track'));

const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);

/** Mondays of the range: the query's weeks, or the 8 weeks up to this one. */
export function weekRange(query: Pick<UtilizationQuery, 'from' | 'to'>, today = new Date()): string[] {
  const to = mondayOf(query.to ?? (query.from ? addDays(query.from, 7 * 7) : today.toISOString().slice(0, 10)));
  const from = mondayOf(query.from ?? addDays(to, -7 * 7));
  const weeks: string[] = [];
  for (let w = from; w <= to; w = addDays(w, 7)) weeks.push(w);
  return weeks.length ? weeks : [from];
}

export const percent = (part: number, whole: number) => (whole > 0 ? Math.round((part * 100) / whole) : null);

export async function utilizationReport(db: Db, query: UtilizationQuery, paged = true): Promise<UtilizationReport> {
  const weeks = weekRange(query);
  const start = weeks[0]!;
  const end = addDays(weeks[weeks.length - 1]!, 7);
  const inRange = and(gte(tw.week, start), lt(tw.week, end), ne(tw.entries, 0));
  const who = or(
    and(inArray(users.role, TRACKING_ROLES), eq(users.status, 'active')),
    exists(
      db
        .select({ one: sql`1` })
        .from(tw)
        .where(and(eq(tw.userId, users.id), inRange)),
    ),
  );
  const peopleQuery = db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, capacity: staffRates.weeklyCapacityMinutes })
    .from(users)
    .leftJoin(staffRates, eq(staffRates.userId, users.id))
    .where(who)
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id))
    .$dynamic();
  const [people, [total]] = await Promise.all([
    paged ? peopleQuery.limit(query.pageSize).offset((query.page - 1) * query.pageSize) : peopleQuery,
    db
      .select({ n: sql<number>`count(*)`.mapWith(num) })
      .from(users)
      .where(who),
  ]);
  const sums = people.length
    ? await db
        .select({
          userId: tw.userId,
          week: sql<string>`to_char(${tw.week}, 'YYYY-MM-DD')`,
          minutes: tw.minutes,
          billable: tw.billableMinutes,
        })
        .from(tw)
        .where(
          and(
            inRange,
            inArray(
              tw.userId,
              people.map((p) => p.id),
            ),
          ),
        )
    : [];
  const byKey = new Map(sums.map((x) => [`${x.userId} ${x.week}`, x]));
  const items: UtilizationPerson[] = people.map((p) => {
    const capacityMinutes = p.capacity ?? DEFAULT_CAPACITY;
    const row = weeks.map((weekStart) => {
      const s = byKey.get(`${p.id} ${weekStart}`);
      const minutes = s?.minutes ?? 0;
      const billableMinutes = s?.billable ?? 0;
      return { weekStart, minutes, billableMinutes, utilization: percent(billableMinutes, capacityMinutes) };
    });
    const minutes = row.reduce((a, w) => a + w.minutes, 0);
    const billableMinutes = row.reduce((a, w) => a + w.billableMinutes, 0);
    return {
      user: { id: p.id, firstName: p.firstName, lastName: p.lastName },
      capacityMinutes,
      weeks: row,
      minutes,
      billableMinutes,
      utilization: percent(billableMinutes, capacityMinutes * weeks.length),
    };
  });
  return {
    items,
    total: total?.n ?? 0,
    page: paged ? query.page : 1,
    pageSize: paged ? query.pageSize : items.length,
    from: start,
    to: addDays(end, -1),
    weeks,
  };
}
