import { readerFormat, type Reader } from '../../documents/reader-format';
import type { MailMessage } from '../../integrations/mail';

export const INVITATION_SUBJECT = 'You are invited to the client portal';

export function clientInvitationMail({
  to,
  name,
  company,
  url,
  days,
  reader,
}: {
  to: string;
  name: string;
  company: string;
  url: string;
  days: number;
  /** The invited person's language (their company's until they choose one); English when not given. */
  reader?: Reader;
}): MailMessage {
  const { t } = readerFormat(reader);
  return {
    to,
    subject: t('mail.invitation.clientSubject'),
    text: [
      t('mail.common.hello', { name }),
      '',
      t('mail.invitation.clientIntro', { company }),
      '',
      url,
      '',
      t('mail.invitation.expiry', { days }),
    ].join('\n'),
  };
}
