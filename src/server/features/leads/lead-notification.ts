import { PROJECT_TYPE_LABELS } from '@shared/enums';
import type { ContactSubmissionInput } from '@shared/schemas/leads';
import type { NotificationEvent } from '../../notifications/notify';

/** The new_lead notification: the bell shows the title, the e-mail carries the whole enquiry. */
export function newLeadNotification(lead: ContactSubmissionInput, leadId: string, roles: readonly string[]): NotificationEvent {
  const name = `${lead.firstName} ${lead.lastName}`;
  return {
    kind: 'new_lead',
    to: { roles },
    // A visitor of the public site: no user to leave out.
    actorId: null,
    title: `New enquiry from ${name} (${lead.company})`,
    body: `${name} of ${lead.company} sent an enquiry (${PROJECT_TYPE_LABELS[lead.projectType]}).`,
    link: `/contact-submissions?q=${encodeURIComponent(lead.email)}`,
    entityType: 'contact_submission',
    entityId: leadId,
    mailText: [
      `${name} of ${lead.company} sent an enquiry through the website.`,
      '',
      `Project type: ${PROJECT_TYPE_LABELS[lead.projectType]}`,
      `Email: ${lead.email}`,
      '',
      lead.description,
    ].join('\n'),
  };
}
