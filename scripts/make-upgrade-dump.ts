/**
 * `npx tsx scripts/make-upgrade-dump.ts [--release COMMIT]`: the demo database as a release made it, for the upgrade
 * test (tests/api/platform/upgrade.test.ts, docs/decisions/0033). Checks the release out beside this one, seeds the demo with
 * the release's own code on the embedded database and on PostgreSQL (TEST_DATABASE_URL, default the local server),
 * and writes tests/upgrade/fixtures/: pglite.sql.gz, postgres.pgdump (the release's `npm run backup`) and release.json.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { PGLITE_EXTENSIONS } from '@server/db/client';
import { dumpPgliteAsSql } from '../tests/upgrade/pglite-sql-dump';
import { adminQuery, withDatabase } from '../tests/api/support/test-database';

const ROOT = path.resolve(import.meta.dirname, '..');
const FIXTURES = path.join(ROOT, 'tests/upgrade/fixtures');
const SCRATCH_DB = 'portal_upgrade_dump';

const { values } = parseArgs({ options: { release: { type: 'string', default: 'HEAD' } } });
const release = execFileSync('git', ['rev-parse', '--short', values.release!], { cwd: ROOT, encoding: 'utf8' }).trim();
const serverUrl = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const work = mkdtempSync(path.join(tmpdir(), 'upgrade-dump-'));
const checkout = path.join(work, 'release');

/** Runs one of the release's npm scripts in its checkout, with its own code. */
const releaseScript = (args: string[], env: Record<string, string>) =>
  execFileSync('npm', ['run', '--silent', ...args], { cwd: checkout, env: { ...process.env, ...env }, stdio: 'inherit' });

/** Rows per table of the app's schema. */
async function rowCounts(query: (sql: string) => Promise<Array<Record<string, unknown>>>): Promise<Record<string, number>> {
  const tables = await query(`select tablename from pg_tables where schemaname = 'public' order by 1`);
  const counts: Record<string, number> = {};
  for (const { tablename } of tables) {
    counts[tablename as string] = Number((await query(`select count(*)::int as n from "${tablename as string}"`))[0]!.n);
  }
  return counts;
}

execFileSync('git', ['worktree', 'add', '--detach', checkout, release], { cwd: ROOT, stdio: 'inherit' });
try {
  symlinkSync(path.join(ROOT, 'node_modules'), path.join(checkout, 'node_modules'));

  // The embedded database: the release seeds it as its first start would, then the rows are written out as SQL.
  const dataDir = path.join(work, 'data');
  releaseScript(['seed'], { DATA_DIR: dataDir });
  const pglite = await PGlite.create(path.join(dataDir, 'pgdata'), { extensions: PGLITE_EXTENSIONS });
  writeFileSync(path.join(FIXTURES, 'pglite.sql.gz'), gzipSync(await dumpPgliteAsSql(pglite, release), { level: 9 }));
  const pgliteRows = await rowCounts(async (sql) => (await pglite.query<Record<string, unknown>>(sql)).rows);
  await pglite.close();

  // PostgreSQL: seeded and backed up by the release's own commands (pg_dump, custom format).
  await adminQuery(serverUrl, `drop database if exists ${SCRATCH_DB} with (force)`);
  await adminQuery(serverUrl, `create database ${SCRATCH_DB}`);
  const scratchUrl = withDatabase(serverUrl, SCRATCH_DB);
  releaseScript(['seed'], { DATABASE_URL: scratchUrl });
  releaseScript(['backup', '--', `--file=${path.join(FIXTURES, 'postgres.pgdump')}`], { DATABASE_URL: scratchUrl });
  const client = new pg.Client({ connectionString: scratchUrl });
  await client.connect();
  const postgresRows = await rowCounts(async (sql) => (await client.query(sql)).rows);
  await client.end();
  await adminQuery(serverUrl, `drop database ${SCRATCH_DB} with (force)`);

  const madeAt = new Date().toISOString();
  writeFileSync(
    path.join(FIXTURES, 'release.json'),
    `${JSON.stringify({ release, madeAt, rows: { pglite: pgliteRows, postgres: postgresRows } }, null, 2)}\n`,
  );
  console.log(`Upgrade dumps of release ${release} written to ${path.relative(ROOT, FIXTURES)}.`);
  console.log(readFileSync(path.join(FIXTURES, 'release.json'), 'utf8'));
} finally {
  execFileSync('git', ['worktree', 'remove', '--force', checkout], { cwd: ROOT, stdio: 'inherit' });
  rmSync(work, { recursive: true, force: true });
}
