/**
 * Expenses for the field-level walk (docs/decisions/0116-expenses-api.md), made with plain SQL on the demo client
 * users' company, so the scan can see them leak: one still open, one approved on a project that keeps its expenses to
 * itself, one on a draft invoice (all three the agency's own business), and one on an issued invoice, which the client
 * reads: its cost, tax, vendor and markup are set, so any of them reaching the client shows.
 */
import { sql } from 'drizzle-orm';
import { queryRows } from '@server/db/client';
import type { TestApp } from '../support/harness';

type Db = TestApp['database']['db'];

export async function seedExpenses(db: Db, clientUserEmail: string, managerEmail: string): Promise<void> {
  const [project] = await queryRows<{ id: string; client_id: string }>(
    db,
    sql`select p.id, p.client_id from projects p join users u on u.client_id = p.client_id where u.email = ${clientUserEmail} order by p.id limit 1`,
  );
  const expense = (description: string, status: string) =>
    sql`insert into expenses (project_id, client_id, user_id, expense_date, description, vendor, amount_minor, net_minor, tax_minor,
          tax_name, tax_rate_millionths, tax_inclusive, billable, markup_basis_points, status)
        select ${project!.id}, ${project!.client_id}, u.id, current_date, ${description}, 'Secret Vendor Ltd', 12000, 10000, 2000,
          'VAT', 200000, true, true, 1500, ${status} from users u where u.email = ${managerEmail} returning id`;
  await queryRows(db, sql`update projects set client_sees_expenses = false where id = ${project!.id}`);
  await queryRows(db, expense('Unbilled staging server rental', 'open'));
  await queryRows(db, expense('Approved but not shared licence', 'approved'));
  for (const [description, invoiceStatus] of [
    ['Stock photos on a draft invoice', 'draft'],
    ['Stock photos billed to the client', 'open'],
  ] as const) {
    const [row] = await queryRows<{ id: string }>(db, expense(description, 'approved'));
    const [invoice] = await queryRows<{ id: string }>(
      db,
      sql`insert into invoices (client_id, amount_minor, status, due_date) values (${project!.client_id}, 11500, ${invoiceStatus}, current_date + 30) returning id`,
    );
    await queryRows(
      db,
      sql`update expenses set status = 'invoiced', invoice_id = ${invoice!.id}, billed_amount_minor = 11500 where id = ${row!.id}`,
    );
  }
}
