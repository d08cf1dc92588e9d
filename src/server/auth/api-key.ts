/**
 * API keys as credentials (docs/decisions/0059-api-keys.md). A key is `ap_` and 40 random base62 characters (about
 * 238 bits): far too many to guess, so one SHA-256 is a safe thing to store and look it up by (no slow hash needed).
 *
 * A request with `Authorization: Bearer <key>` is answered by one statement: the key by its hash, its user and the
 * workspace's two-factor switch, the rate-limit hit of the key's user and the key's last use, so a key costs what a session cookie costs
 * (decision 0017). Nothing is cached: a revoked key, an expired one and a deactivated user's stop at the next request.
 */
import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { API_KEY_PREFIX } from '../../shared/schemas/api-keys';
import { isRole } from '../../shared/roles';
import type { AppDeps } from '../context';
import { queryRows } from '../db/client';
import type { SignedIn } from './guards';
import { countHitSql, type Limit } from './rate-limit';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const KEY_CHARS = 40;
/** How much of a key is kept in the clear and shown in the list: the prefix and 8 characters. */
const START_CHARS = API_KEY_PREFIX.length + 8;
/** last_used_at is written when older than this, or when the address changed. */
const TOUCH_AFTER = '1 minute';

export const hashApiKey = (key: string) => createHash('sha256').update(key).digest('hex');

/** A new key: the key (shown once), its hash (stored) and its start (stored, shown). */
export function generateApiKey(): { key: string; hash: string; start: string } {
  let body = '';
  // Rejection sampling keeps every character equally likely (248 = 4 x 62).
  while (body.length < KEY_CHARS) {
    for (const byte of randomBytes(KEY_CHARS)) if (byte < 248 && body.length < KEY_CHARS) body += ALPHABET[byte % 62];
  }
  const key = `${API_KEY_PREFIX}${body}`;
  return { key, hash: hashApiKey(key), start: key.slice(0, START_CHARS) };
}

/** The key of an `Authorization: Bearer <key>` header; null when the header says something else. */
export function bearerToken(header: string): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1] ?? null;
}

export interface RateWindow {
  limit: number;
  remaining: number;
  /** Seconds until the window starts again. */
  resetSeconds: number;
  /** This request is over the allowance: it is answered 429. */
  exceeded: boolean;
}

export type KeyAnswer = { ok: true; signedIn: SignedIn; requireStaffTwoFactor: boolean; rate: RateWindow } | { ok: false; message: string };

interface Row {
  key_id: string;
  revoked: boolean;
  expired: boolean;
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  role: string;
  status: string;
  client_id: string | null;
  avatar_url: string | null;
  two_factor_enabled: boolean;
  require_staff_two_factor: boolean | null;
  count: number | null;
  retry_after: number | null;
}

/** Who a key acts as, or why it does not; counts the request against its user's limit and records its use. */
export async function signedInByKey(deps: Pick<AppDeps, 'database'>, key: string, ip: string, limit: Limit): Promise<KeyAnswer> {
  // Data-modifying CTEs run once each, whether or not the final select reads them; all see the same snapshot.
  const [row] = await queryRows<Row>(
    deps.database.db,
    sql`with k as (
          select k.id as key_id, k.revoked_at is not null as revoked, coalesce(k.expires_at <= now(), false) as expired,
                 u.id, u.email, u.first_name, u.last_name, u.role, u.status, u.client_id, u.avatar_url, u.two_factor_enabled,
                 (select w.require_staff_two_factor from workspace_settings w where w.id = 1) as require_staff_two_factor
          from api_keys k join users u on u.id = k.user_id
          where k.token_hash = ${hashApiKey(key)}
        ),
        usable as (select key_id, id as user_id from k where not revoked and not expired and status = 'active'),
        -- One allowance per user across all their keys: more keys must not mean more requests.
        hit as (${countHitSql(sql`select 'api-key-user:' || user_id, 1, now() from usable`, limit.windowSeconds)}),
        touched as (
          update api_keys set last_used_at = now(), last_used_ip = ${ip}
          where id in (select key_id from usable)
            and (last_used_at is null or last_used_at < now() - ${TOUCH_AFTER}::interval or last_used_ip is distinct from ${ip})
          returning id
        )
        select k.*, hit.count, hit.retry_after from k left join hit on true`,
  );
  if (!row)
    return { ok: false, message: 'This API key is not valid. Check that it was copied whole, or make a new one in Account Settings.' };
  if (row.revoked) return { ok: false, message: 'This API key was revoked. Make a new one in Account Settings.' };
  if (row.expired) return { ok: false, message: 'This API key has expired. Make a new one in Account Settings.' };
  // A deactivated user's keys stop with their sessions; the message does not say more than a session's would.
  if (row.status !== 'active' || !isRole(row.role)) return { ok: false, message: 'The account this API key belongs to cannot sign in.' };
  const count = Number(row.count ?? 1);
  return {
    ok: true,
    requireStaffTwoFactor: row.require_staff_two_factor === true,
    rate: {
      limit: limit.max,
      remaining: Math.max(0, limit.max - count),
      resetSeconds: Math.max(1, Number(row.retry_after ?? limit.windowSeconds)),
      exceeded: count > limit.max,
    },
    signedIn: {
      // A key request has no session: the key's id stands in (Account Settings marks no device "This device", and an
      // event stream opened with a key lives as long as the key, src/server/live/audience.ts).
      sessionId: row.key_id,
      twoFactorEnabled: row.two_factor_enabled === true,
      user: {
        id: row.id,
        email: row.email,
        firstName: row.first_name,
        lastName: row.last_name,
        role: row.role,
        status: row.status,
        clientId: row.client_id,
        avatarUrl: row.avatar_url,
      },
    },
  };
}
