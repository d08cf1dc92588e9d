/**
 * Fresh, migrated and seeded databases for API tests, fast: the global setup builds one seeded database (or keeps the
 * one an earlier run built, while nothing it is built from changed) and every test file gets its own copy of it. On PGlite the copy is a data-folder snapshot loaded into memory; on PostgreSQL
 * (TEST_DATABASE_URL) it is CREATE DATABASE ... TEMPLATE.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { openDatabase, PGLITE_EXTENSIONS, type Database } from '@server/db/client';

// TEST_RUN_ID keeps two runs on one machine (two people, or a helper) apart: each has its own snapshot and template.
const RUN_SUFFIX = process.env.TEST_RUN_ID ? `_${process.env.TEST_RUN_ID.replace(/[^a-z0-9]/gi, '')}` : '';
export const SNAPSHOT_FILE = path.resolve(`.data-test/snapshot${RUN_SUFFIX}.tar.gz`);
/** What the snapshot was built from and when (template-key.ts): a later run reuses the snapshot while it holds. */
export const SNAPSHOT_KEY_FILE = path.resolve(`.data-test/snapshot${RUN_SUFFIX}.json`);
export const TEMPLATE_DB = `portal_test_template${RUN_SUFFIX}`;
export const DEMO_PASSWORD = 'demo-password';

export function testDatabaseUrl(): string | undefined {
  return process.env.TEST_DATABASE_URL || undefined;
}

export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

export async function adminQuery(url: string, sql: string): Promise<pg.QueryResult> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * pool.end() resolves before the server has seen every connection go; a forced drop meanwhile terminates a closing
 * connection, whose error then reaches no listener (an uncaught exception that fails the run). So wait, briefly.
 */
async function waitForNoSessions(url: string, name: string) {
  for (let i = 0; i < 100; i++) {
    const { rows } = await adminQuery(url, `select count(*)::int as n from pg_stat_activity where datname = '${name}'`);
    if (Number(rows[0].n) === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

export type TestDatabase = Database & { dispose(): Promise<void> };

/**
 * A new database on the PostgreSQL test server (a copy of `template`), dropped by dispose(). `fill` runs on its URL
 * before it is opened (the upgrade test restores a release's dump there).
 */
export async function scratchPostgresDatabase(
  url: string,
  template: string,
  fill?: (databaseUrl: string) => Promise<void>,
): Promise<TestDatabase> {
  const name = `portal_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(url, `create database ${name} template ${template}`);
  const drop = async () => {
    await waitForNoSessions(url, name);
    await adminQuery(url, `drop database if exists ${name} with (force)`);
  };
  try {
    await fill?.(withDatabase(url, name));
  } catch (error) {
    await drop();
    throw error;
  }
  const database = await openDatabase({ url: withDatabase(url, name) });
  return {
    ...database,
    dispose: async () => {
      await database.close();
      await drop();
    },
  };
}

export async function freshDatabase(): Promise<TestDatabase> {
  const url = testDatabaseUrl();
  if (url) return scratchPostgresDatabase(url, TEMPLATE_DB);
  const snapshot = readFileSync(SNAPSHOT_FILE);
  const pglite = await PGlite.create({ loadDataDir: new Blob([snapshot]), extensions: PGLITE_EXTENSIONS });
  const database = await openDatabase({ pglite });
  return { ...database, dispose: () => database.close() };
}
