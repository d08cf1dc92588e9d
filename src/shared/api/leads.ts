/** The website's contact form and the Contact Leads screen (docs/product.md, Contact leads). */
import {
  ContactSubmissionInput,
  ContactSubmissionReceived,
  ConvertedLead,
  Lead,
  LeadList,
  LeadListQuery,
  UpdateLeadInput,
} from '../schemas/leads';
import { EMPTY, endpoint, fileOf } from './endpoint';

const tag = 'Leads';

export const leadsApi = {
  submit: endpoint({
    method: 'post',
    path: '/contact-submissions',
    tag,
    summary: "Send the website's contact form",
    description:
      'No session needed. Limited per address (429 with Retry-After). `website` is a honeypot: filled, the message is dropped and the answer is the same.',
    access: 'public',
    body: ContactSubmissionInput,
    reply: ContactSubmissionReceived,
    status: 201,
    errors: { 429: 'Too many messages from this address: wait `Retry-After` seconds.' },
  }),
  list: endpoint({
    method: 'get',
    path: '/contact-submissions',
    tag,
    summary: 'List contact leads',
    description: 'A page of leads with the filters applied, and the counts per status over all leads.',
    access: 'leads.view',
    query: LeadListQuery,
    reply: LeadList,
  }),
  exportCsv: endpoint({
    method: 'get',
    path: '/contact-submissions/export.csv',
    tag,
    summary: 'Export contact leads as CSV',
    description: 'Every lead the list would show with the same search and status (no paging), UTF-8 with a byte-order mark.',
    access: 'leads.view',
    query: LeadListQuery,
    reply: fileOf('text/csv'),
  }),
  update: endpoint({
    method: 'patch',
    path: '/contact-submissions/{id}',
    tag,
    summary: "Change a lead's status",
    access: 'leads.manage',
    body: UpdateLeadInput,
    reply: Lead,
  }),
  remove: endpoint({
    method: 'delete',
    path: '/contact-submissions/{id}',
    tag,
    summary: 'Delete a lead',
    access: 'leads.manage',
    reply: EMPTY,
  }),
  convert: endpoint({
    method: 'post',
    path: '/contact-submissions/{id}/convert',
    tag,
    summary: 'Convert a lead into a prospect client',
    description: 'Once per lead: 409 when it was converted already.',
    access: 'leads.manage',
    reply: ConvertedLead,
    status: 201,
  }),
};
