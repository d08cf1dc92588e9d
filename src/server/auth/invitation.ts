/**
 * Invitations to choose a password, shared by Settings > Users and a client's Users tab. The link reuses
 * better-auth's password-reset token (a `reset-password:` verification row, single use), so it opens the ordinary
 * reset page and setting the password consumes it; auth.ts then turns a 'pending' user 'active'.
 */
import type { AppDeps } from '../context';
import type { DbOrTx } from '../db/transaction';
import type { Env } from '../env';
import type { Reader } from '../reader-language';
import { userReader } from '../reader-language';
import type { Db } from '../db/client';
import type { MailMessage } from '../integrations/mail';
import { enqueueMail } from '../jobs/mail-jobs';
import { createResetToken } from './reset-token';

export const INVITATION_TTL_DAYS = 7;

export interface InvitationLink {
  url: string;
  days: number;
  /** The invited person's language and locale (their company's until they choose one), which the e-mail is in. */
  reader?: Reader;
}

/** A single-use link for this user to choose a password, valid for INVITATION_TTL_DAYS, written in `db`. */
export async function createInvitationLink(db: DbOrTx, env: Pick<Env, 'APP_URL'>, userId: string): Promise<InvitationLink> {
  const token = await createResetToken(db, userId, INVITATION_TTL_DAYS * 24 * 60 * 60 * 1000);
  return {
    url: `${env.APP_URL}/reset-password?token=${encodeURIComponent(token)}&invite=1`,
    days: INVITATION_TTL_DAYS,
    reader: await userReader(db as Db, userId),
  };
}

/**
 * Creates a link and enqueues its e-mail with the caller's wording, both in `db`: the transaction that creates or
 * re-invites the user, so the three commit together. The runner sends it and retries until the SMTP server takes
 * it (docs/decisions/0031-background-jobs-in-the-database.md); a failed one shows in Settings > Background jobs.
 */
export async function sendInvitation(
  deps: Pick<AppDeps, 'jobs' | 'env' | 'database'>,
  userId: string,
  compose: (link: InvitationLink) => MailMessage,
  db: DbOrTx = deps.database.db,
): Promise<void> {
  const link = await createInvitationLink(db, deps.env, userId);
  await enqueueMail(deps.jobs, db, 'email.invitation', { language: link.reader?.language ?? 'en', ...compose(link) });
}
