import { randomBytes, scryptSync } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, PGLITE_EXTENSIONS, type Database } from '@server/db/client';
import { runMigrations } from '@server/db/migrate';
import { seedDemo } from '@server/db/seed/demo';
import type { TestProject } from 'vitest/node';
import { checkReplyCoverage, clearReplyRecords } from './reply-coverage';
import { parseKey, staleReason, templateHash, type TemplateKey } from './template-key';
import { adminQuery, DEMO_PASSWORD, SNAPSHOT_FILE, SNAPSHOT_KEY_FILE, TEMPLATE_DB, testDatabaseUrl, withDatabase } from './test-database';

export default async function setup(project: TestProject) {
  clearReplyRecords();
  await seedTemplate();
  return () => replyCoverage(project);
}

/**
 * Only a full run of the api project can say an endpoint is never exercised: one file or folder, or a test name
 * filter, reaches a part of the API by design. A run that leaves out the suites that already ran on PostgreSQL
 * (vitest.config.ts) is not whole either: the PostgreSQL run, which had them all, said it.
 */
async function replyCoverage(project: TestProject) {
  if (process.env.API_SUITE_RAN_ON_POSTGRES === 'true' && !process.env.TEST_DATABASE_URL) return;
  const all = (await project.globTestFiles()).testFiles;
  const ran = new Set(
    project.vitest.state
      .getFiles()
      .filter((file) => file.projectName === project.name)
      .map((file) => file.filepath),
  );
  if (project.vitest.config.testNamePattern || all.some((file) => !ran.has(file))) return;
  const problems = await checkReplyCoverage();
  if (problems.length === 0) return;
  console.error(`Reply coverage:\n${problems.map((p) => `  ${p}`).join('\n')}`);
  process.exitCode = 1;
}

/**
 * Builds the seeded database every test file copies, or keeps the one an earlier run built when its key still holds
 * (template-key.ts): migrating and seeding is most of the wait for a single test file.
 */
async function seedTemplate() {
  const started = Date.now();
  const hash = templateHash();
  const url = testDatabaseUrl();
  const outcome = url ? await postgresTemplate(url, hash) : await pgliteSnapshot(hash);
  console.log(
    `Seeded test database (${url ? TEMPLATE_DB : path.relative(process.cwd(), SNAPSHOT_FILE)}): ${outcome}, ${Date.now() - started} ms`,
  );
}

/**
 * The demo accounts' password, stored at a lower scrypt cost than the app's (2^12 instead of 2^17): a hash carries its
 * parameters and sign-in verifies with them, so sign-in runs the same code, about thirty times faster. API tests sign
 * in some six hundred times per suite, each a second or more of CPU at full cost on a busy 2-core machine. Every
 * password the app itself stores keeps the full cost (tests/api/auth/auth.test.ts), and so does the demo seed's
 * (src/server/db/seed/demo.test.ts).
 */
async function seedForTests(database: Database, now: Date) {
  await runMigrations(database);
  await seedDemo(database.db, { password: DEMO_PASSWORD, now });
  const [N, r, p] = [2 ** 12, 8, 1];
  const salt = randomBytes(16);
  const key = scryptSync(DEMO_PASSWORD.normalize('NFKC'), salt, 64, { N, r, p });
  const hash = `scrypt$${N}$${r}$${p}$${salt.toString('base64')}$${key.toString('base64')}`;
  await database.db.execute(sql`update accounts set password = ${hash} where password is not null`);
}

async function pgliteSnapshot(hash: string): Promise<string> {
  const stored = existsSync(SNAPSHOT_FILE) && existsSync(SNAPSHOT_KEY_FILE) ? parseKey(readFileSync(SNAPSHOT_KEY_FILE, 'utf8')) : null;
  const reason = staleReason(stored, hash);
  if (!reason) return `reused, seeded at ${stored!.seededAt}`;
  const key: TemplateKey = { hash, seededAt: new Date().toISOString() };
  // With the app's extensions, so the snapshot has the same indexes as an app's embedded database.
  const pglite = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
  const database = await openDatabase({ pglite });
  await seedForTests(database, new Date(key.seededAt));
  const dump = await pglite.dumpDataDir('gzip');
  await database.close();
  // Written aside, then renamed: another run reading the snapshot meanwhile sees the old file or the new, never half.
  mkdirSync(path.dirname(SNAPSHOT_FILE), { recursive: true });
  writeFileSync(`${SNAPSHOT_FILE}.tmp`, Buffer.from(await dump.arrayBuffer()));
  renameSync(`${SNAPSHOT_FILE}.tmp`, SNAPSHOT_FILE);
  writeFileSync(`${SNAPSHOT_KEY_FILE}.tmp`, JSON.stringify(key));
  renameSync(`${SNAPSHOT_KEY_FILE}.tmp`, SNAPSHOT_KEY_FILE);
  return `seeded anew (${reason})`;
}

/** The key is the template database's comment: it goes with the database, and a dropped one takes it along. */
async function postgresTemplate(url: string, hash: string): Promise<string> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    // Two runs with the same TEST_RUN_ID at once: the second waits, then finds the template the first built.
    await admin.query('select pg_advisory_lock(hashtext($1))', [TEMPLATE_DB]);
    const { rows } = await admin.query(`select shobj_description(oid, 'pg_database') as key from pg_database where datname = $1`, [
      TEMPLATE_DB,
    ]);
    const stored = parseKey(rows[0]?.key);
    const reason = staleReason(stored, hash);
    if (!reason) return `reused, seeded at ${stored!.seededAt}`;
    const key: TemplateKey = { hash, seededAt: new Date().toISOString() };
    // Built under another name and renamed when complete: an interrupted build never leaves a template with a key.
    const next = `${TEMPLATE_DB}_next`;
    await admin.query(`drop database if exists ${next} with (force)`);
    await admin.query(`create database ${next}`);
    const database = await openDatabase({ url: withDatabase(url, next) });
    try {
      await seedForTests(database, new Date(key.seededAt));
    } finally {
      await database.close();
    }
    await adminQuery(url, `drop database if exists ${TEMPLATE_DB} with (force)`);
    await adminQuery(url, `alter database ${next} rename to ${TEMPLATE_DB}`);
    await adminQuery(url, `comment on database ${TEMPLATE_DB} is '${JSON.stringify(key)}'`);
    return `seeded anew (${reason})`;
  } finally {
    await admin.query('select pg_advisory_unlock(hashtext($1))', [TEMPLATE_DB]).catch(() => {});
    await admin.end();
  }
}
