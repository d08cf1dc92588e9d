/**
 * Two app processes on one PostgreSQL database share the job queue: every e-mail is sent once, by one of them
 * (decision 0031). On the embedded database only one process can open the data, so this runs with
 * TEST_DATABASE_URL (npm run test:pg) and is skipped otherwise.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDeps, startJobRunner } from '@server/bootstrap';
import { openDatabase, type Database } from '@server/db/client';
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
    await startJobRunner(deps);
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
    // Anything sent twice would arrive in the meantime.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(inbox.received).toHaveLength(N);
    expect(new Set(inbox.received.map(messageIdOf)).size).toBe(N);
    expect(new Set(inbox.received.map((m) => m.to[0])).size).toBe(N);
    expect(sentBy.first + sentBy.second).toBe(N);
    console.info(
      `two runners: ${N} e-mails, ${sentBy.first} sent by the first, ${sentBy.second} by the second, ${inbox.received.length} received; enqueued in ${enqueued - started} ms, all delivered ${delivered - enqueued} ms later`,
    );
  });
});
