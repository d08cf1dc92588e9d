/** Environment, validated once at boot: a missing or malformed setting stops start-up with a sentence saying which. */
import { z } from 'zod';
import { DEFAULT_INVOICE_PREFIX } from '../shared/schemas/billing';

const bool = z.enum(['true', 'false', '1', '0', 'yes', 'no']).transform((v) => v === 'true' || v === '1' || v === 'yes');

const DEV_SECRET = 'dev-only-secret-change-me-in-production-0123456789';

const EnvSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    // Unset: every interface in production, this machine only otherwise (see the check below).
    HOST: z.string().min(1).optional(),
    // Development or test mode on a network address: its public demo secret and private webhook targets, knowingly.
    ALLOW_DEV_ON_NETWORK: bool.default(false),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
    DATA_DIR: z.string().min(1).default('./data'),
    APP_URL: z.url().optional(),
    AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
      .optional(),
    MAIL_FROM: z.string().min(3).default('Northwind Studio <no-reply@northwind.test>'),
    // Where replies to the portal's e-mails go; without it, the agency's e-mail from Settings > Billing, if set.
    MAIL_REPLY_TO: z.email('must be an e-mail address').optional(),
    // Replies by e-mail (docs/decisions/0112-replies-by-e-mail.md): the address whose plus-addresses
    // (replies+<token>@agency.test) reach the mailbox IMAP_URL reads (imaps://user:password@host/INBOX). Both or neither.
    INBOUND_MAIL_ADDRESS: z.email('must be an e-mail address like replies@agency.com').optional(),
    IMAP_URL: z
      .string()
      .regex(/^imaps?:\/\/[^/]+/, 'must look like imaps://user:password@host:993/INBOX')
      .optional(),
    // How often the mailbox is looked at besides IDLE's own news (a fallback for servers whose IDLE drops quietly).
    IMAP_POLL_SECONDS: z.coerce.number().min(0.5).max(3600).default(60),
    // The hour (UTC) from which each day's digest goes to those who chose one.
    DIGEST_HOUR_UTC: z.coerce.number().int().min(0).max(23).default(7),
    STRIPE_SECRET_KEY: z.string().min(1).optional(),
    STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
    // Only for tests and local fakes: where the Stripe SDK sends its requests (default https://api.stripe.com).
    STRIPE_API_BASE: z.url().optional(),
    // The agency's invoice numbers: this prefix, then one sequence ('INV-0021'); see decision 0024.
    INVOICE_NUMBER_PREFIX: z
      .string()
      .regex(/^[A-Za-z0-9][A-Za-z0-9_./-]{0,11}$/, 'must be 1 to 12 letters, digits or - _ . / (starting with a letter or digit)')
      .default(DEFAULT_INVOICE_PREFIX),
    DEMO_PASSWORD: z.string().min(8, 'must be at least 8 characters').default('demo-password'),
    SEED_DEMO: bool.optional(),
    TRUST_PROXY: bool.default(false),
    // Origins, besides APP_URL's and the address a request was sent to, whose pages may post here (comma-separated).
    TRUSTED_ORIGINS: z
      .string()
      .transform((value, ctx) => {
        const origins: string[] = [];
        for (const item of value
          .split(',')
          .map((v) => v.trim())
          .filter(Boolean)) {
          const parsed = URL.canParse(item) ? new URL(item) : null;
          if (!parsed || !['http:', 'https:'].includes(parsed.protocol) || parsed.origin !== item.replace(/\/$/, '')) {
            ctx.addIssue({ code: 'custom', message: `must be comma-separated origins like https://portal.example.com (not "${item}")` });
            return z.NEVER;
          }
          origins.push(parsed.origin);
        }
        return origins;
      })
      .default([]),
    SIGN_IN_LIMIT_PER_IP: z.coerce.number().int().positive().default(30),
    SIGN_IN_LIMIT_PER_ACCOUNT: z.coerce.number().int().positive().default(10),
    CONTACT_LIMIT_PER_IP: z.coerce.number().int().positive().default(5),
    // Requests a minute one API key may make (docs/decisions/0059-api-keys.md).
    API_KEY_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(600),
    // How long a SIGTERM waits for requests in flight before closing their connections anyway.
    SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
    LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
    // Background jobs (docs/decisions/0031-background-jobs-in-the-database.md): how often a runner looks for due
    // retries, the first retry's delay (doubling after), and how long an attempt may run before another takes it.
    // Tests and the soak shorten them; production keeps the defaults.
    JOBS_POLL_SECONDS: z.coerce.number().min(0.5).max(60).default(2),
    JOBS_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
    JOBS_RETRY_LIMIT: z.coerce.number().int().min(0).max(50).default(10),
    JOBS_EXPIRE_SECONDS: z.coerce.number().int().min(5).max(3600).default(120),
    JOBS_SUPERVISE_SECONDS: z.coerce.number().int().min(1).max(600).default(30),
    // How often each process looks for time-driven billing work (recurring invoices, reminders, expiring quotes).
    SCHEDULER_INTERVAL_SECONDS: z.coerce.number().min(1).max(3600).default(60),
    // Live updates (docs/decisions/0040-live-updates.md): how often every open event stream gets a heartbeat and is
    // checked again (session still valid, the projects of an assigned scope). Tests shorten it.
    LIVE_HEARTBEAT_SECONDS: z.coerce.number().min(0.1).max(60).default(25),
    // Shared files (docs/decisions/0039-shared-files.md): in DATA_DIR/files, or in this S3-compatible bucket when set.
    S3_BUCKET: z.string().min(3, 'must be a bucket name').optional(),
    // Another S3-compatible service (MinIO, R2, ...); unset means AWS S3 itself.
    S3_ENDPOINT: z.url().optional(),
    S3_REGION: z.string().min(1).default('us-east-1'),
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    // Bucket in the path (https://host/bucket/key) rather than the host name; most self-hosted services need it.
    S3_FORCE_PATH_STYLE: bool.default(false),
    // Outgoing webhooks (docs/decisions/0060-outgoing-webhooks.md): may they go to private, loopback or link-local
    // addresses (a receiver on this machine or network)? Off by default in production, on elsewhere.
    WEBHOOKS_ALLOW_PRIVATE_TARGETS: bool.optional(),
    // Sign-in with an OpenID Connect provider (docs/decisions/0063-sign-in-with-openid-connect.md): its issuer
    // (https://accounts.google.com for Google), this portal's client at that provider, the e-mail domains whose
    // verified staff may create their own account (comma-separated, none by default) and the button's name.
    OIDC_ISSUER: z.url().optional(),
    OIDC_CLIENT_ID: z.string().min(1).optional(),
    OIDC_CLIENT_SECRET: z.string().min(1).optional(),
    OIDC_ALLOWED_DOMAINS: z
      .string()
      .transform((value, ctx) => {
        const domains = value
          .split(',')
          .map((v) => v.trim().toLowerCase().replace(/^@/, ''))
          .filter(Boolean);
        const bad = domains.find((d) => !/^[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(d));
        if (bad) {
          ctx.addIssue({ code: 'custom', message: `must be comma-separated e-mail domains like agency.com (not "${bad}")` });
          return z.NEVER;
        }
        return domains;
      })
      .default([]),
    OIDC_BUTTON_LABEL: z.string().min(1).max(40).default('single sign-on'),
    // GET /metrics for Prometheus (docs/decisions/0078-metrics-and-tracing.md): off unless set, then only for
    // `Authorization: Bearer <this token>`.
    METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
    // Traces sent to this OTLP/HTTP collector (e.g. http://otel-collector:4318); read by telemetry.ts before the rest of
    // the app loads, checked here like every other setting.
    OTEL_EXPORTER_OTLP_ENDPOINT: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional(),
  })
  .transform((env) => ({
    ...env,
    HOST: env.HOST ?? (env.NODE_ENV === 'production' ? '0.0.0.0' : '127.0.0.1'),
    APP_URL: (env.APP_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    // Demo data only ever on development machines; production starts empty (npm run create-admin).
    SEED_DEMO: env.NODE_ENV === 'production' ? false : (env.SEED_DEMO ?? true),
    WEBHOOKS_ALLOW_PRIVATE_TARGETS: env.WEBHOOKS_ALLOW_PRIVATE_TARGETS ?? env.NODE_ENV !== 'production',
  }))
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === 'production' && !env.AUTH_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['AUTH_SECRET'], message: 'is required when NODE_ENV=production' });
    }
    // Outside production the session secret may be the public development one and webhooks may reach private
    // addresses: fine on this machine, not for anyone on the network.
    if (env.NODE_ENV !== 'production' && !isLoopback(env.HOST) && !env.ALLOW_DEV_ON_NETWORK) {
      ctx.addIssue({
        code: 'custom',
        path: ['HOST'],
        message:
          `${env.HOST} is reachable from the network, but NODE_ENV is ${env.NODE_ENV}: set NODE_ENV=production (with AUTH_SECRET) ` +
          'to serve others, leave HOST unset to listen on this machine only, or set ALLOW_DEV_ON_NETWORK=true if you mean it',
      });
    }
    if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
      ctx.addIssue({ code: 'custom', path: ['S3_SECRET_ACCESS_KEY'], message: 'and S3_ACCESS_KEY_ID are set together or not at all' });
    }
    if (Boolean(env.INBOUND_MAIL_ADDRESS) !== Boolean(env.IMAP_URL)) {
      ctx.addIssue({ code: 'custom', path: ['INBOUND_MAIL_ADDRESS'], message: 'and IMAP_URL are set together or not at all' });
    }
    const oidc = [env.OIDC_ISSUER, env.OIDC_CLIENT_ID, env.OIDC_CLIENT_SECRET];
    if (oidc.some(Boolean) && !oidc.every(Boolean)) {
      ctx.addIssue({
        code: 'custom',
        path: ['OIDC_ISSUER'],
        message: 'is set together with OIDC_CLIENT_ID and OIDC_CLIENT_SECRET, or none of them is',
      });
    }
  })
  .transform((env) => ({ ...env, AUTH_SECRET: env.AUTH_SECRET ?? DEV_SECRET }));

export type Env = z.infer<typeof EnvSchema>;

/** An address only this machine can reach: localhost, 127.0.0.0/8 or ::1 (also as an IPv4-mapped IPv6 address). */
export function isLoopback(host: string): boolean {
  const h = host.toLowerCase().replace(/^\[|\]$/g, '');
  return h === 'localhost' || h === '::1' || /^(::ffff:)?127(\.\d{1,3}){3}$/.test(h);
}

/** True when the server runs in development or test mode where others could reach it (ALLOW_DEV_ON_NETWORK). */
export const devOnNetwork = (env: Env) => env.NODE_ENV !== 'production' && !isLoopback(env.HOST);

export class EnvError extends Error {}

export function readEnv(source: Record<string, string | undefined> = process.env): Env {
  // Empty strings mean "not set", as in most .env files.
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = EnvSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.') || 'environment'} ${i.message}`);
    throw new EnvError(`Invalid configuration: ${lines.join('; ')}.`);
  }
  return parsed.data;
}
