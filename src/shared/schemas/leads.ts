/** The public contact form and the Contact Leads screen's operations. */
import { z } from 'zod';
import { LEAD_STATUSES, PROJECT_TYPES } from '../enums';
import { ListQuery } from './list';

const required = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

export const ContactSubmissionInput = z.strictObject({
  firstName: required('First name', 100),
  lastName: required('Last name', 100),
  email: required('Email', 254).pipe(z.email('Enter a valid email address')).transform((v) => v.toLowerCase()),
  company: required('Company', 200),
  projectType: z.enum(PROJECT_TYPES, { error: 'Choose a project type' }),
  description: required('Project description', 5000),
  /** Honeypot: hidden from people, filled in by bots. Anything in it means the message is dropped quietly. */
  website: z.string().max(500).optional(),
});
export type ContactSubmissionInput = z.infer<typeof ContactSubmissionInput>;

export const LeadListQuery = ListQuery.extend({
  status: z.enum(LEAD_STATUSES, { error: 'Unknown status' }).optional(),
});
export type LeadListQuery = z.infer<typeof LeadListQuery>;

export const UpdateLeadInput = z.strictObject({
  status: z.enum(LEAD_STATUSES, { error: 'Unknown status' }),
});
export type UpdateLeadInput = z.infer<typeof UpdateLeadInput>;

export interface Lead {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  company: string;
  projectType: (typeof PROJECT_TYPES)[number];
  description: string;
  status: (typeof LEAD_STATUSES)[number];
  clientId: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface LeadList {
  items: Lead[];
  total: number;
  page: number;
  pageSize: number;
  /** Counts per status over the whole (unfiltered) list. */
  stats: Record<(typeof LEAD_STATUSES)[number] | 'total', number>;
}
