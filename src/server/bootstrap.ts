/** Builds everything the app needs from the environment. Shared by the server's start-up and the tests. */
import path from 'node:path';
import { createAuth } from './auth/auth';
import { DEFAULT_RATE_LIMITS, type RateLimits } from './auth/rate-limit';
import type { Database } from './db/client';
import type { AppDeps } from './context';
import type { Env } from './env';
import { readAgencyRow } from './documents/document-agency';
import { createMailer, type Mailer } from './integrations/mail';
import { createFileStore, type FileStore } from './files';
import { fileRemovalHandler, startRemovalSweep } from './files/removals';
import { createJobQueue } from './jobs/job-queue';
import { createLiveHub } from './live/hub';
import { mailHandlers, type AttachmentRenderer } from './jobs/mail-jobs';
import { passwordResetHandler } from './auth/password-reset-request';
import { paymentReminderHandler } from './jobs/payment-reminder';
import { webhookDeliveryHandler } from './webhooks/deliver';
import { createPayments, type Payments } from './integrations/payments';
import { createLogger, type Logger } from './log';

export function outboxDir(env: Env): string {
  return path.resolve(env.DATA_DIR, 'outbox');
}

/** Replies go to MAIL_REPLY_TO, else to the agency's e-mail (Settings > Billing), read at each send so a change applies at once. */
export function mailReplyTo(env: Env, database: Database): () => Promise<string | null> {
  if (env.MAIL_REPLY_TO) {
    const address = env.MAIL_REPLY_TO;
    return () => Promise.resolve(address);
  }
  return async () => (await readAgencyRow(database.db)).email;
}

export function buildDeps(
  env: Env,
  database: Database,
  overrides: { log?: Logger; mailer?: Mailer; payments?: Payments; rateLimits?: RateLimits; webRoot?: string; files?: FileStore } = {},
): AppDeps {
  const log = overrides.log ?? createLogger(env.LOG_LEVEL);
  const mailer =
    overrides.mailer ??
    createMailer({ smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, outboxDir: outboxDir(env), log, replyTo: mailReplyTo(env, database) });
  const payments =
    overrides.payments ??
    createPayments({ secretKey: env.STRIPE_SECRET_KEY, webhookSecret: env.STRIPE_WEBHOOK_SECRET, apiBase: env.STRIPE_API_BASE });
  const jobs = createJobQueue(database, log, {
    pollSeconds: env.JOBS_POLL_SECONDS,
    retryDelaySeconds: env.JOBS_RETRY_DELAY_SECONDS,
    retryLimit: env.JOBS_RETRY_LIMIT,
    expireSeconds: env.JOBS_EXPIRE_SECONDS,
    superviseSeconds: env.JOBS_SUPERVISE_SECONDS,
  });
  const auth = createAuth({ db: database.db, env });
  const files = overrides.files ?? createFileStore(env);
  const live = createLiveHub(database, log);
  return {
    database,
    env,
    mailer,
    jobs,
    live,
    payments,
    files,
    auth,
    log,
    rateLimits: overrides.rateLimits ?? {
      ...DEFAULT_RATE_LIMITS,
      signInPerIp: { ...DEFAULT_RATE_LIMITS.signInPerIp, max: env.SIGN_IN_LIMIT_PER_IP },
      signInPerAccount: { ...DEFAULT_RATE_LIMITS.signInPerAccount, max: env.SIGN_IN_LIMIT_PER_ACCOUNT },
      contactPerIp: { ...DEFAULT_RATE_LIMITS.contactPerIp, max: env.CONTACT_LIMIT_PER_IP },
      apiKeyPerUser: { ...DEFAULT_RATE_LIMITS.apiKeyPerUser, max: env.API_KEY_RATE_LIMIT_PER_MINUTE },
    },
    webRoot: overrides.webRoot,
  };
}

/**
 * Opens the job queue and starts this process's runner, which sends the queued e-mails through `mailer`, with the
 * documents they name rendered by `renderAttachment` (the app layer's `mailAttachments`, which knows the features).
 */
export async function startJobRunner(
  deps: Pick<AppDeps, 'jobs' | 'mailer' | 'env' | 'database' | 'files' | 'log'>,
  renderAttachment: AttachmentRenderer,
): Promise<void> {
  await deps.jobs.start({
    ...mailHandlers(deps.mailer, deps.env.APP_URL, renderAttachment),
    'email.password-reset': passwordResetHandler(deps),
    // A reminder's job carries only its id: the invoice is read again when it is sent (decision 0058).
    'email.payment-reminder': paymentReminderHandler(deps),
    'files.remove': fileRemovalHandler(deps.database.db, deps.files),
    // Each attempt of a webhook delivery; it schedules its own retries (decision 0060).
    'webhooks.deliver': webhookDeliveryHandler(deps),
  });
  // Objects of files deleted by a record's cascade (no files route involved) are found by this sweep.
  startRemovalSweep(deps.database.db, deps.jobs, deps.log);
}
