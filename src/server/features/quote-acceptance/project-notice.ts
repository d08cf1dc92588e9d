/**
 * The client's notice that the work of a quote they signed exists (decision 0108): the bell and the e-mail, as each of
 * the company's users chose for `project_created`. The deposit invoice tells of itself when it is issued
 * (`invoice_created`, billing's invoice-notice.ts).
 */
import type { NotificationEvent } from '../../notifications/notify';

export function projectCreatedNotice(
  actorId: string,
  quote: { clientId: string | null; quoteNumber: string | null },
  project: { id: string; name: string },
): NotificationEvent {
  return {
    kind: 'project_created',
    to: { clientId: quote.clientId! },
    actorId,
    words: ({ t }) => ({
      title: t('mail.projectCreated.title', { project: project.name }),
      body: t('mail.projectCreated.body', { quote: quote.quoteNumber ?? '' }).replace('  ', ' '),
    }),
    link: `/projects/${project.id}`,
    entityType: 'project',
    entityId: project.id,
  };
}
