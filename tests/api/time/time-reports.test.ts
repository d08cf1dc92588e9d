/**
 * Time reports (decisions 0050, 0096): the figures of a small known set, computed by hand to the cent with the one
 * rounding rule ((minutes x rate + 30) / 60, floored), invoiced and paid as the ledger's (deposits, retainer fees and
 * part payments included, by month of issue and of payment), who sees which figures, the CSV files, and bad ranges.
 */
import { sql, type SQL } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { cookies, one, setUpRequests, t, userIds } from '../requests/client-requests-helpers';
import { APP_URL, type DemoRole } from '../support/harness';

setUpRequests();

let projectId: string;
let clientId: string;
let betaId: string;

const get = (role: DemoRole, path: string) => t.request(`/api/reports/time/${path}`, { cookie: cookies[role] });
const RANGE = 'from=2026-03&to=2026-04';
/** A file's text with its byte-order mark kept (fetch's text() drops it). */
async function csv(role: DemoRole, path: string) {
  const res = await t.app.request(`${APP_URL}/api/reports/time/${path}`, { headers: { cookie: cookies[role] } });
  return { status: res.status, headers: res.headers, text: new TextDecoder('utf-8', { ignoreBOM: true }).decode(await res.arrayBuffer()) };
}

beforeAll(async () => {
  clientId = (
    await one<{ id: string }>(sql`insert into clients (name, contact_person, email, status)
    values ('Zéphyr Ltd', 'Zoë Ørsted', 'zoe@example.test', 'active') returning id`)
  ).id;
  projectId = (
    await one<{ id: string }>(
      sql`insert into projects (name, client_id, status) values ('Report Alpha', ${clientId}, 'active') returning id`,
    )
  ).id;
  const paid = (
    await one<{
      id: string;
    }>(sql`insert into invoices (client_id, invoice_number, amount_minor, amount_paid_minor, status, issued_at, paid_at)
    values (${clientId}, 'TR-1', 4200, 4200, 'paid', '2026-03-03T10:00:00Z', '2026-03-20T10:00:00Z') returning id`)
  ).id;
  await t.database.db.execute(sql`insert into invoice_payments (invoice_id, amount_minor, currency, paid_on, method)
    values (${paid}, 4200, 'USD', '2026-03-20', 'bank_transfer')`);
  const open = (
    await one<{ id: string }>(sql`insert into invoices (client_id, invoice_number, amount_minor, status, issued_at)
    values (${clientId}, 'TR-2', 1500, 'open', '2026-04-10T10:00:00Z') returning id`)
  ).id;
  await seedBeta();
  const dev = userIds.developer;
  const entry = (
    date: string,
    minutes: number,
    billable: boolean,
    rate: number,
    cost: number,
    currency = 'USD',
    invoice: [string, number] | null = null,
  ) => sql`
    insert into time_entries (user_id, project_id, client_id, work_date, minutes, billable, rate_minor, cost_rate_minor, currency, status,
                              invoice_id, billed_minutes, billed_amount_minor)
    values (${dev}, ${projectId}, ${clientId}, ${date}, ${minutes}, ${billable}, ${rate}, ${cost}, ${currency},
            ${invoice ? 'invoiced' : 'approved'}, ${invoice?.[0] ?? null}, ${invoice ? minutes : null}, ${invoice?.[1] ?? null})`;
  for (const q of [
    entry('2026-03-02', 90, true, 10000, 4000), // 15000.5 -> 15000; cost 6000.5 -> 6000
    entry('2026-03-03', 25, true, 10000, 4000, 'USD', [paid, 4200]), // 4167.2 -> 4167; cost 1667.2 -> 1667
    entry('2026-03-04', 60, false, 10000, 4000), // not billable; cost 4000
    entry('2026-04-10', 7, true, 12345, 3333, 'USD', [open, 1500]), // 1440.75 -> 1440; cost 389.35 -> 389
    entry('2026-04-11', 30, true, 9000, 0, 'EUR'), // 4500.5 -> 4500
    // Utilization: the developer's weeks of 2020-01-06 and 2020-01-13, at a capacity of 20 h.
    entry('2020-01-06', 120, true, 0, 0),
    entry('2020-01-07', 60, false, 0, 0),
    entry('2020-01-15', 600, true, 0, 0),
  ])
    await t.database.db.execute(q);
  await t.database.db.execute(sql`insert into staff_rates (user_id, weekly_capacity_minutes) values (${dev}, 1200)
    on conflict (user_id) do update set weekly_capacity_minutes = 1200`);
});

/**
 * A second client's project billed without time: a EUR deposit of 2,000.00 (its quote's) paid 1,000.00 in April, a USD
 * retainer fee of 30,000.00 (its schedule's), a voided deposit and a draft that count nowhere, and an hour of work.
 */
async function seedBeta() {
  const client = (
    await one<{ id: string }>(sql`insert into clients (name, contact_person, email, status)
    values ('Ypsilon GmbH', 'Yves', 'yves@example.test', 'active') returning id`)
  ).id;
  betaId = (
    await one<{ id: string }>(sql`insert into projects (name, client_id, status) values ('Report Beta', ${client}, 'active') returning id`)
  ).id;
  const quote = (
    await one<{ id: string }>(sql`insert into quotes (quote_number, client_id, title, currency, status, valid_until, project_id)
    values ('Q-TR-1', ${client}, 'Beta', 'EUR', 'accepted', '2026-12-31', ${betaId}) returning id`)
  ).id;
  const schedule = (
    await one<{ id: string }>(sql`insert into recurring_schedules (client_id, title, frequency, start_date, next_period_start, project_id)
    values (${client}, 'Beta retainer', 'monthly', '2026-04-01', '2026-05-01', ${betaId}) returning id`)
  ).id;
  const invoice = (n: string, amount: number, currency: string, status: string, issued: string | null, link: SQL, paidMinor = 0) =>
    one<{
      id: string;
    }>(sql`insert into invoices (client_id, invoice_number, amount_minor, amount_paid_minor, currency, status, issued_at, quote_id, recurring_schedule_id)
      values (${client}, ${n}, ${amount}, ${paidMinor}, ${currency}, ${status}, ${issued}, ${link}) returning id`);
  const deposit = await invoice('TR-B1', 200000, 'EUR', 'partially_paid', '2026-03-05T09:00:00Z', sql`${quote}, null`, 100000);
  await t.database.db.execute(sql`insert into invoice_payments (invoice_id, amount_minor, currency, paid_on, method)
    values (${deposit.id}, 100000, 'EUR', '2026-04-02', 'bank_transfer')`);
  await invoice('TR-B2', 3000000, 'USD', 'open', '2026-04-01T09:00:00Z', sql`null, ${schedule}`);
  await invoice('TR-B3', 99900, 'EUR', 'void', '2026-03-06T09:00:00Z', sql`${quote}, null`);
  await invoice('TR-B4', 88800, 'USD', 'draft', null, sql`null, ${schedule}`);
  await t.database.db
    .execute(sql`insert into time_entries (user_id, project_id, client_id, work_date, minutes, billable, rate_minor, cost_rate_minor, currency, status)
    values (${userIds.developer}, ${betaId}, ${client}, '2026-04-14', 60, true, 10000, 5000, 'USD', 'approved')`);
}

const MARCH_USD = {
  month: '2026-03',
  currency: 'USD',
  minutes: 175,
  billableMinutes: 115,
  billableAmountMinor: 19167,
  invoicedMinor: 4200,
  paidMinor: 4200,
  costMinor: 11667,
};
const APRIL_EUR = {
  month: '2026-04',
  currency: 'EUR',
  minutes: 30,
  billableMinutes: 30,
  billableAmountMinor: 4500,
  invoicedMinor: 0,
  paidMinor: 0,
  costMinor: 0,
};
const APRIL_USD = {
  month: '2026-04',
  currency: 'USD',
  minutes: 7,
  billableMinutes: 7,
  billableAmountMinor: 1440,
  invoicedMinor: 1500,
  paidMinor: 0,
  costMinor: 389,
};
const HIDDEN = { invoicedMinor: null, paidMinor: null, costMinor: null };

describe('time per project and month', () => {
  it('an admin gets every figure, per month and currency, with totals and the months of the chart', async () => {
    const res = await get('admin', `projects?${RANGE}&projectId=${projectId}`);
    expect(res.status, res.text).toBe(200);
    expect(res.json.items).toEqual(
      [MARCH_USD, APRIL_EUR, APRIL_USD].map((r) => ({
        project: { id: projectId, name: 'Report Alpha' },
        client: { id: clientId, name: 'Zéphyr Ltd' },
        ...r,
      })),
    );
    expect(res.json).toMatchObject({ total: 3, page: 1, from: '2026-03', to: '2026-04', sees: { billing: true, costs: true } });
    expect(res.json.totals).toEqual([
      { currency: 'EUR', minutes: 30, billableMinutes: 30, billableAmountMinor: 4500, invoicedMinor: 0, paidMinor: 0, costMinor: 0 },
      {
        currency: 'USD',
        minutes: 182,
        billableMinutes: 122,
        billableAmountMinor: 20607,
        invoicedMinor: 5700,
        paidMinor: 4200,
        costMinor: 12056,
      },
    ]);
    expect(res.json.months).toEqual([
      { month: '2026-03', minutes: 175, billableMinutes: 115 },
      { month: '2026-04', minutes: 37, billableMinutes: 37 },
    ]);
  });

  it('pages in SQL, and the client filter gives the same rows', async () => {
    const res = await get('admin', `projects?${RANGE}&clientId=${clientId}&pageSize=2&page=2`);
    expect(res.status, res.text).toBe(200);
    expect(res.json.items).toMatchObject([APRIL_USD]);
    expect(res.json.total).toBe(3);
  });

  it('a manager gets hours and billable value, never invoiced, paid or the cost of time; no one gets a margin here', async () => {
    const res = await get('manager', `projects?${RANGE}&projectId=${projectId}`);
    expect(res.status, res.text).toBe(200);
    expect(res.json.items[0]).toMatchObject({ ...MARCH_USD, ...HIDDEN });
    expect(res.json.totals[1]).toMatchObject({ billableAmountMinor: 20607, ...HIDDEN });
    expect(res.json.sees).toEqual({ billing: true, costs: false });
  });

  it('developers and client users are refused; anonymous callers 401', async () => {
    for (const role of ['developer', 'designer', 'support', 'client_primary', 'client_additional'] as DemoRole[]) {
      expect((await get(role, `projects?${RANGE}`)).status, role).toBe(403);
      expect((await get(role, 'projects/export.csv')).status, role).toBe(403);
      expect((await get(role, 'utilization')).status, role).toBe(403);
    }
    expect((await t.request('/api/reports/time/projects')).status).toBe(401);
  });

  it('names the field of a bad range', async () => {
    const cases: Array<[string, Record<string, string>]> = [
      ['from=2026-13&to=2026-12', { from: 'from must be a month like 2026-01' }],
      ['from=2026-05&to=2026-04', { to: 'to must be the same month as from or later' }],
      ['from=2025-01&to=2026-01', { to: 'A report covers at most 12 months' }],
      ['projectId=nope', { projectId: 'projectId must be an id' }],
    ];
    for (const [query, fields] of cases) {
      const res = await get('admin', `projects?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.json.error.fields, query).toMatchObject(fields);
    }
    const weeks = await get('admin', 'utilization?from=2026-01-01&to=2027-06-01');
    expect(weeks.status).toBe(400);
    expect(weeks.json.error.fields).toMatchObject({ to: 'A report covers at most 53 weeks' });
  });

  it('exports CSV with a byte-order mark; the admin file has the money columns, the manager file not the cost ones', async () => {
    const res = await csv('admin', `projects/export.csv?${RANGE}&projectId=${projectId}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    expect(res.headers.get('content-disposition')).toContain('time-by-project-2026-03-to-2026-04.csv');
    expect(res.text.charCodeAt(0)).toBe(0xfeff);
    const lines = res.text.slice(1).trim().split('\r\n');
    expect(lines).toEqual([
      'Client,Project,Month,Currency,Hours,Billable hours,Billable %,Billable value,Invoiced,Paid,Cost of time',
      'Zéphyr Ltd,Report Alpha,2026-03,USD,2.92,1.92,66,191.67,42.00,42.00,116.67',
      'Zéphyr Ltd,Report Alpha,2026-04,EUR,0.50,0.50,100,45.00,0.00,0.00,0.00',
      'Zéphyr Ltd,Report Alpha,2026-04,USD,0.12,0.12,100,14.40,15.00,0.00,3.89',
    ]);
    const manager = await csv('manager', `projects/export.csv?${RANGE}&projectId=${projectId}`);
    expect(manager.text.slice(1).split('\r\n')[0]).toBe('Client,Project,Month,Currency,Hours,Billable hours,Billable %,Billable value');
    expect(manager.text).not.toContain('116.67');
  });
});

describe("the money of a project is the ledger's", () => {
  const beta = (month: string, currency: string, f: Record<string, number>) => ({
    project: { id: betaId, name: 'Report Beta' },
    client: { id: expect.any(String), name: 'Ypsilon GmbH' },
    month,
    currency,
    minutes: 0,
    billableMinutes: 0,
    billableAmountMinor: 0,
    invoicedMinor: 0,
    paidMinor: 0,
    costMinor: 0,
    ...f,
  });

  it('a deposit and a retainer fee count in Invoiced, a part payment in Paid, per currency', async () => {
    const res = await get('admin', `projects?${RANGE}&projectId=${betaId}`);
    expect(res.status, res.text).toBe(200);
    expect(res.json.items).toEqual([
      // The EUR deposit, issued in March (the voided one and the draft count nowhere).
      beta('2026-03', 'EUR', { invoicedMinor: 200000 }),
      // Its part payment of 1,000.00, received in April.
      beta('2026-04', 'EUR', { paidMinor: 100000 }),
      // The retainer's fee beside the hour worked.
      beta('2026-04', 'USD', { minutes: 60, billableMinutes: 60, billableAmountMinor: 10000, invoicedMinor: 3000000, costMinor: 5000 }),
    ]);
    expect(res.json.totals).toEqual([
      { currency: 'EUR', minutes: 0, billableMinutes: 0, billableAmountMinor: 0, invoicedMinor: 200000, paidMinor: 100000, costMinor: 0 },
      {
        currency: 'USD',
        minutes: 60,
        billableMinutes: 60,
        billableAmountMinor: 10000,
        invoicedMinor: 3000000,
        paidMinor: 0,
        costMinor: 5000,
      },
    ]);
    expect(res.json.total).toBe(3);
  });

  it('a refund takes money back from Paid in its month', async () => {
    const deposit = await one<{ id: string; payment: string }>(sql`select i.id, p.id as payment from invoices i
      join invoice_payments p on p.invoice_id = i.id where i.invoice_number = 'TR-B1'`);
    await t.database.db.execute(sql`insert into invoice_payments (invoice_id, kind, amount_minor, currency, paid_on, method, refund_of_id)
      values (${deposit.id}, 'refund', 25000, 'EUR', '2026-04-20', 'bank_transfer', ${deposit.payment})`);
    try {
      const res = await get('admin', `projects?${RANGE}&projectId=${betaId}`);
      expect(res.json.items[1]).toMatchObject({ month: '2026-04', currency: 'EUR', paidMinor: 75000 });
    } finally {
      await t.database.db.execute(sql`delete from invoice_payments where kind = 'refund' and invoice_id = ${deposit.id}`);
    }
  });

  it('the agency-wide report holds the same rows as the project filter', async () => {
    const res = await get('admin', `projects?${RANGE}&pageSize=200`);
    expect(res.status, res.text).toBe(200);
    const rows = res.json.items.filter((r: { project: { id: string } }) => r.project.id === betaId || r.project.id === projectId);
    expect(
      rows.map((r: { month: string; currency: string; invoicedMinor: number; paidMinor: number }) => [
        r.month,
        r.currency,
        r.invoicedMinor,
        r.paidMinor,
      ]),
    ).toEqual([
      ['2026-03', 'EUR', 200000, 0],
      ['2026-04', 'EUR', 0, 100000],
      ['2026-04', 'USD', 3000000, 0],
      ['2026-03', 'USD', 4200, 4200],
      ['2026-04', 'EUR', 0, 0],
      ['2026-04', 'USD', 1500, 0],
    ]);
  });
});

describe('utilization per person and week', () => {
  it('billable hours over capacity per week, weeks snapped to Mondays', async () => {
    const res = await get('manager', 'utilization?from=2020-01-08&to=2020-01-14&pageSize=200');
    expect(res.status, res.text).toBe(200);
    expect(res.json.weeks).toEqual(['2020-01-06', '2020-01-13']);
    expect(res.json).toMatchObject({ from: '2020-01-06', to: '2020-01-19' });
    const dev = res.json.items.find((p: { user: { id: string } }) => p.user.id === userIds.developer);
    expect(dev).toMatchObject({
      capacityMinutes: 1200,
      minutes: 780,
      billableMinutes: 720,
      utilization: 30,
      weeks: [
        { weekStart: '2020-01-06', minutes: 180, billableMinutes: 120, utilization: 10 },
        { weekStart: '2020-01-13', minutes: 600, billableMinutes: 600, utilization: 50 },
      ],
    });
    // Someone with no time in those weeks: 0 %.
    const other = res.json.items.find((p: { user: { id: string } }) => p.user.id === userIds.designer);
    expect(other).toMatchObject({ minutes: 0, billableMinutes: 0, utilization: 0 });
    // Client users never appear.
    expect(res.json.items.some((p: { user: { id: string } }) => p.user.id === userIds.client_primary)).toBe(false);
  });

  it('exports one line per person and week', async () => {
    const res = await csv('admin', 'utilization/export.csv?from=2020-01-06&to=2020-01-13');
    expect(res.status).toBe(200);
    expect(res.text.charCodeAt(0)).toBe(0xfeff);
    const lines = res.text.slice(1).trim().split('\r\n');
    expect(lines[0]).toBe('Person,Week,Hours,Billable hours,Capacity hours,Utilization %');
    expect(lines.filter((l) => l.endsWith(',2.00,20.00,10') || l.endsWith(',10.00,20.00,50'))).toHaveLength(2);
  });
});
