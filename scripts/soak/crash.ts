/**
 * Crash: kill -9 the server in the middle of a write load, on the embedded database and on PostgreSQL, restart it,
 * and check that the database opens and holds every write that had been answered 2xx, and that every invitation
 * answered 201 reached the SMTP server exactly once (the e-mail queue, decision 0031). Rounds: 1 per database in
 * CI, 3 in the soak.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { isEntryPoint } from '@server/cli/entry-point';
import { openDatabase } from '@server/db/client';
import { startSmtpInbox, type SmtpInbox } from '../../tests/api/support/smtp-inbox';
import { call, freePort, signIn } from './http-client';
import { countMails, inviteLoop } from './mail-load';
import { createSoakDatabase, PASSWORD } from './pg-database';
import { startServer, type ServerProcess } from './server-process';
import { emptyFigures, isShort, report, runWorkload } from './workload';

interface Target {
  kind: 'pglite' | 'postgres';
  env: Record<string, string>;
  /** How many of these ids are in the database (the server is stopped for PGlite, whose folder it locks). */
  count(ids: string[]): Promise<number>;
}

/** Short job intervals: an attempt the kill interrupted is taken again after 10 s instead of 2 minutes. */
const JOB_ENV = { JOBS_POLL_SECONDS: '0.5', JOBS_RETRY_DELAY_SECONDS: '1', JOBS_EXPIRE_SECONDS: '10', JOBS_SUPERVISE_SECONDS: '2' };

async function boot(target: Target, inbox: SmtpInbox): Promise<ServerProcess> {
  const port = await freePort();
  return startServer({
    ...target.env,
    ...JOB_ENV,
    SMTP_URL: inbox.url,
    PORT: String(port),
    APP_URL: `http://127.0.0.1:${port}`,
    SIGN_IN_LIMIT_PER_IP: '1000',
    SIGN_IN_LIMIT_PER_ACCOUNT: '1000',
  });
}

/**
 * One round: write load, kill -9 at a random moment, restart, verify. In odd rounds the mail server refuses everything
 * until the kill, so every acknowledged invitation is committed and not yet sent when the process dies; in even
 * rounds it accepts, and the kill may fall in the middle of a send.
 */
async function crashRound(target: Target, round: number) {
  const inbox = await startSmtpInbox();
  inbox.setRefusing(round % 2 === 1);
  const server = await boot(target, inbox);
  const cookie = await signIn(server.url, 'admin@demo.test', PASSWORD);
  let killed = false;
  const live = emptyFigures();
  const load = runWorkload({
    base: server.url,
    cookies: [cookie],
    users: 8,
    seconds: 30,
    writeShare: 1,
    stop: () => killed,
    label: `crash-${target.kind}-${round}`,
    figures: live,
  });
  const invites = inviteLoop(server.url, cookie, `crash-${target.kind}-${round}-${Date.now().toString(36)}`, () => killed);
  // Kill once the load is well under way (20 acknowledged writes, or 15 s), at a random moment after that.
  const until = Date.now() + 15_000;
  while (live.acknowledgedIds.length < 20 && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
  await new Promise((r) => setTimeout(r, Math.random() * 1000));
  server.signal('SIGKILL');
  killed = true;
  const exit = await server.exited;
  const figures = await load;
  const mailFigures = await invites;
  inbox.setRefusing(false);

  const again = await boot(target, inbox);
  const ready = await call(again.url, '/readyz');
  // The restarted server sends what the killed one had queued (or was sending).
  const mails = await countMails(inbox, mailFigures, 60_000);
  await inbox.close();
  const ids = figures.acknowledgedIds;
  let found: number;
  if (target.kind === 'pglite') {
    await again.stop();
    found = await target.count(ids);
  } else {
    found = await target.count(ids);
    await again.stop();
  }
  return {
    killedBySignal: exit === null,
    acknowledged: ids.length,
    found,
    inFlightLost: figures.networkErrors,
    readyAfterRestart: ready.status === 200,
    ...mails,
  };
}

export async function crashScenario(short = isShort()): Promise<number> {
  const rounds = short ? 1 : 3;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-crash-'));
  const pgDb = await createSoakDatabase('crash');
  const countSql = 'select count(*)::int as n from clients where id = any($1::uuid[])';
  const targets: Target[] = [
    {
      kind: 'pglite',
      env: { DATA_DIR: dataDir, DEMO_PASSWORD: PASSWORD },
      count: async (ids) => {
        const database = await openDatabase({ dataDir });
        try {
          const { rows } = await database.pool!.query<{ n: number }>(countSql, [ids]);
          return Number(rows[0]!.n);
        } finally {
          await database.close();
        }
      },
    },
    { kind: 'postgres', env: { DATABASE_URL: pgDb.url }, count: async (ids) => Number((await pgDb.query(countSql, [ids]))[0].n) },
  ];
  const results: Array<Record<string, unknown>> = [];
  let ok = true;
  try {
    for (const target of targets) {
      for (let round = 1; round <= rounds; round++) {
        const r = await crashRound(target, round);
        results.push({ database: target.kind, round, ...r });
        ok &&= r.killedBySignal && r.readyAfterRestart && r.acknowledged > 0 && r.found === r.acknowledged;
        // Every acknowledged invitation delivered exactly once. A copy (a kill between the SMTP server's answer and the
        // job's completion, decision 0031) fails the round; sameMessageIdCopies tells such a copy from a second job.
        ok &&= r.mailsAcknowledged > 0 && r.mailsMissing === 0 && r.mailsDuplicated === 0;
      }
    }
  } finally {
    await pgDb.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  const total = (k: string) => results.reduce((s, r) => s + Number(r[k]), 0);
  return report(
    'crash',
    {
      crashRuns: results.length,
      writesAcknowledged: total('acknowledged'),
      writesVerified: total('found'),
      mailsAcknowledged: total('mailsAcknowledged'),
      mailsDeliveredOnce: total('mailsDeliveredOnce'),
      mailsMissing: total('mailsMissing'),
      mailsDuplicated: total('mailsDuplicated'),
      runs: results,
    },
    ok,
  );
}

if (isEntryPoint(import.meta.url)) process.exitCode = await crashScenario();
