/**
 * Reply addresses (docs/decisions/0112-replies-by-e-mail.md): `<local>+<token>@<domain>` of INBOUND_MAIL_ADDRESS, one
 * per thread and recipient. The token is random and stored (a signed token naming two ids does not fit the 64
 * characters an address's local part may have); the same thread and person keep the same address.
 */
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Env } from '../env';
import { replyAddresses } from '../db/schema';
import type { DbOrTx } from '../db/transaction';

export type InboundEnv = Pick<Env, 'INBOUND_MAIL_ADDRESS' | 'IMAP_URL'>;

/** Replies by e-mail are on when the inbound address (and the mailbox that receives it) is configured. */
export const repliesByMailOn = (env: InboundEnv): env is InboundEnv & { INBOUND_MAIL_ADDRESS: string; IMAP_URL: string } =>
  Boolean(env.INBOUND_MAIL_ADDRESS && env.IMAP_URL);

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz234567';

/** 120 random bits as 24 lower-case letters and digits: unguessable, and safe from servers that lower-case addresses. */
export function newReplyToken(): string {
  return [...randomBytes(24)].map((b) => ALPHABET[b & 31]).join('');
}

function split(address: string): { local: string; domain: string } {
  const at = address.lastIndexOf('@');
  return { local: address.slice(0, at).toLowerCase(), domain: address.slice(at + 1).toLowerCase() };
}

/** The address a reply to this thread, by this person, is sent to; made on first use, the same ever after. */
export async function replyAddressFor(db: DbOrTx, inbound: string, kind: string, threadId: string, userId: string): Promise<string> {
  const [row] = await db
    .insert(replyAddresses)
    .values({ token: newReplyToken(), kind, threadId, userId })
    .onConflictDoUpdate({
      target: [replyAddresses.kind, replyAddresses.threadId, replyAddresses.userId],
      set: { kind: sql`excluded.kind` },
    })
    .returning({ token: replyAddresses.token });
  const { local, domain } = split(inbound);
  return `${local}+${row!.token}@${domain}`;
}

/** The token of an address of the inbound mailbox (`local+token@domain`), or null for any other address. */
export function tokenOfAddress(address: string, inbound: string): string | null {
  const { local, domain } = split(address.trim());
  const mine = split(inbound);
  if (domain !== mine.domain || !local.startsWith(`${mine.local}+`)) return null;
  const token = local.slice(mine.local.length + 1);
  return /^[a-z0-9]{20,40}$/.test(token) ? token : null;
}

export async function findReplyAddress(db: DbOrTx, token: string) {
  const [row] = await db.select().from(replyAddresses).where(eq(replyAddresses.token, token));
  return row ?? null;
}
