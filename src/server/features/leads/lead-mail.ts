import { PROJECT_TYPE_LABELS } from '../../../shared/enums';
import type { ContactSubmissionInput } from '../../../shared/schemas/leads';
import type { MailMessage } from '../../integrations/mail';

export function newLeadMail(to: string, lead: ContactSubmissionInput, appUrl: string): MailMessage {
  const name = `${lead.firstName} ${lead.lastName}`;
  return {
    to,
    subject: `New enquiry from ${name} (${lead.company})`,
    text: [
      `${name} of ${lead.company} sent an enquiry through the website.`,
      '',
      `Project type: ${PROJECT_TYPE_LABELS[lead.projectType]}`,
      `Email: ${lead.email}`,
      '',
      lead.description,
      '',
      `Open it in Contact Leads: ${appUrl}/contact-submissions?q=${encodeURIComponent(lead.email)}`,
    ].join('\n'),
  };
}
