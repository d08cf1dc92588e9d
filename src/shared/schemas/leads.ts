/** The public contact form and the Contact Leads screen's operations. */
import { z } from 'zod';
import { LEAD_STATUSES, PROJECT_TYPES } from '../enums';
import type { LeadCan } from '../policies/leads';
import { requiredText, singleLine } from './fields';
import { ListQuery } from './list';
import { NamedRef, pageOf, PersonRef, timestamps } from './refs';

export const ContactSubmissionInput = z.strictObject({
  firstName: singleLine('validation.label.firstName', 100),
  lastName: singleLine('validation.label.lastName', 100),
  email: requiredText('validation.label.email', 254)
    .pipe(z.email('validation.common.enterValidEmailAddress'))
    .transform((v) => v.toLowerCase()),
  company: singleLine('validation.label.company', 200),
  projectType: z.enum(PROJECT_TYPES, { error: 'validation.leads.chooseProjectType' }),
  description: requiredText('validation.label.projectDescription', 5000),
  /** Honeypot: hidden from people, filled in by bots. Anything in it means the message is dropped quietly. */
  website: z.string().max(500).optional(),
});
export type ContactSubmissionInput = z.infer<typeof ContactSubmissionInput>;

export const LeadListQuery = ListQuery.extend({ status: z.enum(LEAD_STATUSES, { error: 'validation.common.unknownStatus' }).optional() });
export type LeadListQuery = z.infer<typeof LeadListQuery>;

export const UpdateLeadInput = z.strictObject({ status: z.enum(LEAD_STATUSES, { error: 'validation.common.unknownStatus' }) });
export type UpdateLeadInput = z.infer<typeof UpdateLeadInput>;

export const Lead = z
  .object({
    ...PersonRef.shape,
    email: z.string(),
    company: z.string(),
    projectType: z.enum(PROJECT_TYPES),
    description: z.string(),
    status: z.enum(LEAD_STATUSES),
    clientId: z.string().nullable(),
    ...timestamps,
    /** What the caller may do with it, from the shared policy (src/shared/policies/leads.ts). */
    can: z.object({ edit: z.boolean(), delete: z.boolean(), convert: z.boolean() }) satisfies z.ZodType<LeadCan>,
  })
  .meta({ id: 'Lead' });
export type Lead = z.infer<typeof Lead>;

export const LeadList = pageOf(Lead).extend({
  /** Counts per status over the whole (unfiltered) list. */
  stats: z.record(z.enum([...LEAD_STATUSES, 'total']), z.number().int()),
});
export type LeadList = z.infer<typeof LeadList>;

/** Converting a lead answers the prospect client it made and the lead, now linked to it. */
export const ConvertedLead = z.object({ client: NamedRef, lead: Lead });
export type ConvertedLead = z.infer<typeof ConvertedLead>;

/** The contact form's answer: the same whether the message was kept or dropped as spam. */
export const ContactSubmissionReceived = z.object({ ok: z.literal(true) });
export type ContactSubmissionReceived = z.infer<typeof ContactSubmissionReceived>;
