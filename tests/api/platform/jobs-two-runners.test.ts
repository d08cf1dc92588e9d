/**
 * Two app processes on one PostgreSQL database share the job queue: every e-mail is sent once, by one of them
 * (decision 0031). On the embedded database only one process can open the data, so this runs with
 * TEST_DATABASE_URL (npm run test:pg) and is skipped otherwise.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailAttachments } from '@server/app';
import { buildDeps, startJobRunner } from '@server/bootstrap';
import { openDatabase, queryRows, type Database } from '@server/db/client';
import type { AppDeps } from '@server/context';
import { createMailer } from '@server/integrations/mail';
import { createLogger } from '@server/log';
import { createTestApp, type TestApp } from '../support/harness';
import { messageIdOf, startSmtpInbox, type SmtpInbox } from '../support/smtp-inbox';
import { testDatabaseUrl } from '../support/test-database';

describe.skipIf(!testDatabaseUrl())('two runners on one PostgreSQL database', () => {
  let inbox: SmtpInbox;
  let t: TestApp;
  let second: { database: Database; deps: AppDeps };
  const sentBy = { first: 0, second: 0 };

  beforeAll(async () => {
    inbox = await startSmtpInbox();
    const log = createLogger('silent');
    /** The SMTP mailer of one "process", counting what it sends. */
    const counting = (name: keyof typeof sentBy): AppDeps['mailer'] => {
      const smtp = createMailer({ smtpUrl: inbox.url, from: 'portal@northwind.test', outboxDir: '', log });
      return {
        mode: 'smtp',
        send: async (message) => {
          await smtp.send(message);
          sentBy[name]++;
        },
      };
    };
    t = await createTestApp({ mailer: counting('first'), env: { JOBS_POLL_SECONDS: '0.5' } });
    // A second "process": its own connections to the same database, its own runner.
    const url = (t.database.pool!.options as { connectionString: string }).connectionString;
    const database = await openDatabase({ url });
    const deps = buildDeps(t.env, database, { log, mailer: counting('second') });
    await startJobRunner(deps, mailAttachments(deps));
    second = { database, deps };
  });

  afterAll(async () => {
    await second.deps.jobs.stop();
    await second.database.close();
    await t.close();
    await inbox.close();
  });

  it('sends each of 60 e-mails exactly once between them', { timeout: 120_000 }, async () => {
    const N = 60;
    const started = Date.now();
    for (let i = 0; i < N; i++) {
      await t.database.db.transaction(async (tx) => {
        await t.deps.jobs.enqueue(tx, 'email.task-assigned', { to: `person${i}@team.example`, subject: `Task ${i}`, text: `Task ${i}` });
      });
    }
    const enqueued = Date.now();
    await inbox.waitFor(N, 90_000);
    const delivered = Date.now();
    await t.jobsSettled();
    // Every job completed: none is run again by either runner.
    await expect
      .poll(
        async () =>
          (
            await queryRows<{ n: number }>(
              t.database.db,
              sql`select count(*)::int as n from pgboss.job where name = 'email.task-assigned' and state = 'completed'`,
            )
          )[0]!.n,
        { timeout: 30_000 },
      )
      .toBe(N);
    // A marker through the same queue and inbox: a second copy of any of the 60 would arrive before it, not after.
    await t.database.db.transaction((tx) =>
      t.deps.jobs.enqueue(tx, 'email.task-assigned', { to: 'marker@team.example', subject: 'Marker', text: 'Marker' }),
    );
    await inbox.waitFor(N + 1, 30_000);
    await t.jobsSettled();
    expect(inbox.received).toHaveLength(N + 1);
    expect(inbox.received.at(-1)!.to).toEqual(['marker@team.example']);
    const sixty = inbox.received.slice(0, N);
    expect(new Set(sixty.map(messageIdOf)).size).toBe(N);
    expect(new Set(sixty.map((m) => m.to[0])).size).toBe(N);
    expect(sentBy.first + sentBy.second).toBe(N + 1);
    console.info(
      `two runners: ${N} e-mails, ${sentBy.first} sent by the first, ${sentBy.second} by the second, ${inbox.received.length} received; enqueued in ${enqueued - started} ms, all delivered ${delivered - enqueued} ms later`,
    );
  });
});
