/**
 * Invitations to choose a password, shared by Settings > Users and a client's Users tab. The link reuses
 * better-auth's password-reset token (a `reset-password:` verification row, single use), so it opens the ordinary
 * reset page and setting the password consumes it; auth.ts then turns a 'pending' user 'active'.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { AppDeps } from '../context';
import { users } from '../db/schema';
import { AppError } from '../errors';
import type { MailMessage } from '../integrations/mail';

export const INVITATION_TTL_DAYS = 7;

export interface InvitationLink {
  url: string;
  days: number;
}

/** A single-use link for this user to choose a password, valid for INVITATION_TTL_DAYS. */
export async function createInvitationLink(deps: AppDeps, userId: string): Promise<InvitationLink> {
  const token = randomBytes(24).toString('base64url');
  const context = await deps.auth.$context;
  await context.internalAdapter.createVerificationValue({
    identifier: `reset-password:${token}`,
    value: userId,
    expiresAt: new Date(Date.now() + INVITATION_TTL_DAYS * 24 * 60 * 60 * 1000),
  });
  return { url: `${deps.env.APP_URL}/reset-password?token=${encodeURIComponent(token)}&invite=1`, days: INVITATION_TTL_DAYS };
}

/** Creates a link and mails it with the caller's wording. */
export async function sendInvitation(deps: AppDeps, userId: string, compose: (link: InvitationLink) => MailMessage): Promise<void> {
  await deps.mailer.send(compose(await createInvitationLink(deps, userId)));
}

/**
 * The invitation for a user just created for it: if the mail cannot be sent, the account is removed again (one
 * nobody can reach is worse than none) and the caller is told so.
 */
export async function inviteNewUser(deps: AppDeps, userId: string, compose: (link: InvitationLink) => MailMessage): Promise<void> {
  try {
    await sendInvitation(deps, userId, compose);
  } catch (error) {
    await deps.database.db.delete(users).where(eq(users.id, userId));
    deps.log.error('Could not send an invitation', error);
    throw new AppError(502, 'mail_failed', 'The invitation e-mail could not be sent; the user was not created.');
  }
}
