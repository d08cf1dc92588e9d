/**
 * Who a pending two-factor sign-in belongs to, read from better-auth's short-lived challenge cookie, so our
 * per-account limit can sit in front of the code checks as it does in front of the password check.
 */
import { eq } from 'drizzle-orm';
import { getCookie } from 'hono/cookie';
import type { Context } from 'hono';
import type { AppEnv } from '../context';
import type { Db } from '../db/client';
import { verifications } from '../db/schema';

const CHALLENGE_COOKIES = ['portal.two_factor', '__Host-portal.two_factor'];

/** The user id behind the challenge cookie, or null. The signature is better-auth's to check; this only picks a key. */
export async function challengeUserId(db: Db, c: Context<AppEnv>): Promise<string | null> {
  const signed = CHALLENGE_COOKIES.map((name) => getCookie(c, name)).find(Boolean);
  if (!signed) return null;
  const identifier = signed.slice(0, signed.lastIndexOf('.'));
  if (!identifier.startsWith('2fa-')) return null;
  const [row] = await db.select({ value: verifications.value }).from(verifications).where(eq(verifications.identifier, identifier));
  return row?.value ?? null;
}
