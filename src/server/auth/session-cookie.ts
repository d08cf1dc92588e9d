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
import { eq, sql } from 'drizzle-orm';
import { isRole } from '../../shared/roles';
import type { AppDeps } from '../context';
import { currentUserColumns } from './automatic-actor';
import { batched, type BatchLimits } from '../db/batched';
import type { Db } from '../db/client';
import { preparedPerDatabase } from '../db/prepared';
import { withCompiledRows } from '../db/row-mapper';
import { sessions, users, workspaceSettings } from '../db/schema';
import type { SignedIn } from './guards';

/** last_active_at is written when it is older than this (Account Settings shows it to the minute, roughly). */
export const TOUCH_AFTER = '5 minutes';

export interface CookieSession {
  signedIn: SignedIn;
  requireStaffTwoFactor: boolean;
  /** last_active_at is older than TOUCH_AFTER: the guard writes it. */
  stale: boolean;
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
 * Cookie values whose signature was found right, with their token: a browser sends the same cookie at every request,
 * and the HMAC was a tenth of the CPU of a GET /api/me. Only a correct signature is kept (a forged value is checked
 * every time), a hit needs the exact value, and the set is bounded (the oldest goes first) and kept for one secret.
 * It says nothing about the session itself: that is looked up at every request as before.
 */
const VERIFIED_MAX = 5000;
const verified = new Map<string, string>();
let verifiedFor: string | undefined;

function verifiedTokenCached(raw: string, secret: string): string | undefined {
  if (verifiedFor !== secret) {
    verified.clear();
    verifiedFor = secret;
  }
  const known = verified.get(raw);
  if (known !== undefined) return known;
  const token = verifiedToken(raw, secret);
  if (token !== undefined) {
    if (verified.size >= VERIFIED_MAX) verified.delete(verified.keys().next().value!);
    verified.set(raw, token);
  }
  return token;
}

/**
 * Of the pool's 20 connections, at most half for session lookups and a few for last-active writes; beyond that, the
 * requests that come meanwhile are looked up (written) together (db/batched.ts). A lone request still sends its own
 * query at once.
 */
const SESSION_LOOKUPS: BatchLimits = { atOnce: 10, perQuery: 500 };
const SESSION_TOUCHES: BatchLimits = { atOnce: 4, perQuery: 500 };

/**
 * The session rows of several tokens in one statement, prepared once per database with the tokens as one array
 * parameter (`= any($1)`), whatever their number: drizzle built this statement's text at every request before, and
 * PostgreSQL parsed it each time.
 */
const sessionLookup = preparedPerDatabase((db) =>
  withCompiledRows(
    db
      .select({
        token: sessions.token,
        sessionId: sessions.id,
        expiresAt: sessions.expiresAt,
        stale: sql<boolean>`${sessions.lastActiveAt} < now() - ${sql.raw(`'${TOUCH_AFTER}'`)}::interval`,
        ...currentUserColumns,
        twoFactorEnabled: users.twoFactorEnabled,
        requireStaffTwoFactor: sql<
          boolean | null
        >`(select ${workspaceSettings.requireStaffTwoFactor} from ${workspaceSettings} where ${workspaceSettings.id} = 1)`,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(sql`${sessions.token} = any(${sql.placeholder('tokens')}::text[])`)
      .prepare('session_lookup'),
  ),
);

type Row = Awaited<ReturnType<ReturnType<typeof sessionLookup>['execute']>>[number];

/** The session rows of several tokens in one query, one lookup function per database. */
const sessionRows = preparedPerDatabase((db) =>
  batched(async (tokens: string[]) => {
    const rows: Row[] = await sessionLookup(db).execute({ tokens });
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
  const token = verifiedTokenCached(raw, context.secret);
  if (!token) return null;
  const { expiresIn, updateAge } = context.sessionConfig;
  const row = await sessionRows(deps.database.db)(token);
  if (!row) return undefined;
  const expiresAt = row.expiresAt.valueOf();
  // better-auth's own rule for "refresh now" (and an expired session is its to clean up).
  if (expiresAt <= Date.now() || expiresAt - expiresIn * 1000 + updateAge * 1000 <= Date.now()) return undefined;
  if (row.status !== 'active' || !isRole(row.role)) return null;
  return {
    stale: row.stale === true,
    requireStaffTwoFactor: row.requireStaffTwoFactor === true,
    signedIn: {
      sessionId: row.sessionId,
      twoFactorEnabled: row.twoFactorEnabled === true,
      user: {
        id: row.id,
        email: row.email,
        firstName: row.firstName,
        lastName: row.lastName,
        role: row.role,
        status: row.status,
        clientId: row.clientId,
        avatarUrl: row.avatarUrl,
      },
    },
  };
}
