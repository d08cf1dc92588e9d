import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { openDatabase, PGLITE_EXTENSIONS } from '@server/db/client';
import { runMigrations } from '@server/db/migrate';
import { seedDemo } from '@server/db/seed/demo';
import type { TestProject } from 'vitest/node';
import { checkReplyCoverage, clearReplyRecords } from './reply-coverage';
import { adminQuery, DEMO_PASSWORD, SNAPSHOT_FILE, TEMPLATE_DB, testDatabaseUrl, withDatabase } from './test-database';

// Fixed "now" keeps the demo data identical on every run.
const SEED_NOW = new Date();

export default async function setup(project: TestProject) {
  clearReplyRecords();
  await seedTemplate();
  return () => replyCoverage(project);
}

/**
 * Only a full run of the api project can say an endpoint is never exercised: one file or folder, or a test name
 * filter, reaches a part of the API by design.
 */
async function replyCoverage(project: TestProject) {
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

async function seedTemplate() {
  const url = testDatabaseUrl();
  if (url) {
    await adminQuery(url, `drop database if exists ${TEMPLATE_DB} with (force)`);
    await adminQuery(url, `create database ${TEMPLATE_DB}`);
    const database = await openDatabase({ url: withDatabase(url, TEMPLATE_DB) });
    await runMigrations(database);
    await seedDemo(database.db, { password: DEMO_PASSWORD, now: SEED_NOW });
    await database.close();
    return;
  }
  // With the app's extensions, so the snapshot has the same indexes as an app's embedded database.
  const pglite = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
  const database = await openDatabase({ pglite });
  await runMigrations(database);
  await seedDemo(database.db, { password: DEMO_PASSWORD, now: SEED_NOW });
  const dump = await pglite.dumpDataDir('gzip');
  mkdirSync(path.dirname(SNAPSHOT_FILE), { recursive: true });
  writeFileSync(SNAPSHOT_FILE, Buffer.from(await dump.arrayBuffer()));
  await database.close();
}
