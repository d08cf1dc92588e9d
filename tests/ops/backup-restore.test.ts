/**
 * `npm run backup` / `npm run restore` round trips, run as the commands: on the embedded database and on PostgreSQL.
 * Seed, back up, change something, restore: the change is gone and the data is intact.
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '@server/db/client';
import { runMigrations } from '@server/db/migrate';

const work = mkdtempSync(path.join(tmpdir(), 'portal-backup-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

function cli(command: 'backup' | 'restore', env: Record<string, string>, file: string) {
  const res = spawnSync(process.execPath, ['--import', 'tsx', `src/server/cli/${command}.ts`, '--file', file], {
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    encoding: 'utf8',
  });
  if (res.status !== 0) throw new Error(`npm run ${command} failed: ${res.stderr}`);
  return res.stdout;
}

async function addLead(database: Database, email: string) {
  await database.exec(
    `insert into contact_submissions (first_name, last_name, email, company, project_type, description)
     values ('Ada', 'Lovelace', '${email}', 'Engines Ltd', 'saas', 'A backup round trip')`,
  );
}

async function leadEmails(database: Database): Promise<string[]> {
  const { rows } = (await database.db.execute('select email from contact_submissions order by email' as never)) as unknown as {
    rows: Array<{ email: string }>;
  };
  return rows.map((r) => r.email);
}

describe('backup and restore', () => {
  it('round-trips the embedded database', async () => {
    const dataDir = path.join(work, 'data');
    let database = await openDatabase({ dataDir });
    await runMigrations(database);
    for (let i = 0; i < 50; i++) await addLead(database, `kept-${String(i).padStart(2, '0')}@example.test`);
    await database.close();

    const file = path.join(work, 'embedded.tar.gz');
    expect(cli('backup', { DATA_DIR: dataDir }, file)).toMatch(/Backed up the embedded database/);
    expect(statSync(file).size).toBeGreaterThan(1000);

    database = await openDatabase({ dataDir });
    await addLead(database, 'after-backup@example.test');
    await database.exec(`delete from contact_submissions where email = 'kept-00@example.test'`);
    // While the app (here: this handle) holds the folder, a restore is refused.
    expect(() => cli('restore', { DATA_DIR: dataDir }, file)).toThrow(/in use by another running process/);
    await database.close();

    expect(cli('restore', { DATA_DIR: dataDir }, file)).toMatch(/previous data folder was kept/);
    database = await openDatabase({ dataDir });
    try {
      const emails = await leadEmails(database);
      expect(emails).toHaveLength(50);
      expect(emails).toContain('kept-00@example.test');
      expect(emails).not.toContain('after-backup@example.test');
    } finally {
      await database.close();
    }
    expect(readdirSync(dataDir).some((f) => f.startsWith('pgdata.before-restore-'))).toBe(true);
  });

  it('round-trips a PostgreSQL database with pg_dump and pg_restore', async (ctx) => {
    const adminUrl = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
    const admin = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3000 });
    try {
      await admin.connect();
    } catch (error) {
      if (process.env.CI === 'true') throw error;
      ctx.skip();
    }
    const name = `portal_backup_${randomBytes(5).toString('hex')}`;
    const url = Object.assign(new URL(adminUrl), { pathname: `/${name}` }).toString();
    await admin.query(`create database ${name}`);
    try {
      let database = await openDatabase({ url });
      await runMigrations(database);
      for (let i = 0; i < 50; i++) await addLead(database, `kept-${String(i).padStart(2, '0')}@example.test`);
      await database.close();

      const file = path.join(work, 'postgres.pgdump');
      expect(cli('backup', { DATABASE_URL: url }, file)).toMatch(/Backed up the PostgreSQL database/);

      database = await openDatabase({ url });
      await addLead(database, 'after-backup@example.test');
      await database.exec(`delete from contact_submissions where email = 'kept-00@example.test'`);
      await database.close();

      expect(cli('restore', { DATABASE_URL: url }, file)).toMatch(/Restored/);
      database = await openDatabase({ url });
      try {
        const emails = await leadEmails(database);
        expect(emails).toHaveLength(50);
        expect(emails).toContain('kept-00@example.test');
        expect(emails).not.toContain('after-backup@example.test');
        // The schema came back whole: migrations are recorded, so the next start migrates nothing.
        await runMigrations(database);
      } finally {
        await database.close();
      }
    } finally {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  });
});
