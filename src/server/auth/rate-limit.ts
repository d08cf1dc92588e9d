/**
 * Fixed-window rate limits kept in the database, so every app process behind a load balancer shares them.
 * One atomic upsert per hit: no read-then-write race between processes.
 */
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client';
import { tooManyRequests } from '../errors';

export interface Limit {
  max: number;
  windowSeconds: number;
}

export interface RateLimits {
  signInPerIp: Limit;
  signInPerAccount: Limit;
  resetPerIp: Limit;
  resetPerAccount: Limit;
  contactPerIp: Limit;
  /** Requests made with the API keys of one user, all their keys together (docs/decisions/0059-api-keys.md). */
  apiKeyPerUser: Limit;
}

export const DEFAULT_RATE_LIMITS: RateLimits = {
  signInPerIp: { max: 30, windowSeconds: 15 * 60 },
  signInPerAccount: { max: 10, windowSeconds: 15 * 60 },
  resetPerIp: { max: 10, windowSeconds: 60 * 60 },
  resetPerAccount: { max: 5, windowSeconds: 60 * 60 },
  // A person sends one or two enquiries; a script sends hundreds.
  contactPerIp: { max: 5, windowSeconds: 10 * 60 },
  apiKeyPerUser: { max: 600, windowSeconds: 60 },
};

/**
 * The one atomic upsert that counts a hit: `rows` yields `(key, 1, now())` (a VALUES list, or a SELECT when the hit is
 * part of a larger statement, as an API key's is). Returns the window's count and the seconds until it ends.
 */
export function countHitSql(rows: SQL, windowSeconds: number): SQL {
  return sql`
    insert into rate_limits (key, count, window_start) ${rows}
    on conflict (key) do update set
      count = case when rate_limits.window_start <= now() - ${windowSeconds} * interval '1 second'
                   then 1 else rate_limits.count + 1 end,
      window_start = case when rate_limits.window_start <= now() - ${windowSeconds} * interval '1 second'
                   then now() else rate_limits.window_start end
    returning count,
      ceil(extract(epoch from (window_start + ${windowSeconds} * interval '1 second' - now())))::int as retry_after`;
}

/** Counts one attempt under `key`; throws 429 with a clear message once the window's allowance is used up. */
export async function hitRateLimit(db: Db, key: string, limit: Limit, what: string): Promise<void> {
  const rows = await queryRows<{ count: number; retry_after: number }>(
    db,
    countHitSql(sql`values (${key}, 1, now())`, limit.windowSeconds),
  );
  const row = rows[0];
  if (row && Number(row.count) > limit.max) {
    // The header and the sentence say the same thing: minutes are the Retry-After seconds, rounded up.
    const seconds = Math.max(1, Number(row.retry_after));
    const minutes = Math.ceil(seconds / 60);
    throw tooManyRequests(`Too many ${what}. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`, seconds);
  }
}

/** Gives back one attempt counted under `key` (it turned out not to count: a success, or refused by another limit). */
export async function undoRateLimit(db: Db, key: string): Promise<void> {
  await db.execute(sql`update rate_limits set count = greatest(count - 1, 0) where key = ${key}`);
}

/** Forgets every attempt counted under `key`. */
export async function clearRateLimit(db: Db, key: string): Promise<void> {
  await db.execute(sql`delete from rate_limits where key = ${key}`);
}
