/**
 * An authenticator code signs in once. better-auth accepts the code of the current 30-second step and of the steps
 * either side, so without this a code seen over a shoulder (or replayed by a phishing proxy) would open a second
 * session within its minute and a half. In front of its code step we find which step the code is, and claim that step
 * for the user in one conditional UPDATE (`two_factors.last_used_step` must be older), so two sign-ins racing with the
 * same code cannot both pass. A wrong code is left to better-auth, which counts it; a claim whose sign-in then fails
 * (an inactive account) is given back.
 *
 * Only the code step of a sign-in is held to this, not the code that confirms enrolment in Account Settings: that
 * one proves the authenticator works and opens no session.
 */
import { createHmac } from 'node:crypto';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import { symmetricDecrypt } from 'better-auth/crypto';
import type { Context } from 'hono';
import type { AppDeps, AppEnv } from '../context';
import { twoFactors } from '../db/schema';
import { AppError } from '../errors';
import { challengeUserId } from './two-factor-challenge';

const PERIOD_SECONDS = 30;
const DIGITS = 6;
/** The steps better-auth accepts around the current one. */
const WINDOW = 1;
const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** RFC 4226's code of `key` at `counter`. */
export function hotp(key: Uint8Array, counter: number): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac('sha1', key).update(message).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  return String((mac.readUInt32BE(offset) & 0x7fffffff) % 10 ** DIGITS).padStart(DIGITS, '0');
}

/** The step (30-second counter) within the accepted window whose code is `code`, or null. */
export function stepOfCode(key: Uint8Array, code: string, now = Date.now()): number | null {
  const current = Math.floor(now / 1000 / PERIOD_SECONDS);
  for (let step = current - WINDOW; step <= current + WINDOW; step++) if (hotp(key, step) === code) return step;
  return null;
}

/** The secret's bytes as better-auth's TOTP uses them: its text as UTF-8, or an imported `base32:` secret decoded. */
async function secretKey(secret: string, authSecret: string): Promise<Uint8Array> {
  const plain = await symmetricDecrypt({ key: authSecret, data: secret });
  if (!plain.startsWith('base32:')) return new TextEncoder().encode(plain);
  let bits = '';
  for (const char of plain.slice(7).toUpperCase().replace(/=+$/, '')) bits += BASE32.indexOf(char).toString(2).padStart(5, '0');
  return Uint8Array.from((bits.match(/.{8}/g) ?? []).map((byte) => parseInt(byte, 2)));
}

async function codeOf(c: Context<AppEnv>): Promise<string | null> {
  try {
    const code = ((await c.req.raw.clone().json()) as { code?: unknown }).code;
    return typeof code === 'string' && /^\d{6}$/.test(code) ? code : null;
  } catch {
    return null;
  }
}

export const codeAlreadyUsed = () => new AppError(401, 'code_already_used', 'errors.totpReplay.codeHasAlreadyBeen');

/** Middleware for POST /two-factor/verify-totp, right in front of better-auth. */
export function oneSignInPerCode(deps: AppDeps) {
  const { db } = deps.database;
  return async (c: Context<AppEnv>, next: () => Promise<void>) => {
    const userId = await challengeUserId(db, c);
    const code = userId ? await codeOf(c) : null;
    const [row] =
      userId && code
        ? await db
            .select({ secret: twoFactors.secret, lastUsedStep: twoFactors.lastUsedStep })
            .from(twoFactors)
            .where(eq(twoFactors.userId, userId))
        : [];
    let step: number | null = null;
    try {
      step = row && code ? stepOfCode(await secretKey(row.secret, deps.env.AUTH_SECRET), code) : null;
    } catch {
      // A secret we cannot read: better-auth answers the code as it would.
    }
    if (!userId || !row || step === null) return next();
    const claimed = await db
      .update(twoFactors)
      .set({ lastUsedStep: step })
      .where(and(eq(twoFactors.userId, userId), or(isNull(twoFactors.lastUsedStep), lt(twoFactors.lastUsedStep, step))))
      .returning({ id: twoFactors.id });
    if (claimed.length === 0) throw codeAlreadyUsed();
    await next();
    if (c.res.status === 200) return;
    await db
      .update(twoFactors)
      .set({ lastUsedStep: row.lastUsedStep })
      .where(and(eq(twoFactors.userId, userId), eq(twoFactors.lastUsedStep, step)));
  };
}
