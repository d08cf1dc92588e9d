/**
 * One database handle for the whole app: embedded PGlite (default) or a PostgreSQL server (DATABASE_URL).
 * Both speak the same SQL and run the same migrations.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema';
import { acquireDataDirLock } from './lock';

export type Schema = typeof schema;

/**
 * Extensions every PGlite that opens the app's data must load: the search's trigram indexes (migration 0005) call
 * pg_trgm on every write to the searched tables, so a data folder migrated with it cannot be opened without it.
 */
export const PGLITE_EXTENSIONS = { pg_trgm };
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs several SQL statements at once (PGlite needs exec for that, not a prepared query). */
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
  /** Set for PGlite: used by the test snapshot. */
  pglite?: PGlite;
  /** Set for PostgreSQL: used by the migrator to hold an advisory lock on one connection. */
  pool?: pg.Pool;
}

export async function openDatabase(options: { url?: string; dataDir?: string; pglite?: PGlite }): Promise<Database> {
  if (options.url) return openPostgres(options.url);
  if (options.pglite) return wrapPglite(options.pglite, () => {});
  if (!options.dataDir) throw new Error('Either DATABASE_URL or DATA_DIR is needed to open the database.');
  const dir = path.resolve(options.dataDir);
  // PGlite does not create parent folders, and takes no lock of its own.
  mkdirSync(dir, { recursive: true });
  const release = acquireDataDirLock(dir);
  try {
    const client = await PGlite.create(path.join(dir, 'pgdata'), { extensions: PGLITE_EXTENSIONS });
    return wrapPglite(client, release);
  } catch (error) {
    release();
    throw error;
  }
}

function wrapPglite(client: PGlite, release: () => void): Database {
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    pglite: client,
    exec: async (sql) => {
      await client.exec(sql);
    },
    close: async () => {
      await client.close();
      release();
    },
  };
}

function openPostgres(url: string): Database {
  // A database that stops answering fails requests within seconds (503) instead of holding them open.
  const pool = new pg.Pool({ connectionString: url, max: 20, connectionTimeoutMillis: 5000 });
  // An idle connection the server drops (restart, pg_terminate_backend) must not crash the process.
  pool.on('error', () => {});
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    pool,
    exec: async (sql) => {
      await pool.query(sql);
    },
    close: () => pool.end(),
  };
}

/** Rows of a raw SQL query; both drivers answer `{ rows }`. */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
