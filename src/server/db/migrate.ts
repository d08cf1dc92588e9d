import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { installJobQueues } from '../jobs/job-queue';
import type { Database } from './client';

export const MIGRATIONS_FOLDER = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

// Any fixed number: several app processes starting at once migrate one after another.
const MIGRATION_LOCK_ID = 727_001;

/**
 * Runs the migrations this database has not run yet. drizzle runs them all in ONE transaction: one that fails leaves
 * nothing of itself nor of the others of this start, so the database stays as the previous release left it, and that
 * release still runs on it (docs/decisions/0033-upgrades-keep-every-row.md, tested by tests/api/platform/upgrade.test.ts).
 * `migrationsFolder` is for that test.
 */
export async function runMigrations(database: Database, { migrationsFolder = MIGRATIONS_FOLDER } = {}): Promise<void> {
  if (database.pglite) {
    await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder });
    await installJobQueues(database);
    return;
  }
  const client = await database.pool!.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await migratePg(drizzlePg(client), { migrationsFolder });
    // pg-boss's schema (decision 0031): it takes its own advisory lock, so concurrent starts are safe too.
    await installJobQueues(database);
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
    client.release();
  }
}
