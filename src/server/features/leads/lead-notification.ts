import type { PROJECT_TYPES } from '@shared/enums';
import type { ContactSubmissionInput } from '@shared/schemas/leads';
import type { NotificationEvent } from '../../notifications/notify';

/** The project types by the names the visitor chose from on the contact form, in each reader's language. */
const PROJECT_TYPE_KEYS: Record<(typeof PROJECT_TYPES)[number], string> = {
  'custom-software': 'landing.projectType.customSoftware',
  saas: 'landing.projectType.saas',
  'mobile-app': 'landing.projectType.mobileApp',
  'web-design': 'landing.projectType.webDesign',
  consultation: 'landing.projectType.consultation',
};

/** The new_lead notification: the bell shows the title, the e-mail carries the whole enquiry. */
export function newLeadNotification(lead: ContactSubmissionInput, leadId: string, roles: readonly string[]): NotificationEvent {
  const name = `${lead.firstName} ${lead.lastName}`;
  return {
    kind: 'new_lead',
    to: { roles },
    // A visitor of the public site: no user to leave out.
    actorId: null,
    words: ({ t }) => {
      const values = { name, company: lead.company, projectType: t(PROJECT_TYPE_KEYS[lead.projectType]), email: lead.email };
      return {
        title: t('mail.newLead.title', values),
        body: t('mail.newLead.body', values),
        text: [
          t('mail.newLead.intro', values),
          '',
          t('mail.newLead.projectType', values),
          t('mail.newLead.email', values),
          '',
          lead.description,
        ].join('\n'),
      };
    },
    link: `/contact-submissions?q=${encodeURIComponent(lead.email)}`,
    entityType: 'contact_submission',
    entityId: leadId,
  };
}
