/**
 * time_tallies (decision 0050) must always equal a fresh aggregate of time_entries, whatever happens: entries created
 * (one and many), a timer started and stopped, minutes, rate and billable edited, a task's time moved to another
 * project, entries invoiced, the invoice paid, unpaid, paid again and voided by SQL, an invoice deleted, entries and a
 * whole project deleted; and time_month_tallies equal to the sums of time_tallies, time_task_tallies and
 * time_week_tallies to theirs. Compared after each step, on whichever database the suite runs.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '@server/db/client';
import { createTestApp, DEMO_ACCOUNTS, type TestApp } from '../support/harness';

let t: TestApp;
const run = <T = Record<string, unknown>>(query: ReturnType<typeof sql>) => queryRows<T>(t.database.db, query);
const one = async <T>(query: ReturnType<typeof sql>) => (await run<T>(query))[0]!;

let clientId: string;
let projectA: string;
let projectB: string;
let userId: string;

beforeAll(async () => {
  t = await createTestApp();
  userId = (await one<{ id: string }>(sql`select id from users where email = 'developer@demo.test'`)).id;
  clientId = (
    await one<{ id: string }>(sql`insert into clients (name, contact_person, email, status)
    values ('Tally Co', 'Tia Lee', 'tia@example.test', 'active') returning id`)
  ).id;
  projectA = (
    await one<{ id: string }>(sql`insert into projects (name, client_id, status) values ('Tally A', ${clientId}, 'active') returning id`)
  ).id;
  projectB = (
    await one<{ id: string }>(sql`insert into projects (name, client_id, status) values ('Tally B', ${clientId}, 'active') returning id`)
  ).id;
});
afterAll(() => t.close());

/** The report's figures recomputed from the entries (the rounding rule per entry), against the tally's non-empty rows. */
async function expectTallyMatches() {
  const fresh = await run(sql`
    select to_char(e.work_date, 'YYYY-MM') as month, e.project_id::text as project, e.client_id::text as client, e.currency,
      count(*)::int as entries, sum(e.minutes)::bigint::text as minutes,
      coalesce(sum(e.minutes) filter (where e.billable), 0)::bigint::text as billable_minutes,
      coalesce(sum((e.minutes * e.rate_minor + 30) / 60) filter (where e.billable), 0)::bigint::text as billable,
      coalesce(sum((e.minutes * e.cost_rate_minor + 30) / 60), 0)::bigint::text as cost,
      coalesce(sum(e.billed_amount_minor), 0)::bigint::text as invoiced,
      coalesce(sum(e.billed_amount_minor) filter (where i.status = 'paid'), 0)::bigint::text as paid
    from time_entries e left join invoices i on i.id = e.invoice_id
    where e.minutes is not null
    group by 1, 2, 3, 4 order by 1, 2, 3, 4`);
  const kept = await run(sql`
    select to_char(month, 'YYYY-MM') as month, project_id::text as project, client_id::text as client, currency, entries,
      minutes::text, billable_minutes::text, billable_amount_minor::text as billable, cost_minor::text as cost,
      invoiced_amount_minor::text as invoiced, paid_amount_minor::text as paid
    from time_tallies where entries <> 0 order by 1, 2, 3, 4`);
  expect(kept).toEqual(fresh);
  // The per-month tally equals the sum of the month's rows (and counts the non-empty ones).
  const months = await run(sql`
    select to_char(month, 'YYYY-MM') as month, currency, count(*) filter (where entries > 0)::int as rows, sum(minutes)::text as minutes,
      sum(billable_minutes)::text as billable_minutes, sum(billable_amount_minor)::text as billable, sum(cost_minor)::text as cost,
      sum(invoiced_amount_minor)::text as invoiced, sum(paid_amount_minor)::text as paid
    from time_tallies group by 1, 2 order by 1, 2`);
  const keptMonths = await run(sql`
    select to_char(month, 'YYYY-MM') as month, currency, rows, minutes::text, billable_minutes::text, billable_amount_minor::text as billable,
      cost_minor::text as cost, invoiced_amount_minor::text as invoiced, paid_amount_minor::text as paid
    from time_month_tallies where (month, currency) in (select month, currency from time_tallies) order by 1, 2`);
  expect(keptMonths).toEqual(months);
  expect(
    await run(sql`select * from time_month_tallies where (month, currency) not in (select month, currency from time_tallies)
    and (rows, minutes, billable_minutes, billable_amount_minor, cost_minor, invoiced_amount_minor, paid_amount_minor) <> (0, 0, 0, 0, 0, 0, 0)`),
  ).toEqual([]);
  // The per-task tally (the Budget card's tasks): each project's finished time per task, a deleted task's under the nil key.
  const perTask = await run(sql`
    select project_id::text as project, coalesce(task_id, '00000000-0000-0000-0000-000000000000')::text as task,
      count(*)::int as entries, sum(minutes)::text as minutes
    from time_entries where minutes is not null group by 1, 2 order by 1, 2`);
  const keptTasks = await run(sql`
    select project_id::text as project, task_key::text as task, entries, minutes::text
    from time_task_tallies where entries <> 0 order by 1, 2`);
  expect(keptTasks).toEqual(perTask);
  // The per-person week tally (the utilization report): each person's finished time per ISO week, billable apart.
  const perWeek = await run(sql`
    select user_id::text as person, date_trunc('week', work_date)::date::text as week, count(*)::int as entries,
      sum(minutes)::text as minutes, coalesce(sum(minutes) filter (where billable), 0)::text as billable
    from time_entries where minutes is not null and user_id is not null group by 1, 2 order by 1, 2`);
  const keptWeeks = await run(sql`
    select user_id::text as person, week::text, entries, minutes::text, billable_minutes::text as billable
    from time_week_tallies where entries <> 0 order by 1, 2`);
  expect(keptWeeks).toEqual(perWeek);
  // An empty row holds nothing at all.
  expect(await run(sql`select * from time_task_tallies where entries = 0 and minutes <> 0`)).toEqual([]);
  expect(await run(sql`select * from time_week_tallies where entries = 0 and (minutes, billable_minutes) <> (0, 0)`)).toEqual([]);
  expect(
    await run(sql`select * from time_tallies where entries = 0 and (minutes, billable_minutes, billable_amount_minor,
    cost_minor, invoiced_amount_minor, paid_amount_minor) <> (0, 0, 0, 0, 0, 0)`),
  ).toEqual([]);
}

const entryIds = () =>
  run<{ id: string }>(sql`select id from time_entries where project_id in (${projectA}, ${projectB}) order by work_date, id`);

describe('time tallies', () => {
  it('match the demo data after seeding (the migration filled them, the seed kept them)', expectTallyMatches);

  it('follow entries created one at a time and many at once, and a timer only once it stops', async () => {
    await run(sql`insert into time_entries (user_id, project_id, client_id, work_date, minutes, billable, rate_minor, cost_rate_minor)
      values (${userId}, ${projectA}, ${clientId}, '2026-03-02', 90, true, 10000, 4000)`);
    await run(sql`insert into time_entries (user_id, project_id, client_id, work_date, minutes, billable, rate_minor, cost_rate_minor, currency)
      select ${userId}, ${projectA}, ${clientId}, date '2026-03-01' + g, 7 * g, g % 3 <> 0, 12345, 3333, case when g % 5 = 0 then 'EUR' else 'USD' end
      from generate_series(1, 40) g`);
    await run(sql`insert into time_entries (user_id, project_id, client_id, work_date, started_at)
      values (${userId}, ${projectA}, ${clientId}, '2026-04-15', now())`);
    await expectTallyMatches();
    await run(
      sql`update time_entries set minutes = 45, ended_at = started_at + interval '45 minutes' where project_id = ${projectA} and minutes is null`,
    );
    await expectTallyMatches();
  });

  it('follow edits of minutes, rate, billable, day and currency, and ignore edits that change no figure', async () => {
    const [first, second, third] = await entryIds();
    await run(sql`update time_entries set minutes = 61 where id = ${first!.id}`);
    await run(sql`update time_entries set rate_minor = 9999, cost_rate_minor = 1 where id = ${second!.id}`);
    await run(sql`update time_entries set billable = not billable where project_id = ${projectA}`);
    await run(sql`update time_entries set work_date = '2026-05-31', currency = 'EUR' where id = ${third!.id}`);
    await run(sql`update time_entries set note = 'only words' where project_id = ${projectA}`);
    await expectTallyMatches();
  });

  it("follow a task's time moved to another project, and a task deleted (its time kept without a task)", async () => {
    await run(sql`update time_entries set project_id = ${projectB} where project_id = ${projectA} and work_date < '2026-03-20'`);
    await expectTallyMatches();
    const [entry] = await entryIds();
    const task = (
      await one<{ id: string }>(
        sql`insert into tasks (title, project_id, client_id) values ('Doomed', ${projectB}, ${clientId}) returning id`,
      )
    ).id;
    await run(sql`update time_entries set task_id = ${task} where id = ${entry!.id}`);
    await expectTallyMatches();
    await run(sql`delete from tasks where id = ${task}`);
    await expectTallyMatches();
    expect(await one(sql`select count(*)::int as n from time_task_tallies where task_key = ${task} and entries <> 0`)).toEqual({ n: 0 });
  });

  it('follow invoicing, paying, unpaying and voiding (the release trigger gives the entries back)', async () => {
    const invoice = (
      await one<{ id: string }>(sql`insert into invoices (client_id, invoice_number, amount_minor, status, issued_at)
      values (${clientId}, 'TALLY-1', 100, 'open', now()) returning id`)
    ).id;
    await run(sql`update time_entries set status = 'invoiced', invoice_id = ${invoice}, billed_minutes = minutes, billed_amount_minor = minutes * 200
      where project_id in (${projectA}, ${projectB}) and billable and minutes is not null`);
    await expectTallyMatches();
    await run(sql`update invoices set status = 'paid', paid_at = now() where id = ${invoice}`);
    await expectTallyMatches();
    expect(
      Number(
        (await one<{ paid: string }>(sql`select sum(paid_amount_minor)::text as paid from time_tallies where client_id = ${clientId}`))
          .paid,
      ),
    ).toBeGreaterThan(0);
    await run(sql`update invoices set status = 'open', paid_at = null where id = ${invoice}`);
    await expectTallyMatches();
    await run(sql`update invoices set status = 'paid', paid_at = now() where id = ${invoice}`);
    // Voiding a paid invoice (only by SQL: the app never does) releases the entries and leaves nothing paid.
    await run(sql`update invoices set status = 'void' where id = ${invoice}`);
    await expectTallyMatches();
    expect(await one(sql`select count(*)::int as n from time_entries where invoice_id = ${invoice}`)).toEqual({ n: 0 });
  });

  it('follow a paid invoice deleted (its entries given back) and entries deleted', async () => {
    const invoice = (
      await one<{ id: string }>(sql`insert into invoices (client_id, invoice_number, amount_minor, status, issued_at, paid_at)
      values (${clientId}, 'TALLY-2', 100, 'paid', now(), now()) returning id`)
    ).id;
    await run(sql`update time_entries set status = 'invoiced', invoice_id = ${invoice}, billed_minutes = minutes, billed_amount_minor = minutes * 150
      where project_id = ${projectB} and billable`);
    await expectTallyMatches();
    await run(sql`delete from invoices where id = ${invoice}`);
    await expectTallyMatches();
    const [first] = await entryIds();
    await run(sql`delete from time_entries where id = ${first!.id}`);
    await run(sql`delete from time_entries where project_id = ${projectA} and currency = 'EUR'`);
    await expectTallyMatches();
  });

  it("follow a person's time moved to someone else, and a person removed (their weeks go with them)", async () => {
    const person = (
      await one<{ id: string }>(sql`insert into users (email, name, first_name, last_name, role)
      values ('tally.person@example.test', 'Tally Person', 'Tally', 'Person', 'developer') returning id`)
    ).id;
    await run(sql`insert into time_entries (user_id, project_id, client_id, work_date, minutes, billable, rate_minor, cost_rate_minor)
      select ${person}, ${projectA}, ${clientId}, date '2026-05-04' + g, 30, g % 2 = 0, 10000, 4000 from generate_series(0, 9) g`);
    await expectTallyMatches();
    await run(sql`update time_entries set user_id = ${userId} where user_id = ${person} and work_date < '2026-05-07'`);
    await expectTallyMatches();
    await run(sql`delete from users where id = ${person}`);
    await expectTallyMatches();
    expect(await run(sql`select * from time_week_tallies where user_id = ${person}`)).toEqual([]);
  });

  it('follow a project deleted with its time, and the client deleted with the rest', async () => {
    await run(sql`delete from projects where id = ${projectB}`);
    await expectTallyMatches();
    expect(await one(sql`select count(*)::int as n from time_tallies where project_id = ${projectB}`)).toEqual({ n: 0 });
    await run(sql`delete from clients where id = ${clientId}`);
    await expectTallyMatches();
  });

  it("give the whole agency's report the same total, totals and months as the entries", async () => {
    const from = new Date(Date.now() - 62 * 86_400_000).toISOString().slice(0, 7);
    const to = new Date().toISOString().slice(0, 7);
    const res = await t.request(`/api/reports/time/projects?from=${from}&to=${to}`, { cookie: await t.as(DEMO_ACCOUNTS.admin) });
    expect(res.status, res.text).toBe(200);
    const inRange = sql`e.minutes is not null and e.work_date >= ${`${from}-01`}::date and e.work_date < (${`${to}-01`}::date + interval '1 month')`;
    const [groups] = await run<{ n: number }>(sql`select count(*)::int as n from (select 1 from time_entries e where ${inRange}
      group by e.project_id, e.client_id, date_trunc('month', e.work_date), e.currency) g`);
    expect(groups!.n).toBeGreaterThan(0); // the demo's time of the last weeks
    // A row per project, client, month and currency with time, plus those with money and no time (decision 0096).
    const items = res.json.items as { minutes: number }[];
    expect(items.filter((r) => r.minutes > 0)).toHaveLength(groups!.n);
    const totals = await run<{ currency: string; minutes: number; cost: number }>(sql`select e.currency, sum(e.minutes)::int as minutes,
      sum((e.minutes * e.cost_rate_minor + 30) / 60)::int as cost
      from time_entries e where ${inRange} group by 1 order by 1`);
    const reported = res.json.totals as { currency: string; minutes: number; costMinor: number }[];
    for (const want of totals) {
      const row = reported.find((r) => r.currency === want.currency)!;
      expect({ minutes: row.minutes, cost: row.costMinor }).toEqual({ minutes: want.minutes, cost: want.cost });
    }
    const months = await run(sql`select to_char(e.work_date, 'YYYY-MM') as month, sum(e.minutes)::int as minutes,
      coalesce(sum(e.minutes) filter (where e.billable), 0)::int as "billableMinutes" from time_entries e where ${inRange} group by 1 order by 1`);
    expect(res.json.months.filter((m: { minutes: number }) => m.minutes > 0)).toEqual(months);
  });
});
