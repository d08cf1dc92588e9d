/** Empties every table of the app's schema (not the migrations journal), for `npm run seed -- --reset`. */
import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../client';
import * as schema from '../schema';

export function appTableNames(): string[] {
  const values: unknown[] = Object.values(schema);
  return values
    .filter((value): value is PgTable => is(value, PgTable))
    .map((table) => getTableName(table))
    .sort();
}

export async function truncateAppTables(db: Db): Promise<string[]> {
  const names = appTableNames();
  const list = names.map((name) => `"${name.replace(/"/g, '""')}"`).join(', ');
  await db.execute(sql.raw(`truncate table ${list} restart identity cascade`));
  return names;
}
