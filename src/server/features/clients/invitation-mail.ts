import type { MailMessage } from '../../integrations/mail';

export const INVITATION_SUBJECT = 'You are invited to the client portal';

export function clientInvitationMail({
  to,
  name,
  company,
  url,
  days,
}: {
  to: string;
  name: string;
  company: string;
  url: string;
  days: number;
}): MailMessage {
  return {
    to,
    subject: INVITATION_SUBJECT,
    text: [
      `Hello ${name},`,
      '',
      `An account has been created for you on our client portal for ${company}. There you can follow your projects,`,
      'tasks, communications and invoices. To choose your password and sign in, open this link:',
      '',
      url,
      '',
      `The link works once and expires in ${days} days. If you were not expecting this, you can ignore this e-mail.`,
    ].join('\n'),
  };
}
