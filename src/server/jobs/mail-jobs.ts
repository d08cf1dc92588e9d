/**
 * Every e-mail the app sends is a job (docs/decisions/0031-background-jobs-in-the-database.md): enqueued in the
 * transaction of the change that causes it, sent by the runner, retried with backoff when the SMTP server fails.
 */
import type { NotificationKind } from '../../shared/schemas/notifications';
import { JOB_QUEUE_NAMES, type JobQueueName } from '../../shared/schemas/jobs';
import type { DbOrTx } from '../db/transaction';
import type { Mailer, MailMessage } from '../integrations/mail';
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
  budget_alert: 'email.budget-alert',
  timesheet_submitted: 'email.timesheet-submitted',
  timesheet_answered: 'email.timesheet-answered',
  quote_sent: 'email.quote-sent',
  quote_answered: 'email.quote-answered',
  payment_received: 'email.payment-received',
  webhook_disabled: 'email.webhook-disabled',
};

export function enqueueMail(jobs: JobQueue, db: DbOrTx, queue: JobQueueName, message: MailMessage): Promise<string> {
  return jobs.enqueue(db, queue, { ...message });
}

/**
 * A mail's Message-ID is its job's, the same on every attempt: should an attempt be repeated after the SMTP server
 * accepted it (a process killed between its answer and the job's completion), the receiving side can tell the copy.
 */
export const messageIdFor = (jobId: string, appUrl: string) => `<${jobId}@${new URL(appUrl).hostname}>`;

/** One sender for every queue whose job carries the whole message. */
export function mailHandlers(mailer: Mailer, appUrl: string): Record<JobQueueName, JobHandler> {
  const send: JobHandler = async (job) => {
    const message = job.data as unknown as MailMessage;
    await mailer.send({ to: message.to, subject: message.subject, text: message.text, messageId: messageIdFor(job.id, appUrl) });
  };
  return Object.fromEntries(JOB_QUEUE_NAMES.map((name) => [name, send])) as Record<JobQueueName, JobHandler>;
}
