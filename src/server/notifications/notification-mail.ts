/** The e-mail of a notification: its title as the subject, its text, a link into the portal and where to turn it off. */
import type { MailMessage } from '../integrations/mail';
import type { NotificationEvent } from './notify';

/** Where the notification choices live in the portal (Account Settings' Notifications section). */
export const NOTIFICATION_SETTINGS_PATH = '/settings/account#notifications';

export function notificationMail(to: { email: string; firstName: string }, event: NotificationEvent, appUrl: string): MailMessage {
  return {
    to: to.email,
    subject: event.title,
    text: [
      `Hello ${to.firstName},`,
      '',
      event.mailText ?? event.body,
      '',
      `Open it in the portal: ${appUrl}${event.link}`,
      '',
      `You get this e-mail because of your notification settings. Change them here: ${appUrl}${NOTIFICATION_SETTINGS_PATH}`,
    ].join('\n'),
  };
}
