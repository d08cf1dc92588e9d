/**
 * Every e-mail the app sends is a job (docs/decisions/0031-background-jobs-in-the-database.md): enqueued in the
 * transaction of the change that causes it, sent by the runner, retried with backoff when the SMTP server fails.
 */
import type { Currency } from '../../shared/enums';
import type { NotificationKind } from '../../shared/schemas/notifications';
import { JOB_QUEUE_NAMES, type JobQueueName } from '../../shared/schemas/jobs';
import type { DbOrTx } from '../db/transaction';
import type { Mailer, MailFile, MailMessage } from '../integrations/mail';
import type { JobHandler, JobQueue } from './job-queue';

export const NOTIFICATION_QUEUES: Record<NotificationKind, JobQueueName> = {
  task_assigned: 'email.task-assigned',
  task_comment: 'email.task-comment',
  new_lead: 'email.new-lead',
  invoice_created: 'email.invoice-created',
  milestone_completed: 'email.milestone-completed',
  approval_requested: 'email.approval-requested',
  approval_answered: 'email.approval-answered',
  project_message: 'email.project-message',
  client_request: 'email.client-request',
  request_answered: 'email.request-answered',
  request_message: 'email.request-message',
  budget_alert: 'email.budget-alert',
  timesheet_submitted: 'email.timesheet-submitted',
  timesheet_answered: 'email.timesheet-answered',
  quote_sent: 'email.quote-sent',
  quote_answered: 'email.quote-answered',
  project_created: 'email.project-created',
  payment_received: 'email.payment-received',
  webhook_disabled: 'email.webhook-disabled',
  colleague_changed: 'email.colleague-changed',
};

/**
 * A document sent with a mail, named by kind and id: the job row stays small, and the PDF is rendered when the job runs,
 * so it survives retries and restarts like the rest of the job (a receipt is one payment's, the payment: its id).
 */
export type MailAttachmentRef =
  | { kind: 'invoice' | 'credit_note' | 'receipt'; id: string }
  /** A client's statement (the client's id) of a period in one currency, as it stands when the mail is sent. */
  | { kind: 'statement'; id: string; from: string; to: string; currency: Currency };

/** What a mail job carries: the message, and the documents to render and attach when it is sent. */
export interface MailJob extends Omit<MailMessage, 'files' | 'messageId'> {
  attachments?: MailAttachmentRef[];
}

/** Renders one attached document when its mail is sent; throws when it cannot (the job is then retried). */
export type AttachmentRenderer = (ref: MailAttachmentRef) => Promise<MailFile>;

export function enqueueMail(jobs: JobQueue, db: DbOrTx, queue: JobQueueName, message: MailJob): Promise<string> {
  return jobs.enqueue(db, queue, { ...message });
}

/**
 * A mail's Message-ID is its job's, the same on every attempt: should an attempt be repeated after the SMTP server
 * accepted it (a process killed between its answer and the job's completion), the receiving side can tell the copy.
 */
export const messageIdFor = (jobId: string, appUrl: string) => `<${jobId}@${new URL(appUrl).hostname}>`;

/** One sender for every queue whose job carries the whole message; its documents are rendered as it is sent. */
export function mailHandlers(mailer: Mailer, appUrl: string, render: AttachmentRenderer): Record<JobQueueName, JobHandler> {
  const send: JobHandler = async (job) => {
    const message = job.data as unknown as MailJob;
    const files = await Promise.all((message.attachments ?? []).map(render));
    await mailer.send({
      to: message.to,
      subject: message.subject,
      text: message.text,
      messageId: messageIdFor(job.id, appUrl),
      ...(message.replyTo ? { replyTo: message.replyTo } : {}),
      ...(message.headers ? { headers: message.headers } : {}),
      ...(message.language ? { language: message.language } : {}),
      ...(files.length ? { files } : {}),
    });
  };
  return Object.fromEntries(JOB_QUEUE_NAMES.map((name) => [name, send])) as Record<JobQueueName, JobHandler>;
}
