/** Reading list_tallies (migrations 0005, 0035, 0038): counts of communications, projects, leads, client requests and quotes kept by the database. */
import { and, eq, inArray, sql, type SQLWrapper } from 'drizzle-orm';
import type { Db } from './client';
import { listTallies, NO_TALLY_KEY } from './schema';

export type TalliedList = 'communications' | 'projects' | 'leads' | 'requests' | 'quotes';

/** Rows by type or status in one slice: the whole agency (NO_TALLY_KEY), one client, or several clients. */
export async function tallies(
  db: Db,
  list: TalliedList,
  keys: string | string[] | SQLWrapper = NO_TALLY_KEY,
): Promise<Map<string, number>> {
  const t = listTallies;
  const rows = await db
    .select({ value: t.value, n: sql<number>`sum(${t.n})`.mapWith(Number) })
    .from(t)
    .where(and(eq(t.list, list), typeof keys === 'string' ? eq(t.key, keys) : inArray(t.key, keys)))
    .groupBy(t.value);
  return new Map(rows.map((r) => [r.value, r.n]));
}

/** The count of one value, or of every value when none is given. */
export function tallied(counts: Map<string, number>, value?: string): number {
  if (value !== undefined) return counts.get(value) ?? 0;
  let total = 0;
  for (const n of counts.values()) total += n;
  return total;
}
