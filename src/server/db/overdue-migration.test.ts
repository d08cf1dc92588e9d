/**
 * Migration 0011 (decision 0025): tasks stored as 'overdue' become 'in_progress', the tallies follow them, and the
 * status can no longer be stored. Runs the migrations before 0011 on an empty embedded database, writes the old data,
 * then the rest.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, PGLITE_EXTENSIONS } from './client';
import { MIGRATIONS_FOLDER } from './migrate';

const MIGRATION = '0011_task_overdue_is_a_marker';

describe('migration 0011: overdue is no longer a stored status', () => {
  const folder = mkdtempSync(path.join(tmpdir(), 'overdue-migration-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('turns stored overdue tasks into in-progress ones, keeps the tallies equal to a count, and refuses the value', async () => {
    // The migrations before 0011, as a database of that time would have had them.
    cpSync(MIGRATIONS_FOLDER, folder, { recursive: true });
    const journalPath = path.join(folder, 'meta', '_journal.json');
    const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: Array<{ tag: string }> };
    const at = journal.entries.findIndex((e) => e.tag === MIGRATION);
    expect(at).toBeGreaterThan(0);
    writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }));

    const client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
    const database = await openDatabase({ pglite: client });
    const db = database.db as unknown as PgliteDatabase;
    await migrate(db, { migrationsFolder: folder });

    const [{ id: clientId }] = (
      await client.query<{ id: string }>(
        `insert into clients (name, contact_person, email) values ('Old Co', 'Ann', 'ann@old.test') returning id`,
      )
    ).rows as [{ id: string }];
    await client.query(
      `insert into tasks (title, client_id, status, due_date) values
         ('Late, marked', $1, 'overdue', current_date - 5),
         ('Marked, no date', $1, 'overdue', null),
         ('Marked, due later', $1, 'overdue', current_date + 30),
         ('Pending', $1, 'pending', current_date - 2),
         ('Done', $1, 'completed', current_date - 9)`,
      [clientId],
    );

    await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });

    const statuses = (await client.query<{ title: string; status: string }>(`select title, status from tasks order by title`)).rows;
    expect(statuses).toEqual([
      { title: 'Done', status: 'completed' },
      { title: 'Late, marked', status: 'in_progress' },
      { title: 'Marked, due later', status: 'in_progress' },
      { title: 'Marked, no date', status: 'in_progress' },
      { title: 'Pending', status: 'pending' },
    ]);
    // The whole-agency tallies equal a fresh count, and no 'overdue' row is left.
    const tallied = (
      await client.query<{ status: string; due_date: string; n: number }>(
        `select status, due_date::text, n from task_tallies where dimension = 'all' and n <> 0 order by 1, 2`,
      )
    ).rows;
    const counted = (
      await client.query<{ status: string; due_date: string; n: number }>(
        `select status, coalesce(due_date, 'infinity')::text as due_date, count(*)::int as n from tasks group by 1, 2 order by 1, 2`,
      )
    ).rows;
    expect(tallied).toEqual(counted);
    expect((await client.query(`select 1 from task_tallies where status = 'overdue'`)).rows).toHaveLength(0);

    await expect(client.query(`update tasks set status = 'overdue' where title = 'Pending'`)).rejects.toThrow(/tasks_status_check/);
    await client.close();
  });
});
