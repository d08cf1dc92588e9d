/**
 * Tax rates in millionths (decision 0089): an agency's rates and every line's copy of them, written in basis points by an
 * earlier release, read the same percentage after the upgrade, and each rate is the first version of its family.
 */
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, expect, it } from 'vitest';
import { openDatabase, PGLITE_EXTENSIONS, queryRows, type Database } from '@server/db/client';
import { MIGRATIONS_FOLDER, runMigrations } from '@server/db/migrate';
import { loadPgliteSqlDump } from '../../upgrade/pglite-sql-dump';

let database: Database | undefined;
afterAll(() => database?.close());

it('keeps every rate and every copy of it as the same percentage', async () => {
  database = await openDatabase({ pglite: await PGlite.create({ extensions: PGLITE_EXTENSIONS }) });
  // The schema of the release before (42 migrations), holding an 8.25% rate and a line priced with 20%.
  await loadPgliteSqlDump(
    database,
    `-- migrations: 42
insert into tax_rates (id, name, basis_points, inclusive) values ('00000000-0000-4000-8000-000000000001', 'Sales tax', 825, false);
insert into clients (id, name, contact_person, email) values ('00000000-0000-4000-8000-0000000000c1', 'Acme', 'Ada', 'ada@example.com');
insert into quotes (id, quote_number, client_id, title, valid_until)
  values ('00000000-0000-4000-8000-000000000002', 'Q-0001', '00000000-0000-4000-8000-0000000000c1', 'Website', '2030-01-01');
insert into quote_sections (id, quote_id, position, title) values
  ('00000000-0000-4000-8000-000000000003', '00000000-0000-4000-8000-000000000002', 0, 'Design');
insert into quote_items (section_id, quote_id, position, description, quantity_hundredths, unit_price_minor, tax_name, tax_basis_points, tax_minor)
  values ('00000000-0000-4000-8000-000000000003', '00000000-0000-4000-8000-000000000002', 0, 'Design', 100, 10000, 'VAT', 2000, 2000);
`,
    MIGRATIONS_FOLDER,
  );
  await runMigrations(database);
  const rates = await queryRows<{ rate: number; family: string; id: string }>(
    database.db,
    sql`select rate_millionths as rate, family_id as family, id from tax_rates`,
  );
  expect(rates).toEqual([{ rate: 82_500, family: '00000000-0000-4000-8000-000000000001', id: '00000000-0000-4000-8000-000000000001' }]);
  const lines = await queryRows<{ rate: number }>(database.db, sql`select tax_rate_millionths as rate from quote_items`);
  expect(lines).toEqual([{ rate: 200_000 }]);
});
