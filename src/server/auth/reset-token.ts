/**
 * A single-use token for choosing a password: the `reset-password:` verification row better-auth's reset-password
 * route reads and deletes. Written here rather than by better-auth so that it can join the caller's transaction
 * (an invitation) and so that a password-reset job's failed send fails the job (better-auth only logs it).
 */
import { randomBytes } from 'node:crypto';
import { verifications } from '../db/schema';
import type { DbOrTx } from '../db/transaction';

export async function createResetToken(db: DbOrTx, userId: string, ttlMs: number): Promise<string> {
  const token = randomBytes(24).toString('base64url');
  await db.insert(verifications).values({ identifier: `reset-password:${token}`, value: userId, expiresAt: new Date(Date.now() + ttlMs) });
  return token;
}
