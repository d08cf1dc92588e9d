import type { InvitationLink } from '../../auth/invitation';
import type { MailMessage } from '../../integrations/mail';

export const USER_INVITATION_SUBJECT = 'You are invited to the portal';

/** The invitation sent from Settings > Users; a client user's names their company. */
export function userInvitationMail(to: { email: string; firstName: string; company: string | null }, link: InvitationLink): MailMessage {
  return {
    to: to.email,
    subject: USER_INVITATION_SUBJECT,
    text: [
      `Hello ${to.firstName},`,
      '',
      to.company
        ? `An account has been created for you on our client portal for ${to.company}. To choose your password and sign in, open this link:`
        : 'An account has been created for you on our team portal. To choose your password and sign in, open this link:',
      '',
      link.url,
      '',
      `The link works once and expires in ${link.days} days. If you were not expecting this, you can ignore this e-mail.`,
    ].join('\n'),
  };
}
