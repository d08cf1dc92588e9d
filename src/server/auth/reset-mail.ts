import { readerFormat, type Reader } from '../documents/reader-format';
import type { MailMessage } from '../integrations/mail';

/** In the person's own language (src/server/reader-language.ts's userReader); English when not given. */
export function passwordResetMail({ to, name, url, reader }: { to: string; name: string; url: string; reader?: Reader }): MailMessage {
  const { t, language } = readerFormat(reader);
  return {
    to,
    language,
    subject: t('mail.reset.subject'),
    text: [t('mail.common.hello', { name }), '', t('mail.reset.intro'), '', url, '', t('mail.reset.expiry')].join('\n'),
  };
}
