/**
 * The e-mail of a notification: its title as the subject, its text, a link into the portal and where to turn it off;
 * where it is about a thread, the reply address of that thread and recipient (docs/decisions/0112-replies-by-e-mail.md).
 */
import { readerFormat, type Reader } from '../documents/reader-format';
import type { MailMessage } from '../integrations/mail';
import type { NotificationWords } from './notify';

/** Where the notification choices live in the portal (Account Settings' Notifications section). */
export const NOTIFICATION_SETTINGS_PATH = '/settings/account#notifications';

export function notificationMail(
  to: { email: string; firstName: string },
  notice: { words: NotificationWords; link: string },
  appUrl: string,
  extra: { replyTo?: string | null; headers?: Record<string, string>; reader?: Reader } = {},
): MailMessage {
  const f = readerFormat(extra.reader);
  const { t } = f;
  // The words are the recipient's already (notify words each event per reader); the frame is worded here alike.
  const { words } = notice;
  return {
    to: to.email,
    language: f.language,
    subject: words.title,
    ...(extra.replyTo ? { replyTo: extra.replyTo } : {}),
    ...(extra.headers ? { headers: extra.headers } : {}),
    text: [
      t('mail.common.hello', { name: to.firstName }),
      '',
      words.text ?? words.body,
      '',
      t('mail.notification.open', { link: `${appUrl}${notice.link}` }),
      ...(extra.replyTo ? ['', t('mail.notification.replyByMail')] : []),
      '',
      t('mail.notification.why', { link: `${appUrl}${NOTIFICATION_SETTINGS_PATH}` }),
    ].join('\n'),
  };
}
