/**
 * The benchmark's databases, generated once and kept between runs: the full shape in PostgreSQL (portal_bench), and a
 * tenth of it both in PostgreSQL (portal_bench_10k) and in an embedded database folder, for PGlite against PostgreSQL.
 */
import { existsSync, rmSync } from 'node:fs';
import pg from 'pg';
import { openDatabase } from '@server/db/client';
import { runMigrations } from '@server/db/migrate';
import { generate, holdsShape, type Shape } from './dataset';

export const PGLITE_DIR = '.data-test/bench-pglite';

/** One statement on a connection of its own. */
export async function queryOnce(url: string, query: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query(query);
  } finally {
    await client.end();
  }
}

export async function postgresReachable(url: string): Promise<boolean> {
  try {
    await queryOnce(url, 'select 1');
    return true;
  } catch {
    return false;
  }
}

/** Migrates (a kept database may predate a migration) and tells whether it already holds the shape. */
async function ready(database: Awaited<ReturnType<typeof openDatabase>>, shape: Shape): Promise<boolean> {
  try {
    await runMigrations(database);
    return await holdsShape(database, shape);
  } finally {
    await database.close();
  }
}

async function generateInto(database: Awaited<ReturnType<typeof openDatabase>>, shape: Shape, label: string) {
  console.log(`Generating ${shape.tasks} tasks into ${label} (once; kept for later runs)...`);
  const started = performance.now();
  await generate(database, shape);
  console.log(`Generated in ${Math.round((performance.now() - started) / 1000)} s.`);
}

/** A PostgreSQL database on the server of adminUrl holding the shape; returns its URL. */
export async function postgresWith(adminUrl: string, name: string, shape: Shape): Promise<string> {
  const u = new URL(adminUrl);
  u.pathname = `/${name}`;
  const url = u.toString();
  const exists = await queryOnce(adminUrl, `select 1 from pg_database where datname = '${name}'`);
  if (exists.rowCount) {
    if (await ready(await openDatabase({ url }), shape)) return url;
    await queryOnce(adminUrl, `drop database ${name}`);
  }
  await queryOnce(adminUrl, `create database ${name}`);
  const database = await openDatabase({ url });
  try {
    await runMigrations(database);
    await generateInto(database, shape, name);
  } finally {
    await database.close();
  }
  return url;
}

/** The embedded database folder holding the shape. */
export async function pgliteWith(shape: Shape): Promise<string> {
  if (existsSync(PGLITE_DIR)) {
    if (await ready(await openDatabase({ dataDir: PGLITE_DIR }), shape)) return PGLITE_DIR;
    rmSync(PGLITE_DIR, { recursive: true, force: true });
  }
  const database = await openDatabase({ dataDir: PGLITE_DIR });
  try {
    await runMigrations(database);
    await generateInto(database, shape, PGLITE_DIR);
  } finally {
    await database.close();
  }
  return PGLITE_DIR;
}
