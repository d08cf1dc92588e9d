/**
 * Credit note and recurring schedule lines in thousandths (decision 0102): lines written with whole quantities by the
 * release before read the same quantity after the upgrade (x 1000), so no figure changes.
 */
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, expect, it } from 'vitest';
import { openDatabase, PGLITE_EXTENSIONS, queryRows, type Database } from '@server/db/client';
import { MIGRATIONS_FOLDER, runMigrations } from '@server/db/migrate';
import { loadPgliteSqlDump } from '../../upgrade/pglite-sql-dump';

let database: Database | undefined;
afterAll(() => database?.close());

it('keeps every credit note and schedule line at its quantity, in thousandths, without a unit', async () => {
  database = await openDatabase({ pglite: await PGlite.create({ extensions: PGLITE_EXTENSIONS }) });
  // The schema of the release before (44 migrations): a credit note line of 3 and a schedule line of 2.
  await loadPgliteSqlDump(
    database,
    `-- migrations: 44
insert into clients (id, name, contact_person, email) values ('00000000-0000-4000-8000-0000000000c1', 'Acme', 'Ada', 'ada@example.com');
insert into invoices (id, client_id, amount_minor, status, due_date)
  values ('00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-0000000000c1', 30000, 'open', '2030-01-01');
insert into credit_notes (id, credit_note_number, invoice_id, client_id, currency, reason, subtotal_minor, total_minor, issued_on)
  values ('00000000-0000-4000-8000-000000000002', 'CN-0001', '00000000-0000-4000-8000-000000000001',
          '00000000-0000-4000-8000-0000000000c1', 'USD', 'Scope cut', 30000, 30000, '2029-12-01');
insert into credit_note_items (credit_note_id, description, quantity, unit_amount_minor, net_minor, total_minor)
  values ('00000000-0000-4000-8000-000000000002', 'Days', 3, 10000, 30000, 30000);
insert into recurring_schedules (id, client_id, title, frequency, day_of_month, start_date, next_period_start)
  values ('00000000-0000-4000-8000-000000000003', '00000000-0000-4000-8000-0000000000c1', 'Hosting', 'monthly', 1, '2030-01-01', '2030-01-01');
insert into recurring_schedule_items (schedule_id, description, quantity, unit_amount_minor)
  values ('00000000-0000-4000-8000-000000000003', 'Hosting', 2, 5000);
`,
    MIGRATIONS_FOLDER,
  );
  await runMigrations(database);
  const notes = await queryRows<{ q: number; unit: string | null }>(
    database.db,
    sql`select quantity_thousandths::int as q, unit from credit_note_items`,
  );
  expect(notes).toEqual([{ q: 3000, unit: null }]);
  const schedules = await queryRows<{ q: number; unit: string | null }>(
    database.db,
    sql`select quantity_thousandths::int as q, unit from recurring_schedule_items`,
  );
  expect(schedules).toEqual([{ q: 2000, unit: null }]);
});
