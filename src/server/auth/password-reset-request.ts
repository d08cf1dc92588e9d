/**
 * A password-reset request is only enqueued (docs/decisions/0031-background-jobs-in-the-database.md): the route does
 * the same work whether or not the address has an account, so its answer takes the same time and tells nothing. The
 * job looks the address up, writes the single-use token and mails the link; an unknown address ends there, sending
 * nothing. A failed send fails the attempt; its retry writes a fresh token (the unused one expires).
 */
import { eq, sql } from 'drizzle-orm';
import type { AppDeps } from '../context';
import { users } from '../db/schema';
import type { JobHandler } from '../jobs/job-queue';
import { messageIdFor } from '../jobs/mail-jobs';
import { RESET_TOKEN_TTL_SECONDS } from './auth';
import { userReader } from '../reader-language';
import { passwordResetMail } from './reset-mail';
import { createResetToken } from './reset-token';

/** The same words for every address. */
const ANSWER = { status: true, message: 'If this email exists in our system, check your email for the reset link' };

export async function requestPasswordReset(deps: Pick<AppDeps, 'jobs' | 'database'>, body: { email: string }): Promise<typeof ANSWER> {
  // `to` is what Settings > Background jobs shows as the recipient. The link always leads to the portal's own
  // reset page, so the request's redirectTo is not carried.
  await deps.jobs.enqueue(deps.database.db, 'email.password-reset', { to: body.email });
  return ANSWER;
}

export function passwordResetHandler(deps: Pick<AppDeps, 'database' | 'mailer' | 'env'>): JobHandler {
  return async (job) => {
    const { db } = deps.database;
    const email = String(job.data.to).toLowerCase();
    const [user] = await db
      .select({ id: users.id, name: users.name, email: users.email })
      .from(users)
      .where(eq(sql`lower(${users.email})`, email));
    if (!user) return;
    const token = await createResetToken(db, user.id, RESET_TOKEN_TTL_SECONDS * 1000);
    const url = `${deps.env.APP_URL}/reset-password?token=${encodeURIComponent(token)}`;
    await deps.mailer.send({
      ...passwordResetMail({ to: user.email, name: user.name, url, reader: await userReader(db, user.id) }),
      messageId: messageIdFor(job.id, deps.env.APP_URL),
    });
  };
}
