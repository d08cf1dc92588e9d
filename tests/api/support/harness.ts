/** An in-process app on a fresh database, with helpers to call it as a browser would (cookies, Origin). */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { createApp, mailAttachments } from '@server/app';
import { DEFAULT_RATE_LIMITS, type RateLimits } from '@server/auth/rate-limit';
import { buildDeps, startJobRunner } from '@server/bootstrap';
import { queryRows } from '@server/db/client';
import { readEnv } from '@server/env';
import { observeCheckedReplies } from '@server/openapi/reply-check';
import type { Mailer } from '@server/integrations/mail';
import { replyRecorder } from './reply-coverage';
import { DEMO_PASSWORD, freshDatabase, type TestDatabase } from './test-database';

// Which described replies this file's requests reach (reply-coverage.ts).
observeCheckedReplies(replyRecorder());

export const APP_URL = 'http://localhost:3000';
export { DEMO_PASSWORD };

export const DEMO_ACCOUNTS = {
  super_admin: 'super_admin@demo.test',
  admin: 'admin@demo.test',
  manager: 'manager@demo.test',
  developer: 'developer@demo.test',
  designer: 'designer@demo.test',
  support: 'support@demo.test',
  client_primary: 'client_primary@demo.test',
  client_additional: 'client_additional@demo.test',
} as const;
export type DemoRole = keyof typeof DEMO_ACCOUNTS;

export interface TestApp extends Awaited<ReturnType<typeof createTestApp>> {}

/** `database`: run on this one (disposed by close()) instead of a fresh copy of the seeded demo. */
export async function createTestApp(
  options: { rateLimits?: Partial<RateLimits>; mailer?: Mailer; env?: Record<string, string>; database?: TestDatabase } = {},
) {
  const database = options.database ?? (await freshDatabase());
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-test-'));
  const env = readEnv({ NODE_ENV: 'test', DATA_DIR: dataDir, APP_URL, LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent', ...options.env });
  const deps = buildDeps(env, database, { mailer: options.mailer, rateLimits: { ...DEFAULT_RATE_LIMITS, ...options.rateLimits } });
  // As in the server: the queue is open and this app sends the e-mails it enqueues (new ones at once, by notice).
  await startJobRunner(deps, mailAttachments(deps));
  const app = createApp(deps);

  /** A request as the browser sends it: same-origin Origin header, JSON body, optional cookie. */
  async function request(
    pathname: string,
    init: {
      method?: string;
      body?: unknown;
      rawBody?: string;
      cookie?: string;
      headers?: Record<string, string>;
      /** false: answer at once, the write's e-mails still queued (for tests about status codes, not mail). */
      settle?: boolean;
    } = {},
  ) {
    const headers: Record<string, string> = { origin: APP_URL, ...init.headers };
    if (init.cookie) headers.cookie = init.cookie;
    let body: string | undefined;
    if (init.rawBody !== undefined) body = init.rawBody;
    else if (init.body !== undefined) body = JSON.stringify(init.body);
    if (body !== undefined) headers['content-type'] ??= 'application/json';
    const method = init.method ?? (body ? 'POST' : 'GET');
    const sentAt = method !== 'GET' && init.settle !== false ? await databaseNow() : null;
    const res = await app.request(`${APP_URL}${pathname}`, { method, headers, body });
    // An event stream never ends by itself: its status and headers are the answer; the body is let go.
    const streaming = res.headers.get('content-type')?.startsWith('text/event-stream');
    const text = streaming ? (await res.body?.cancel(), '') : await res.text();
    // A write's e-mails are jobs the runner sends a moment later: wait for them, so a test reads the outbox or the
    // SMTP inbox as the recipient would find it (one count query when nothing is queued).
    if (sentAt) await jobsSettled(10_000, sentAt);
    let json: any;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      json = null;
    }
    return { status: res.status, headers: res.headers, json, text };
  }

  async function signIn(email: string, password = DEMO_PASSWORD, rememberMe = true) {
    const res = await request('/api/auth/sign-in/email', { body: { email, password, rememberMe } });
    return { ...res, cookie: cookieFrom(res.headers) };
  }

  const sessions = new Map<string, string>();
  /** Signs in once per e-mail and reuses the cookie: scrypt at OWASP cost is deliberately slow. */
  async function as(email: string): Promise<string> {
    const known = sessions.get(email);
    if (known) return known;
    const res = await signIn(email);
    if (res.status !== 200 || !res.cookie) throw new Error(`Sign-in as ${email} failed: ${res.status} ${res.text}`);
    sessions.set(email, res.cookie);
    return res.cookie;
  }

  /**
   * Waits until the job queue has nothing due: every e-mail enqueued so far was sent, or failed and waits for a
   * later retry (a webhook delivery's next try, scheduled for later, is not due). Tests call it instead of sleeping
   * (the runner sends in the background).
   */
  async function jobsSettled(timeoutMs = 10_000, since?: string) {
    const until = Date.now() + timeoutMs;
    // With `since`: only the jobs this request enqueued or put back (a Retry), so one test's leftovers never hold up
    // the next request.
    const mine = since ? sql`and (created_on >= ${since}::timestamptz or start_after >= ${since}::timestamptz)` : sql``;
    for (;;) {
      const [row] = await queryRows<{ n: number }>(
        database.db,
        sql`select count(*)::int as n from pgboss.job
            where (state = 'active' or (state in ('created', 'retry') and start_after <= now())) ${mine}`,
      );
      if (Number(row!.n) === 0) return;
      if (Date.now() > until) {
        const due = await queryRows(
          database.db,
          sql`select name, state, retry_count, start_after, now() as now from pgboss.job where state <> 'completed'`,
        );
        throw new Error(`The job queue still had ${row!.n} jobs due after ${timeoutMs} ms: ${JSON.stringify(due)}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  async function databaseNow(): Promise<string> {
    const [row] = await queryRows<{ now: string }>(database.db, sql`select clock_timestamp()::text as now`);
    return row!.now;
  }

  const close = async () => {
    await deps.live.stop();
    await deps.jobs.stop();
    await database.dispose();
  };
  return { app, deps, env, database, dataDir, request, signIn, as, jobsSettled, close };
}

/** The cookie header a browser would send back, from a response's Set-Cookie headers. */
export function cookieFrom(headers: Headers): string {
  return headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .filter((pair) => !pair.endsWith('='))
    .join('; ');
}
