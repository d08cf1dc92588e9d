/**
 * The webhook outbox survives a crash (docs/decisions/0060-outgoing-webhooks.md): an event committed by a process
 * whose runner never ran, killed with SIGKILL right after the commit, is delivered exactly once by the next process
 * to start. PostgreSQL only (the embedded database is opened by one process at a time).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { queryRows } from '@server/db/client';
import { freshDatabase, testDatabaseUrl } from '../support/test-database';
import { startReceiver } from './webhook-receiver';

function start(url: string, mode: 'emit' | 'run', clientId = ''): { child: ChildProcess; said: (word: string) => Promise<void> } {
  const child = spawn(process.execPath, ['--import', 'tsx', 'tests/api/platform/webhook-outbox-child.ts', url, mode, clientId], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  child.stdout!.on('data', (chunk: Buffer) => (out += chunk.toString()));
  const said = async (word: string) => {
    const until = Date.now() + 60_000;
    while (!out.includes(word)) {
      if (Date.now() > until || child.exitCode !== null) throw new Error(`The ${mode} process did not say "${word}" (output: ${out})`);
      await new Promise((r) => setTimeout(r, 50));
    }
  };
  return { child, said };
}

async function killed(child: ChildProcess) {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;
}

it.skipIf(!testDatabaseUrl())(
  'an event committed just before a kill -9 is delivered once by the next process',
  async () => {
    const database = await freshDatabase();
    const url = (database.pool!.options as { connectionString: string }).connectionString;
    const receiver = await startReceiver();
    try {
      await database.db.execute(
        sql`insert into webhook_endpoints (url, events, secret) values (${receiver.url}, '{client.created}', 'whsec_crash')`,
      );
      const clientId = randomUUID();
      const first = start(url, 'emit', clientId);
      await first.said('committed');
      await killed(first.child);
      const [waiting] = await queryRows<{ status: string }>(database.db, sql`select status from webhook_deliveries`);
      expect(waiting!.status).toBe('pending');
      expect(receiver.received).toHaveLength(0);

      const second = start(url, 'run');
      try {
        await second.said('running');
        const [got] = await receiver.waitFor(1, 30_000);
        expect(JSON.parse(got!.body).data.id).toBe(clientId);
        // Nothing more comes: the delivery is settled and no delivery job is left queued, retrying or running.
        await expect
          .poll(
            async () =>
              (
                await queryRows<{ n: number }>(
                  database.db,
                  sql`select count(*)::int as n from pgboss.job where name = 'webhooks.deliver' and state in ('created', 'retry', 'active')`,
                )
              )[0]!.n,
            { timeout: 30_000 },
          )
          .toBe(0);
        expect(receiver.received).toHaveLength(1);
        const rows = await queryRows<{ status: string; attempts: number }>(
          database.db,
          sql`select status, attempts from webhook_deliveries`,
        );
        expect(rows).toEqual([{ status: 'delivered', attempts: 1 }]);
      } finally {
        await killed(second.child);
      }
    } finally {
      await receiver.close();
      await database.dispose();
    }
  },
  120_000,
);
