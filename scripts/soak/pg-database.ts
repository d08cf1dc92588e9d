/** A throwaway PostgreSQL database for one soak run: created, migrated and seeded with the demo agency, then dropped. */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase } from '@server/db/client';
import { runMigrations } from '@server/db/migrate';
import { seedDemo } from '@server/db/seed/demo';

export const ADMIN_URL = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
export const PASSWORD = 'demo-password';

export async function adminQuery(sql: string, params: unknown[] = [], url = ADMIN_URL): Promise<any[]> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    return (await client.query(sql, params)).rows;
  } finally {
    await client.end();
  }
}

export interface SoakDatabase {
  url: string;
  name: string;
  query(sql: string, params?: unknown[]): Promise<any[]>;
  drop(): Promise<void>;
}

export async function createSoakDatabase(label: string): Promise<SoakDatabase> {
  const name = `portal_soak_${label}_${randomBytes(4).toString('hex')}`;
  await adminQuery(`create database ${name}`);
  const url = Object.assign(new URL(ADMIN_URL), { pathname: `/${name}` }).toString();
  const database = await openDatabase({ url });
  try {
    await runMigrations(database);
    await seedDemo(database.db, { password: PASSWORD });
  } finally {
    await database.close();
  }
  return {
    url,
    name,
    query: (sql, params) => adminQuery(sql, params, url),
    drop: async () => {
      await adminQuery(`drop database if exists ${name} with (force)`);
    },
  };
}
