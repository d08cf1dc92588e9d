/** Settings > Background jobs: the queues in words, the list's query and rows (docs/product.md, Background jobs). */
import { z } from 'zod';
import { ListQuery } from './list';
import { pageOf } from './refs';
import { keysOf } from '../keys-of';

/** Every queue, named for what its jobs do: one per kind of e-mail the app sends, and the scheduled billing work. */
export const JOB_QUEUES = {
  'email.task-assigned': 'E-mail: task assigned',
  'email.task-comment': 'E-mail: comment on a task',
  'email.new-lead': 'E-mail: new lead',
  'email.invoice-created': 'E-mail: invoice created',
  'email.milestone-completed': 'E-mail: milestone completed',
  'email.approval-requested': 'E-mail: milestone awaiting approval',
  'email.approval-answered': 'E-mail: milestone approval answered',
  'email.project-message': 'E-mail: project message',
  'email.client-request': 'E-mail: client request',
  'email.request-answered': 'E-mail: request answered',
  'email.request-message': 'E-mail: new message on a request',
  'email.budget-alert': 'E-mail: project budget warning',
  'email.timesheet-submitted': 'E-mail: timesheet submitted',
  'email.timesheet-answered': 'E-mail: timesheet approved or returned',
  'email.invoice': 'E-mail: invoice to a client',
  'email.quote-sent': 'E-mail: new quote',
  'email.quote-answered': 'E-mail: quote accepted or declined',
  'email.project-created': 'E-mail: project set up from a signed quote',
  'email.payment-received': 'E-mail: payment received',
  'email.quote': 'E-mail: quote to a client',
  'email.payment-reminder': 'E-mail: payment reminder',
  'email.credit-note': 'E-mail: credit note to a client',
  'email.receipt': 'E-mail: payment receipt to a client',
  'email.statement': 'E-mail: statement to a client',
  'billing.recurring-period': 'Recurring invoices: invoice a period',
  'email.invitation': 'E-mail: invitation',
  'email.password-reset': 'E-mail: password reset',
  'files.remove': 'Shared files: remove deleted files from storage',
  'email.webhook-disabled': 'E-mail: webhook disabled',
  'email.colleague-changed': 'E-mail: a client changed its contacts',
  'webhooks.deliver': 'Webhooks: deliver an event to an endpoint',
  'email.inbound-answer': 'E-mail: why a reply by e-mail was not posted',
  'email.digest': 'E-mail: daily digest',
} as const;
export type JobQueueName = keyof typeof JOB_QUEUES;
export const JOB_QUEUE_NAMES: JobQueueName[] = keysOf(JOB_QUEUES);

/** What the screen lists: jobs still to be sent (waiting, being tried, to be retried) and failed ones. */
export const JOB_LIST_STATES = ['pending', 'failed'] as const;
export type JobListState = (typeof JOB_LIST_STATES)[number];

export const JobListQuery = ListQuery.omit({ q: true }).extend({
  state: z.enum(JOB_LIST_STATES, { error: 'validation.jobs.statePendingFailed' }).optional(),
});
export type JobListQuery = z.infer<typeof JobListQuery>;

export const JobDto = z
  .object({
    id: z.string(),
    queue: z.enum(Object.keys(JOB_QUEUES) as [JobQueueName, ...JobQueueName[]]),
    /** The queue in words, e.g. "E-mail: task assigned". */
    queueLabel: z.string(),
    state: z.enum(JOB_LIST_STATES),
    /** Who the e-mail is for. */
    recipient: z.string().nullable(),
    /** Attempts made so far, and how many it gets before it is failed. */
    attempts: z.number().int(),
    maxAttempts: z.number().int(),
    lastError: z.string().nullable(),
    /** When it will be tried (next); null for a failed job, which waits for Retry, and for one being sent now. */
    nextTryAt: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'Job' });
export type JobDto = z.infer<typeof JobDto>;

export const JobList = pageOf(JobDto);
export type JobList = z.infer<typeof JobList>;
