/**
 * The authorization table's expense (docs/decisions/0116-expenses-api.md), made with plain SQL on a project: staff get
 * their own open expense on a project they work on ('own') or nobody's on one outside their scope ('other'); a client
 * user gets a billable one on an issued invoice of that project's client, the first an expense a client may read.
 */
import { sql } from 'drizzle-orm';
import { insert, type Caller, type Db, type Fixture, type Target } from './authorization-fixtures';

export async function expenseFixture(db: Db, projectId: string, caller: Caller, target: Target): Promise<Fixture> {
  const userId = target === 'own' && !caller.isClient ? caller.author : null;
  const id = await insert(
    db,
    sql`insert into expenses (project_id, client_id, user_id, expense_date, description, amount_minor, net_minor, billable)
    select id, client_id, ${userId}::uuid, current_date, 'Table expense', 12000, 12000, true from projects where id = ${projectId} returning id`,
  );
  if (caller.isClient) {
    const invoiceId = await insert(
      db,
      sql`insert into invoices (client_id, amount_minor, status, due_date)
      select client_id, 12000, 'open', current_date + 30 from expenses where id = ${id} returning id`,
    );
    await insert(
      db,
      sql`update expenses set status = 'invoiced', invoice_id = ${invoiceId}, billed_amount_minor = 12000 where id = ${id} returning id`,
    );
  }
  return { id };
}
