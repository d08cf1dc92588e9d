/**
 * The demo client's time already invoiced: the billable time of its two oldest seeded weeks on one open invoice, made
 * the way Invoice time makes one (decision 0049): each entry priced on its own by the one rounding rule, a line per
 * project, the invoice the sum of its lines, and each entry carrying its invoice, billed minutes and billed amount. The
 * invoice is the newest of the demo's, so it takes the next number of the one sequence (decision 0024).
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { formatInvoiceNumber } from '@shared/schemas/billing';
import { groupLines, hoursThousandths, priceEntry, type BillableEntry } from '@shared/time-invoice';
import { queryRows } from '../client';
import type { Tx } from '../transaction';
import { DAY } from './demo-types';

interface EntryRow extends Record<string, unknown> {
  id: string;
  minutes: number;
  rate_minor: number;
  currency: string;
  work_date: string;
  project_id: string;
  project_name: string;
  task_id: string | null;
  task_title: string | null;
  user_id: string | null;
  user_name: string | null;
  client_id: string;
}

/** Returns the number of invoice lines made (0: no time to invoice, no invoice). */
export async function seedDemoTimeInvoice(tx: Tx, now: Date, invoicePrefix: string): Promise<number> {
  const rows = await queryRows<EntryRow>(
    tx,
    sql`select e.id, e.minutes, e.rate_minor::int as rate_minor, e.currency, e.work_date::text as work_date, e.project_id,
               p.name as project_name, e.task_id, t.title as task_title, e.user_id, u.name as user_name, e.client_id
        from time_entries e
        join projects p on p.id = e.project_id
        left join tasks t on t.id = e.task_id
        left join users u on u.id = e.user_id
        where e.client_id = (select client_id from users where email = 'client_primary@demo.test')
          and e.status = 'approved' and e.billable and e.rate_minor > 0
          and e.work_date < (select min(work_date) + 14 from time_entries)
        order by e.work_date, e.id`,
  );
  if (rows.length === 0) return 0;
  const currency = rows[0]!.currency;
  const entries: BillableEntry[] = rows
    .filter((r) => r.currency === currency)
    .map((r) => ({
      id: r.id,
      minutes: Number(r.minutes),
      rateMinor: Number(r.rate_minor),
      workDate: r.work_date,
      projectId: r.project_id,
      projectName: r.project_name,
      taskId: r.task_id,
      taskTitle: r.task_title,
      userId: r.user_id,
      userName: r.user_name,
    }));
  const priced = entries.map((entry) => priceEntry(entry, 15, 'up'));
  const lines = groupLines(priced, 'project');
  const total = lines.reduce((sum, line) => sum + line.amountMinor, 0);

  // After every other demo invoice (by its latest creator, who signed in then), and never in the future.
  const [latest] = await queryRows<{ created_at: Date | string; created_by_id: string | null; count: number }>(
    tx,
    sql`select created_at, created_by_id, (select count(invoice_number)::int from invoices) as count from invoices order by created_at desc limit 1`,
  );
  const createdAt = new Date(Math.min(now.getTime(), (latest ? new Date(latest.created_at).getTime() : now.getTime()) + 60_000));
  const invoiceId = randomUUID();
  const first = entries[0]!.workDate;
  const last = entries[entries.length - 1]!.workDate;
  await tx.execute(sql`
    insert into invoices (id, client_id, invoice_number, description, amount_minor, currency, status, due_date, issued_at, created_by_id,
                          created_at, updated_at)
    values (${invoiceId}, ${rows[0]!.client_id}, ${formatInvoiceNumber(invoicePrefix, (latest?.count ?? 0) + 1)},
            ${`Time, ${first} to ${last}`}, ${total}, ${currency}, 'open', ${new Date(createdAt.getTime() + 30 * DAY).toISOString().slice(0, 10)},
            ${createdAt.toISOString()}, ${latest?.created_by_id ?? null}, ${createdAt.toISOString()}, ${createdAt.toISOString()})`);
  for (const [position, line] of lines.entries()) {
    await tx.execute(sql`
      insert into invoice_items (invoice_id, description, quantity_thousandths, unit, unit_amount_minor, position, net_minor, total_minor, created_at)
      values (${invoiceId}, ${line.description}, ${hoursThousandths(line.minutes)}, 'hours', ${line.rateMinor}, ${position},
              ${line.amountMinor}, ${line.amountMinor}, ${createdAt.toISOString()})`);
  }
  // Each entry bills its share of its line's amount (decision 0095).
  const share = new Map(lines.flatMap((l) => l.entryIds.map((id, i) => [id, l.entryAmounts[i]!] as const)));
  const billed = sql.join(
    priced.map((p) => sql`(${p.id}::uuid, ${p.billedMinutes}::int, ${share.get(p.id) ?? p.billedAmountMinor}::bigint)`),
    sql`, `,
  );
  await tx.execute(sql`
    update time_entries e set status = 'invoiced', invoice_id = ${invoiceId}, billed_minutes = b.minutes, billed_amount_minor = b.amount,
                              updated_at = ${createdAt.toISOString()}
    from (values ${billed}) as b(id, minutes, amount) where b.id = e.id`);
  await tx.execute(sql`update invoice_number_counter set last_number = (select count(invoice_number) from invoices) where id = 1`);
  return lines.length;
}
