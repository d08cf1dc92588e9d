/**
 * The signed-in user of an API request in one query: the session by its token, its user and the workspace's
 * two-factor switch, joined. better-auth's getSession costs two lookups and the guard added two more (last active,
 * the two-factor switch); at a few thousand requests a second that was most of the database's work (decision 0017).
 *
 * The cookie is checked exactly as better-auth signs it (HMAC-SHA256 of the token with the auth secret). Whatever
 * this path does not handle itself it hands back to better-auth by answering undefined: an expired or unknown
 * session (better-auth clears the cookie and the row) and a session due for its daily refresh (better-auth extends
 * it), so expiry and refresh behave as before.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { isRole } from '../../shared/roles';
import type { AppDeps } from '../context';
import { batched, type BatchLimits } from '../db/batched';
import { queryRows, type Db } from '../db/client';
import { preparedPerDatabase } from '../db/prepared';
import type { SignedIn } from './guards';

/** last_active_at is written when it is older than this (Account Settings shows it to the minute, roughly). */
export const TOUCH_AFTER = '5 minutes';

export interface CookieSession {
  signedIn: SignedIn;
  requireStaffTwoFactor: boolean;
  /** last_active_at is older than TOUCH_AFTER: the guard writes it. */
  stale: boolean;
}

interface Row {
  token: string;
  session_id: string;
  expires_at: Date;
  stale: boolean;
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
}

function cookieValue(header: string | null, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}

/** The token of a correctly signed session cookie, or undefined. */
function verifiedToken(raw: string, secret: string): string | undefined {
  let value: string;
  try {
    value = decodeURIComponent(raw);
  } catch {
    return undefined;
  }
  const dot = value.lastIndexOf('.');
  if (dot < 1) return undefined;
  const token = value.slice(0, dot);
  const given = Buffer.from(value.slice(dot + 1), 'base64');
  const expected = createHmac('sha256', secret).update(token).digest();
  return given.length === expected.length && timingSafeEqual(given, expected) ? token : undefined;
}

/**
 * Of the pool's 20 connections, at most half for session lookups and a few for last-active writes; beyond that, the
 * requests that come meanwhile are looked up (written) together (db/batched.ts). A lone request still sends its own
 * query at once.
 */
const SESSION_LOOKUPS: BatchLimits = { atOnce: 10, perQuery: 500 };
const SESSION_TOUCHES: BatchLimits = { atOnce: 4, perQuery: 500 };

/** The session rows of several tokens in one query, one lookup function per database. */
const sessionRows = preparedPerDatabase((db) =>
  batched(async (tokens: string[]) => {
    const rows = await queryRows<Row>(
      db,
      sql`select s.token, s.id as session_id, s.expires_at, s.last_active_at < now() - ${TOUCH_AFTER}::interval as stale,
                 u.id, u.email, u.first_name, u.last_name, u.role, u.status, u.client_id, u.avatar_url, u.two_factor_enabled,
                 (select w.require_staff_two_factor from workspace_settings w where w.id = 1) as require_staff_two_factor
          from sessions s join users u on u.id = s.user_id
          where s.token in (${sql.join(
            tokens.map((t) => sql`${t}`),
            sql`, `,
          )})`,
    );
    return new Map(rows.map((r) => [r.token, r]));
  }, SESSION_LOOKUPS),
);

/** The last-active writes of several sessions in one statement, one function per database. */
const sessionTouches = preparedPerDatabase((db) =>
  batched(async (ids: string[]) => {
    await db.execute(
      sql`update sessions set last_active_at = now()
          where id in (${sql.join(
            ids.map((id) => sql`${id}`),
            sql`, `,
          )}) and last_active_at < now() - ${TOUCH_AFTER}::interval`,
    );
    return new Map<string, never>();
  }, SESSION_TOUCHES),
);

/**
 * 'Last active' for Account Settings: at most one write per session every few minutes, decided by the WHERE clause;
 * the sessions of requests that come together are written in one statement, as they are looked up.
 */
export async function touchSession(db: Db, sessionId: string): Promise<void> {
  await sessionTouches(db)(sessionId);
}

/** null: not signed in. undefined: ask better-auth. */
export async function sessionFromCookie(deps: AppDeps, headers: Headers): Promise<CookieSession | null | undefined> {
  const context = await deps.auth.$context;
  const raw = cookieValue(headers.get('cookie'), context.authCookies.sessionToken.name);
  if (!raw) return null;
  const token = verifiedToken(raw, context.secret);
  if (!token) return null;
  const { expiresIn, updateAge } = context.sessionConfig;
  const row = await sessionRows(deps.database.db)(token);
  if (!row) return undefined;
  const expiresAt = new Date(row.expires_at).valueOf();
  // better-auth's own rule for "refresh now" (and an expired session is its to clean up).
  if (expiresAt <= Date.now() || expiresAt - expiresIn * 1000 + updateAge * 1000 <= Date.now()) return undefined;
  if (row.status !== 'active' || !isRole(row.role)) return null;
  return {
    stale: row.stale,
    requireStaffTwoFactor: row.require_staff_two_factor === true,
    signedIn: {
      sessionId: row.session_id,
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
