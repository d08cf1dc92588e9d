/**
 * One database handle for the whole app: embedded PGlite (default) or a PostgreSQL server (DATABASE_URL).
 * Both speak the same SQL and run the same migrations, and the app reaches both through a `pg` pool: the embedded
 * database runs in its own thread behind a unix socket (decision 0065). The tests hand in a PGlite of their own,
 * queried in-process.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema';
import { acquireDataDirLock } from './lock';
import { startEmbeddedServer } from './embedded-server';

export { PGLITE_EXTENSIONS } from './pglite-extensions';
export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs several SQL statements at once (PGlite needs exec for that, not a prepared query). */
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
  /** Set for a PGlite queried in this thread (the tests' own): used by the test snapshot. */
  pglite?: PGlite;
  /** Set otherwise (PostgreSQL, and the embedded database in its thread): the migrator, job queue and live hub use it. */
  pool?: pg.Pool;
}

export async function openDatabase(options: { url?: string; dataDir?: string; pglite?: PGlite }): Promise<Database> {
  if (options.url) return openPostgres(options.url);
  if (options.pglite) return wrapPglite(options.pglite, () => {});
  if (!options.dataDir) throw new Error('Either DATABASE_URL or DATA_DIR is needed to open the database.');
  const dir = path.resolve(options.dataDir);
  // PGlite does not create parent folders, and takes no lock of its own.
  mkdirSync(dir, { recursive: true });
  // The lock belongs to this process (its pid), though PGlite runs in a thread of it.
  const release = acquireDataDirLock(dir);
  try {
    const server = await startEmbeddedServer(path.join(dir, 'pgdata'));
    // One session behind the socket: more connections than a few only wait there instead of in the pool.
    const database = openPool(server.connectionString, 'pglite', 4);
    return {
      ...database,
      close: async () => {
        try {
          await database.close();
          await server.close();
        } finally {
          release();
        }
      },
    };
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
  return openPool(url, 'postgres', 20);
}

function openPool(url: string, kind: Database['kind'], max: number): Database {
  // A database that stops answering fails requests within seconds (503) instead of holding them open.
  // No JIT on PostgreSQL (decision 0101): the app's statements are short, and a misestimated one (the dashboard's
  // chart: a few thousand rows estimated as millions) spent two seconds compiling to run in a hundred milliseconds.
  const options = kind === 'postgres' ? { options: '-c jit=off' } : {};
  const pool = new pg.Pool({ connectionString: url, max, connectionTimeoutMillis: 5000, ...options });
  // An idle connection the server drops (restart, pg_terminate_backend) must not crash the process.
  pool.on('error', () => {});
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    kind,
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
