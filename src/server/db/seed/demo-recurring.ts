/**
 * The demo's recurring invoices (decision 0057): a monthly support retainer of 100 hours on Four Corners Title &
 * Escrow's portal project and a yearly hosting plan for Mesa Verde Outfitters, both starting on the 1st of next
 * month. Nothing is due at the app's first look (the scheduler, at start), so a new admin finds the schedules with
 * their next invoice dates and no invoice issued behind their back; the retainer's first invoice goes out on the 1st,
 * and from its second on each adds the hours over the allowance of the month before.
 */
import { sql } from 'drizzle-orm';
import { queryRows } from '../client';
import type { Tx } from '../transaction';

const day = (d: Date) => d.toISOString().slice(0, 10);

export async function seedDemoRecurring(tx: Tx, now: Date): Promise<number> {
  const lastMonth = day(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1)));
  const nextMonth = day(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)));
  const [refs] = await queryRows<{
    admin: string | null;
    retainer_client: string | null;
    retainer_project: string | null;
    hosting_client: string | null;
  }>(
    tx,
    sql`select (select id from users where email = 'admin@demo.test') as admin,
               (select id from clients where name = 'Four Corners Title & Escrow') as retainer_client,
               (select p.id from projects p join clients c on c.id = p.client_id
                 where c.name = 'Four Corners Title & Escrow' and p.hourly_rate_minor > 0 and p.currency = 'USD'
                 order by (select count(*) from time_entries e where e.project_id = p.id and e.work_date >= ${lastMonth}::date) desc, p.created_at
                 limit 1) as retainer_project,
               (select id from clients where name = 'Mesa Verde Outfitters') as hosting_client`,
  );
  let made = 0;
  if (refs?.retainer_client && refs.retainer_project) {
    const [s] = await queryRows<{ id: string }>(
      tx,
      sql`insert into recurring_schedules (client_id, project_id, title, currency, frequency, day_of_month, start_date, status, auto_send, due_days,
                                           next_period_start, allowance_minutes, carry_over, created_by_id)
          values (${refs.retainer_client}, ${refs.retainer_project}, 'Support retainer', 'USD', 'monthly', 1, ${nextMonth}, 'active', false, 14,
                  ${nextMonth}, 6000, true, ${refs.admin})
          returning id`,
    );
    await tx.execute(
      sql`insert into recurring_schedule_items (schedule_id, position, description, quantity_thousandths, unit_amount_minor)
          values (${s!.id}, 0, 'Support retainer: 100 hours of development a month', 1000, 1500000)`,
    );
    made += 1;
  }
  if (refs?.hosting_client) {
    const [s] = await queryRows<{ id: string }>(
      tx,
      sql`insert into recurring_schedules (client_id, title, currency, frequency, day_of_month, start_date, status, auto_send, due_days, next_period_start, created_by_id)
          values (${refs.hosting_client}, 'Hosting and maintenance', 'USD', 'yearly', 1, ${nextMonth}, 'active', false, 30, ${nextMonth}, ${refs.admin})
          returning id`,
    );
    await tx.execute(
      sql`insert into recurring_schedule_items (schedule_id, position, description, quantity_thousandths, unit_amount_minor)
          values (${s!.id}, 0, 'Managed hosting, a year', 1000, 240000), (${s!.id}, 1, 'Security updates and backups, a year', 1000, 180000)`,
    );
    made += 1;
  }
  return made;
}
