/**
 * The profit report (decisions 0121, 0122): a known set computed by hand to the cent in months the demo never
 * touches: a fixed-fee project (deposit, final invoice, a credit note, a refund), a retainer, time at cost rates, an
 * invoice of two projects' time and re-billed expense split by what each was billed at, expenses in every state, a
 * void and a draft (neither counts), a one-off invoice for no project, a euro expense; who may read it; its CSV.
 */
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { cookies, one, setUpRequests, t, userIds } from '../requests/client-requests-helpers';
import { APP_URL, type DemoRole } from '../support/harness';

setUpRequests();

const PERIOD = 'from=2019-03&to=2019-04';
const ids = {} as Record<'client' | 'alpha' | 'beta' | 'gamma' | 'delta', string>;

const get = (role: DemoRole, query: string) => t.request(`/api/reports/profit?${query}`, { cookie: cookies[role] });
const exec = (q: ReturnType<typeof sql>) => t.database.db.execute(q);
const id = async (q: ReturnType<typeof sql>) => (await one<{ id: string }>(q)).id;

async function invoice(
  n: string,
  amount: number,
  status: string,
  issued: string | null,
  extra: { quote?: string; schedule?: string } = {},
) {
  const paidAt = status === 'paid' ? issued : null;
  return id(sql`insert into invoices (client_id, invoice_number, amount_minor, currency, status, issued_at, paid_at, quote_id,
      recurring_schedule_id)
    values (${ids.client}, ${n}, ${amount}, 'USD', ${status}, ${issued}, ${paidAt}, ${extra.quote ?? null}, ${extra.schedule ?? null})
    returning id`);
}
async function pay(invoiceId: string, amount: number, on: string, refundOf: string | null = null) {
  const kind = refundOf ? 'refund' : 'payment';
  const paymentId = await id(sql`insert into invoice_payments (invoice_id, kind, amount_minor, currency, paid_on, method, refund_of_id)
    values (${invoiceId}, ${kind}, ${amount}, 'USD', ${on}, 'bank_transfer', ${refundOf}) returning id`);
  await exec(sql`update invoices set amount_paid_minor = amount_paid_minor + ${refundOf ? -amount : amount} where id = ${invoiceId}`);
  return paymentId;
}
function time(project: string, day: string, minutes: number, costRate: number, billed: [string, number] | null = null) {
  return exec(sql`insert into time_entries (user_id, project_id, client_id, work_date, minutes, billable, rate_minor, cost_rate_minor,
      currency, status, invoice_id, billed_minutes, billed_amount_minor)
    values (${userIds.developer}, ${project}, ${ids.client}, ${day}, ${minutes}, true, 10000, ${costRate}, 'USD',
      ${billed ? 'invoiced' : 'approved'}, ${billed?.[0] ?? null}, ${billed ? minutes : null}, ${billed?.[1] ?? null})`);
}
function expense(project: string, day: string, net: number, status: string, opts: { currency?: string; billed?: [string, number] } = {}) {
  return exec(sql`insert into expenses (project_id, client_id, user_id, expense_date, description, amount_minor, net_minor, currency,
      billable, status, invoice_id, billed_amount_minor)
    values (${project}, ${ids.client}, ${userIds.developer}, ${day}, 'Stock photos', ${net}, ${net}, ${opts.currency ?? 'USD'},
      ${opts.billed !== undefined}, ${status}, ${opts.billed?.[0] ?? null}, ${opts.billed?.[1] ?? null})`);
}

beforeAll(async () => {
  ids.client = await id(sql`insert into clients (name, contact_person, email, status)
    values ('Profit & Co', 'Pia', 'pia@example.test', 'active') returning id`);
  for (const [key, name] of [
    ['alpha', 'Alpha fixed fee'],
    ['beta', 'Beta retainer'],
    ['gamma', 'Gamma time'],
    ['delta', 'Delta expenses'],
  ] as const)
    ids[key] = await id(sql`insert into projects (name, client_id, status) values (${name}, ${ids.client}, 'active') returning id`);
  const quote = await id(sql`insert into quotes (quote_number, client_id, title, currency, status, valid_until, project_id)
    values ('Q-PR-1', ${ids.client}, 'Alpha', 'USD', 'accepted', '2019-12-31', ${ids.alpha}) returning id`);
  const schedule = await id(sql`insert into recurring_schedules (client_id, title, frequency, start_date, next_period_start, project_id)
    values (${ids.client}, 'Beta retainer', 'monthly', '2019-04-01', '2019-05-01', ${ids.beta}) returning id`);

  // Alpha: a deposit paid in March, 100.00 of it refunded in April; the final invoice in April with a 200.00 credit note.
  const deposit = await invoice('PR-1', 100000, 'paid', '2019-03-05T10:00:00Z', { quote });
  const payment = await pay(deposit, 100000, '2019-03-10');
  await pay(deposit, 10000, '2019-04-03', payment);
  const final = await invoice('PR-2', 300000, 'open', '2019-04-10T10:00:00Z', { quote });
  await exec(sql`insert into credit_notes (credit_note_number, invoice_id, client_id, currency, reason, total_minor, issued_on)
    values ('CN-PR-1', ${final}, ${ids.client}, 'USD', 'Scope cut', 20000, '2019-04-15')`);
  await exec(sql`update invoices set amount_credited_minor = 20000 where id = ${final}`);
  await invoice('PR-3', 55500, 'void', '2019-03-06T10:00:00Z', { quote });
  await invoice('PR-4', 66600, 'draft', null, { quote });
  await time(ids.alpha, '2019-03-02', 120, 3000); // 6000.00
  await time(ids.alpha, '2019-04-01', 90, 4001); // (90 x 4001 + 30) / 60 = 6002.0 -> 6002
  await expense(ids.alpha, '2019-03-20', 15000, 'approved');
  await expense(ids.alpha, '2019-03-21', 9999, 'submitted'); // not yet a cost
  await expense(ids.alpha, '2019-03-22', 7777, 'open'); // not yet a cost
  await expense(ids.alpha, '2019-04-02', 5000, 'approved', { currency: 'EUR' });

  // Beta: a retainer's fee, paid.
  const fee = await invoice('PR-5', 200000, 'paid', '2019-04-01T10:00:00Z', { schedule });
  await pay(fee, 200000, '2019-04-05');
  await time(ids.beta, '2019-04-08', 60, 5000); // 5000

  // One invoice of Gamma's time (billed 300.00) and Delta's re-billed expense (billed 100.00), 10% tax on top: 440.00
  // split 330.00 / 110.00.
  const mixed = await invoice('PR-6', 44000, 'open', '2019-04-20T10:00:00Z');
  await time(ids.gamma, '2019-04-19', 120, 2500, [mixed, 30000]); // 5000
  await expense(ids.delta, '2019-04-18', 8000, 'invoiced', { billed: [mixed, 10000] });

  // A one-off invoice for no project.
  await invoice('PR-7', 7000, 'open', '2019-03-15T10:00:00Z');
});

const figures = (f: { currency?: string } & Partial<Record<string, number | string>>) => {
  const n = (v: number | string | undefined) => Number(v ?? 0);
  const revenue = n(f.revenueInvoicedMinor);
  const margin = revenue - n(f.timeCostMinor) - n(f.expensesMinor);
  return {
    currency: 'USD',
    revenueInvoicedMinor: 0,
    creditedMinor: 0,
    revenueCollectedMinor: 0,
    timeCostMinor: 0,
    expensesMinor: 0,
    ...f,
    marginMinor: margin,
    marginPercent: revenue === 0 ? null : Math.round((margin * 1000) / revenue) / 10,
  };
};
const ALPHA = {
  revenueInvoicedMinor: 380000,
  creditedMinor: 20000,
  revenueCollectedMinor: 90000,
  timeCostMinor: 12002,
  expensesMinor: 15000,
};
const USD_TOTAL = {
  revenueInvoicedMinor: 631000,
  creditedMinor: 20000,
  revenueCollectedMinor: 290000,
  timeCostMinor: 22002,
  expensesMinor: 23000,
};

describe('the profit report', () => {
  it('per project: a fixed fee and a retainer show their real margin, a mixed invoice splits by what each project billed', async () => {
    const res = await get('admin', `${PERIOD}&groupBy=project`);
    expect(res.status, res.text).toBe(200);
    const client = { id: ids.client, name: 'Profit & Co' };
    const mine = res.json.items.filter((r: { client: { id: string } }) => r.client.id === ids.client);
    expect(mine).toEqual([
      { project: null, client, month: null, ...figures({ revenueInvoicedMinor: 7000 }) },
      { project: { id: ids.alpha, name: 'Alpha fixed fee' }, client, month: null, ...figures({ currency: 'EUR', expensesMinor: 5000 }) },
      { project: { id: ids.alpha, name: 'Alpha fixed fee' }, client, month: null, ...figures(ALPHA) },
      {
        project: { id: ids.beta, name: 'Beta retainer' },
        client,
        month: null,
        ...figures({ revenueInvoicedMinor: 200000, revenueCollectedMinor: 200000, timeCostMinor: 5000 }),
      },
      {
        project: { id: ids.delta, name: 'Delta expenses' },
        client,
        month: null,
        ...figures({ revenueInvoicedMinor: 11000, expensesMinor: 8000 }),
      },
      {
        project: { id: ids.gamma, name: 'Gamma time' },
        client,
        month: null,
        ...figures({ revenueInvoicedMinor: 33000, timeCostMinor: 5000 }),
      },
    ]);
    expect(mine[2]).toMatchObject({ marginMinor: 352998, marginPercent: 92.9 });
    expect(res.json).toMatchObject({ from: '2019-03', to: '2019-04', groupBy: 'project' });
    expect(res.json.totals).toEqual([figures({ currency: 'EUR', expensesMinor: 5000 }), figures(USD_TOTAL)]);
  });

  it('a deposit issued before its project exists moves there when the signed quote makes it; a void invoice leaves', async () => {
    const quote = await id(sql`insert into quotes (quote_number, client_id, title, currency, status, valid_until)
      values ('Q-PR-2', ${ids.client}, 'Later', 'USD', 'accepted', '2018-12-31') returning id`);
    const deposit = await invoice('PR-8', 50000, 'open', '2018-06-05T10:00:00Z', { quote });
    const rows = async () =>
      (await get('admin', 'month=2018-06&groupBy=project')).json.items
        .filter((r: { client: { id: string } }) => r.client.id === ids.client)
        .map((r: { project: { id: string } | null; revenueInvoicedMinor: number }) => [r.project?.id ?? null, r.revenueInvoicedMinor]);
    expect(await rows()).toEqual([[null, 50000]]);
    await exec(sql`update quotes set project_id = ${ids.alpha} where id = ${quote}`);
    expect(await rows()).toEqual([[ids.alpha, 50000]]);
    await exec(sql`update invoices set status = 'void' where id = ${deposit}`);
    expect(await rows()).toEqual([]);
  });

  it('per month: the chart months and the table agree; credit notes and refunds fall in their own month', async () => {
    const res = await get('admin', `${PERIOD}&groupBy=month&currency=USD`);
    expect(res.status, res.text).toBe(200);
    const march = figures({ revenueInvoicedMinor: 107000, revenueCollectedMinor: 100000, timeCostMinor: 6000, expensesMinor: 15000 });
    const april = figures({
      revenueInvoicedMinor: 524000,
      creditedMinor: 20000,
      revenueCollectedMinor: 190000,
      timeCostMinor: 16002,
      expensesMinor: 8000,
    });
    expect(res.json.items).toEqual([
      { project: null, client: null, month: '2019-03', ...march },
      { project: null, client: null, month: '2019-04', ...april },
    ]);
    expect(res.json.months).toEqual([
      { month: '2019-03', ...figures({ currency: 'EUR' }) },
      { month: '2019-04', ...figures({ currency: 'EUR', expensesMinor: 5000 }) },
      { month: '2019-03', ...march },
      { month: '2019-04', ...april },
    ]);
  });

  it('per client, with the top clients by margin', async () => {
    const res = await get('admin', `${PERIOD}&groupBy=client&currency=USD`);
    expect(res.status, res.text).toBe(200);
    const client = { id: ids.client, name: 'Profit & Co' };
    expect(res.json.items).toEqual([{ project: null, client, month: null, ...figures(USD_TOTAL) }]);
    expect(res.json.topClients).toEqual([
      { client, ...figures({ currency: 'EUR', expensesMinor: 5000 }) },
      { client, ...figures(USD_TOTAL) },
    ]);
  });

  it('pages in SQL: a page past the last still counts the rows', async () => {
    const res = await get('admin', `${PERIOD}&groupBy=month&currency=USD&pageSize=1&page=5`);
    expect(res.status, res.text).toBe(200);
    expect(res.json).toMatchObject({ items: [], total: 2, page: 5, pageSize: 1 });
  });

  it('a month or a year picks its months', async () => {
    const march = await get('admin', 'month=2019-03&groupBy=month');
    expect(march.json.items.map((r: { month: string }) => r.month)).toEqual(['2019-03']);
    const year = await get('admin', 'year=2019&groupBy=month&currency=USD');
    expect(year.json).toMatchObject({ from: '2019-01', to: '2019-12' });
    expect(year.json.totals.find((x: { currency: string }) => x.currency === 'USD')).toEqual(figures(USD_TOTAL));
  });

  it('only holders of financials.view read it; anonymous callers 401', async () => {
    for (const role of ['manager', 'developer', 'designer', 'support', 'client_primary', 'client_additional'] as DemoRole[]) {
      expect((await get(role, PERIOD)).status, role).toBe(403);
      expect((await t.request(`/api/reports/profit/export.csv?${PERIOD}`, { cookie: cookies[role] })).status, role).toBe(403);
    }
    expect((await t.request('/api/reports/profit')).status).toBe(401);
  });

  it('names the field of a bad query', async () => {
    const cases: Array<[string, Record<string, string>]> = [
      ['groupBy=team', { groupBy: 'groupBy must be project, client or month' }],
      ['month=2019-13', { month: 'month must be a month like 2026-01' }],
      ['year=19', { year: 'year must be a year like 2026' }],
      ['from=2019-01', { to: 'Give both from and to' }],
      ['from=2019-05&to=2019-04', { to: 'to must be the same month as from or later' }],
      ['from=2018-01&to=2019-01', { to: 'A report covers at most 12 months' }],
      ['month=2019-01&year=2019', { month: 'Give a month, a year, or from and to, not several' }],
      ['currency=XXX', { currency: 'currency must be a currency code like USD' }],
    ];
    for (const [query, fields] of cases) {
      const res = await get('admin', query);
      expect(res.status, query).toBe(400);
      expect(res.json.error.fields, query).toMatchObject(fields);
    }
  });

  it('exports the rows as CSV, amounts as decimals', async () => {
    const res = await t.app.request(`${APP_URL}/api/reports/profit/export.csv?${PERIOD}&groupBy=project&currency=USD`, {
      headers: { cookie: cookies.admin },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toContain('profit-by-project-2019-03-to-2019-04.csv');
    const lines = new TextDecoder()
      .decode(await res.arrayBuffer())
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Client,Project,Currency,Revenue invoiced,Credited,Revenue collected,Cost of time,Expenses,Margin,Margin %');
    expect(lines).toContain('Profit & Co,No project,USD,70.00,0.00,0.00,0.00,0.00,70.00,100');
    expect(lines).toContain('Profit & Co,Alpha fixed fee,USD,3800.00,200.00,900.00,120.02,150.00,3529.98,92.9');
  });
});
