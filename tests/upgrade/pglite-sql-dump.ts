/**
 * The embedded database of a release as SQL (docs/decisions/0033): every row of every table, and the number of
 * migrations the release had run. A data-folder dump would be 5 MB (template databases and a 16 MB WAL segment); this
 * is a few kB. Loading it rebuilds the release's schema from the repository's own first N migrations (checked
 * against the hashes the release recorded), then puts the rows back with triggers off, as they were.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { Database } from '@server/db/client';

const quoteName = (name: string) => `"${name.replace(/"/g, '""')}"`;
const quoteText = (text: string) => `'${text.replace(/'/g, "''")}'`;

export async function dumpPgliteAsSql(pglite: PGlite, release: string): Promise<string> {
  const tables = (
    await pglite.query<{ schema: string; name: string; columns: string[] }>(`
      select n.nspname as schema, c.relname as name,
        (select json_agg(a.attname order by a.attnum) from pg_attribute a
          where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = '') as columns
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where c.relkind in ('r', 'p') and not c.relispartition and n.nspname not in ('information_schema') and n.nspname not like 'pg\\_%'
      order by 1, 2`)
  ).rows;
  const { rows: applied } = await pglite.query<{ n: number }>('select count(*)::int as n from drizzle.__drizzle_migrations');
  const qualified = (t: { schema: string; name: string }) => `${quoteName(t.schema)}.${quoteName(t.name)}`;
  const out = [
    `-- The embedded database of release ${release}, made by scripts/make-upgrade-dump.ts (tests/upgrade/fixtures/README.md).`,
    `-- migrations: ${applied[0]!.n}`,
    'set session_replication_role = replica;',
    `truncate ${tables.map(qualified).join(', ')};`,
  ];
  for (const table of tables) {
    const columns = table.columns.map(quoteName).join(', ');
    const { rows } = await pglite.query<{ row: string }>(
      `select row_to_json(t)::text as row from (select ${columns} from ${qualified(table)} order by 1) t`,
    );
    if (rows.length === 0) continue;
    out.push(
      `insert into ${qualified(table)} (${columns}) overriding system value select ${columns} from json_populate_recordset(null::${qualified(table)}, ${quoteText(`[\n${rows.map((r) => r.row).join(',\n')}\n]`)});`,
    );
  }
  const { rows: sequences } = await pglite.query<{ schema: string; name: string; value: string }>(
    `select schemaname as schema, sequencename as name, last_value::text as value from pg_sequences where last_value is not null order by 1, 2`,
  );
  for (const s of sequences) out.push(`select setval(${quoteText(`${quoteName(s.schema)}.${quoteName(s.name)}`)}, ${s.value});`);
  out.push('set session_replication_role = origin;', '');
  return out.join('\n');
}

/** How many migrations the release had run, from the dump's header. */
export function releaseMigrationCount(sql: string): number {
  const count = sql.match(/^-- migrations: (\d+)$/m);
  if (!count) throw new Error('Not an upgrade dump: no "-- migrations: N" line.');
  return Number(count[1]);
}

/** The release's migrations: the first N of the folder, as drizzle reads them (tag, hash, time). */
export function releaseMigrations(migrationsFolder: string, count: number) {
  return readMigrationFiles({ migrationsFolder }).slice(0, count);
}

/** Loads a dump into an empty embedded database: the release's migrations, then its rows. */
export async function loadPgliteSqlDump(database: Database, sql: string, migrationsFolder: string): Promise<void> {
  const folder = mkdtempSync(path.join(tmpdir(), 'release-migrations-'));
  try {
    cpSync(migrationsFolder, folder, { recursive: true });
    const journalPath = path.join(folder, 'meta', '_journal.json');
    const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: unknown[] };
    writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, releaseMigrationCount(sql)) }));
    await migrate(database.db as unknown as PgliteDatabase, { migrationsFolder: folder });
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
  await database.exec(sql);
}
