import type { MailMessage } from '../integrations/mail';

export function passwordResetMail({ to, name, url }: { to: string; name: string; url: string }): MailMessage {
  return {
    to,
    subject: 'Reset your password',
    text: [
      `Hello ${name},`,
      '',
      'Someone asked to reset the password of your portal account. To choose a new password, open this link:',
      '',
      url,
      '',
      'The link works once and expires in 30 minutes. If you did not ask for this, you can ignore this e-mail:',
      'your password stays as it is.',
    ].join('\n'),
  };
}
