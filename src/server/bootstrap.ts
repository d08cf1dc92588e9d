/** Builds everything the app needs from the environment. Shared by the server's start-up and the tests. */
import path from 'node:path';
import { createAuth } from './auth/auth';
import { DEFAULT_RATE_LIMITS, type RateLimits } from './auth/rate-limit';
import type { Database } from './db/client';
import type { AppDeps } from './context';
import type { Env } from './env';
import { createMailer, type Mailer } from './integrations/mail';
import { createPayments, type Payments } from './integrations/payments';
import { createLogger, type Logger } from './log';

export function outboxDir(env: Env): string {
  return path.resolve(env.DATA_DIR, 'outbox');
}

export function buildDeps(
  env: Env,
  database: Database,
  overrides: { log?: Logger; mailer?: Mailer; payments?: Payments; rateLimits?: RateLimits; webRoot?: string } = {},
): AppDeps {
  const log = overrides.log ?? createLogger(env.LOG_LEVEL);
  const mailer = overrides.mailer ?? createMailer({ smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, outboxDir: outboxDir(env), log });
  const payments =
    overrides.payments ??
    createPayments({ secretKey: env.STRIPE_SECRET_KEY, webhookSecret: env.STRIPE_WEBHOOK_SECRET, apiBase: env.STRIPE_API_BASE });
  const auth = createAuth({ db: database.db, env, mailer });
  return { database, env, mailer, payments, auth, log, rateLimits: overrides.rateLimits ?? {
      ...DEFAULT_RATE_LIMITS,
      signInPerIp: { ...DEFAULT_RATE_LIMITS.signInPerIp, max: env.SIGN_IN_LIMIT_PER_IP },
      signInPerAccount: { ...DEFAULT_RATE_LIMITS.signInPerAccount, max: env.SIGN_IN_LIMIT_PER_ACCOUNT },
      contactPerIp: { ...DEFAULT_RATE_LIMITS.contactPerIp, max: env.CONTACT_LIMIT_PER_IP },
    }, webRoot: overrides.webRoot };
}
