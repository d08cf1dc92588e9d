/** How a lead reads on screen: names, labels and the reply link (dates: lib/format). */
import type { PROJECT_TYPES } from '@shared/enums';
import type { Lead } from '@shared/schemas/leads';
import { msg } from '../../lib/i18n';
import { t } from '../../lib/messages/leads';
import { SITE_NAME } from '../../lib/use-document-title';

const PROJECT_TYPE_LABELS = {
  'custom-software': msg('leads.projectType.customSoftware'),
  saas: msg('leads.projectType.saas'),
  'mobile-app': msg('leads.projectType.mobileApp'),
  'web-design': msg('leads.projectType.webDesign'),
  consultation: msg('leads.projectType.consultation'),
} as const satisfies Record<(typeof PROJECT_TYPES)[number], string>;

export function leadFullName(lead: Pick<Lead, 'firstName' | 'lastName'>): string {
  return `${lead.firstName} ${lead.lastName}`.trim();
}

export function projectTypeLabel(projectType: string): string {
  const key = (PROJECT_TYPE_LABELS as Record<string, (typeof PROJECT_TYPE_LABELS)[keyof typeof PROJECT_TYPE_LABELS]>)[projectType];
  return key ? t(key) : projectType;
}

/** A reply by the staff member's own mail program, its subject in the language they read the portal in. */
export function replyMailto(email: string): string {
  return `mailto:${email}?subject=${encodeURIComponent(t('leads.reply.subject', { agency: SITE_NAME }))}`;
}

/**
 * The freshest copy of a lead: the list's after a refetch, or the one a mutation just returned while the list still
 * holds the old one.
 */
export function newerLead(fromList: Lead | undefined, fromMutation: Lead): Lead {
  if (!fromList) return fromMutation;
  return Date.parse(fromList.updatedAt) >= Date.parse(fromMutation.updatedAt) ? fromList : fromMutation;
}
