/**
 * The embedded database as the app opens it: PGlite in its own thread, reached through a `pg` pool on a unix socket
 * (decision 0065). PGlite has one session for every connection, so what matters is that a transaction is never mixed
 * with another connection's statements, that a notification reaches a listening connection, that two connections
 * may prepare statements of one name, and that the folder stays locked to this process and keeps what was committed.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, queryRows, type Database } from '@server/db/client';
import { DataDirLockedError } from '@server/db/lock';

const work = mkdtempSync(path.join(tmpdir(), 'portal-embedded-'));
const dataDir = path.join(work, 'data');
let database: Database;

beforeAll(async () => {
  database = await openDatabase({ dataDir });
  await database.exec('create table marks (owner text not null, n int not null)');
});
afterAll(async () => {
  await database?.close();
  rmSync(work, { recursive: true, force: true });
});

const marks = async (owner: string) =>
  (await queryRows<{ n: number }>(database.db, sql`select n from marks where owner = ${owner} order by n`)).map((r) => r.n);

describe('the embedded database in its own thread', () => {
  it('never interleaves two transactions: one rolled back leaves the other whole', async () => {
    let releaseKept!: () => void;
    const keptMayFinish = new Promise<void>((resolve) => (releaseKept = resolve));
    let markKeptOpen!: () => void;
    const keptIsOpen = new Promise<void>((resolve) => (markKeptOpen = resolve));
    const order: string[] = [];

    const kept = database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into marks values ('kept', 1)`);
      markKeptOpen();
      await keptMayFinish;
      await tx.execute(sql`insert into marks values ('kept', 2)`);
      order.push('kept commits');
    });
    // Started while the first is open (it has written), on another connection: it waits for the first's COMMIT rather
    // than running its statements (and its ROLLBACK) inside the first's transaction.
    await keptIsOpen;
    const rolledBack = database.db
      .transaction(async (tx) => {
        order.push('rolled back starts');
        await tx.execute(sql`insert into marks values ('rolled back', 1)`);
        tx.rollback();
      })
      .catch((error: unknown) => error);
    // This wait is the subject, not a guess at when something is ready: it is the window in which a thread that
    // interleaved connections would run the second transaction inside the first. Nothing observable marks "the second
    // is blocked", so the test gives it that time before letting the first commit.
    await new Promise((resolve) => setTimeout(resolve, 50));
    releaseKept();

    await kept;
    expect(await rolledBack).toBeInstanceOf(Error);
    expect(await marks('kept')).toEqual([1, 2]);
    expect(await marks('rolled back')).toEqual([]);
    expect(order).toEqual(['kept commits', 'rolled back starts']);
  });

  it('delivers a committed notification to a connection that listens', async () => {
    const url = (database.pool!.options as { connectionString: string }).connectionString;
    const listener = new pg.Client({ connectionString: url });
    await listener.connect();
    try {
      await listener.query('listen portal_test');
      const received = new Promise<string | undefined>((resolve) => listener.once('notification', (m) => resolve(m.payload)));
      await database.db.transaction(async (tx) => {
        await tx.execute(sql`select pg_notify('portal_test', 'committed')`);
      });
      expect(await received).toBe('committed');
    } finally {
      await listener.end();
    }
  });

  it('gives each connection its own prepared statements, and drops them with it', async () => {
    const url = (database.pool!.options as { connectionString: string }).connectionString;
    const prepared = async () =>
      (await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from pg_prepared_statements`))[0]!.n;
    const before = await prepared();
    const clients = [new pg.Client({ connectionString: url }), new pg.Client({ connectionString: url })];
    for (const client of clients) await client.connect();
    const answers = await Promise.all(
      clients.map((client, i) => client.query<{ n: number }>({ name: 'the_same_name', text: 'select $1::int as n', values: [i] })),
    );
    expect(answers.map((a) => a.rows[0]!.n)).toEqual([0, 1]);
    expect(await prepared()).toBe(before + 2);
    for (const client of clients) await client.end();
    await expect.poll(prepared).toBe(before);
  });

  it('keeps the folder locked to this process, and what was committed after a close', async () => {
    await expect(openDatabase({ dataDir })).rejects.toBeInstanceOf(DataDirLockedError);
    await database.close();
    database = await openDatabase({ dataDir });
    expect(await marks('kept')).toEqual([1, 2]);
  });
});
