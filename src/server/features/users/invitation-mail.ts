import type { InvitationLink } from '../../auth/invitation';
import { readerFormat } from '../../documents/reader-format';
import type { MailMessage } from '../../integrations/mail';

export const USER_INVITATION_SUBJECT = 'You are invited to the portal';

/** The invitation sent from Settings > Users; a client user's names their company. */
export function userInvitationMail(to: { email: string; firstName: string; company: string | null }, link: InvitationLink): MailMessage {
  // The invited person's language (their company's until they choose one).
  const { t } = readerFormat(link.reader);
  return {
    to: to.email,
    subject: t('mail.invitation.userSubject'),
    text: [
      t('mail.common.hello', { name: to.firstName }),
      '',
      to.company ? t('mail.invitation.userClientIntro', { company: to.company }) : t('mail.invitation.userTeamIntro'),
      '',
      link.url,
      '',
      t('mail.invitation.expiry', { days: link.days }),
    ].join('\n'),
  };
}
