/** How a lead reads on screen: names, labels and the reply link (dates: lib/format). */
import { PROJECT_TYPE_LABELS } from '@shared/enums';
import type { Lead } from '@shared/schemas/leads';

export const REPLY_SUBJECT = 'Re: your enquiry to Northwind Studio';

export function leadFullName(lead: Pick<Lead, 'firstName' | 'lastName'>): string {
  return `${lead.firstName} ${lead.lastName}`.trim();
}

export function projectTypeLabel(projectType: string): string {
  return (PROJECT_TYPE_LABELS as Record<string, string>)[projectType] ?? projectType;
}

export function replyMailto(email: string): string {
  return `mailto:${email}?subject=${encodeURIComponent(REPLY_SUBJECT)}`;
}

/**
 * The freshest copy of a lead: the list's after a refetch, or the one a mutation just returned while the list still
 * holds the old one.
 */
export function newerLead(fromList: Lead | undefined, fromMutation: Lead): Lead {
  if (!fromList) return fromMutation;
  return Date.parse(fromList.updatedAt) >= Date.parse(fromMutation.updatedAt) ? fromList : fromMutation;
}
