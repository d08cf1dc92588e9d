/**
 * A project's money budget counts its expenses (decision 0120): the cost before tax of approved and invoiced ones in
 * the project's currency, beside billed time, on the Budget card and in the 80% / 100% warnings; never for client
 * users, who read hours only.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { checkProjectBudget } from '@server/budget-alerts';
import { alerts, cookies, fixture, get, insertEntry, one, rows, send, setUpBudgets, t, userIds, warnings } from './budgets-helpers';

setUpBudgets();

const project = () => `/projects/${fixture.projectId}`;

/** An expense as the expenses' writes would store it (written here in SQL: its routes are not needed). */
async function insertExpense(netMinor: number, values: { status?: string; currency?: string; invoiceId?: string } = {}) {
  return (
    await one<{ id: string }>(sql`
      insert into expenses (project_id, client_id, user_id, expense_date, description, amount_minor, net_minor, currency, status,
                            invoice_id, billed_amount_minor)
      values (${fixture.projectId}, ${fixture.clientId}, ${userIds.developer}, '2026-11-20', 'Stock photos', ${netMinor}, ${netMinor},
              ${values.currency ?? 'USD'}, ${values.invoiceId ? 'invoiced' : (values.status ?? 'approved')}, ${values.invoiceId ?? null},
              ${values.invoiceId ? netMinor : null})
      returning id`)
  ).id;
}

describe('the Budget card', () => {
  it('adds approved and invoiced expenses in its currency to the money spent; the client reads none of it', async () => {
    await rows(sql`delete from time_entries where project_id = ${fixture.projectId}`);
    await rows(sql`delete from expenses where project_id = ${fixture.projectId}`);
    await send('manager', 'PATCH', project(), { budgetMinutes: 6000, budgetMinor: 100_000 });
    await insertEntry({ minutes: 60, rateMinor: 10_000 });
    const invoice = await t.request(`/api/clients/${fixture.clientId}/invoices`, {
      body: {
        dueDate: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
        items: [{ description: 'Photos', quantity: 1, amount: 23 }],
      },
      cookie: cookies.admin,
    });
    expect(invoice.status, invoice.text).toBe(201);
    await insertExpense(3_100);
    await insertExpense(2_300, { invoiceId: invoice.json.id });
    // Not counted: still submitted, or paid in another currency (never converted).
    await insertExpense(40_000, { status: 'submitted' });
    await insertExpense(50_000, { currency: 'EUR' });

    const manager = await get('manager', `${project()}/budget`);
    expect(manager.json).toMatchObject({ currency: 'USD', spentMinor: 10_000 + 3_100 + 2_300, expensesMinor: 5_400, budgetMinor: 100_000 });
    expect((await get('developer', `${project()}/budget`)).json).toMatchObject({ spentMinor: null, expensesMinor: null });
    const client = await get('client_primary', `${project()}/budget`);
    expect(client.status).toBe(200);
    expect(client.json).toMatchObject({ spentMinor: null, expensesMinor: null, currency: null });
    expect(client.text).not.toMatch(/:5400[,}]/);
  });
});

describe('budget warnings', () => {
  it('an approved expense that takes the money past 80% warns the manager once', async () => {
    await rows(sql`delete from time_entries where project_id = ${fixture.projectId}`);
    await rows(sql`delete from expenses where project_id = ${fixture.projectId}`);
    await send('manager', 'PATCH', project(), { budgetMinutes: null, budgetMinor: 10_000 });
    await insertEntry({ minutes: 60, rateMinor: 7_000 });
    const check = () => t.database.db.transaction((tx) => checkProjectBudget(t.deps, tx, fixture.projectId));
    await check();
    expect(await alerts()).toEqual([]);
    // A submitted one is not spent yet; approved, it is.
    const photos = await insertExpense(1_000, { status: 'submitted' });
    await check();
    expect(await alerts()).toEqual([]);
    await rows(sql`update expenses set status = 'approved' where id = ${photos}`);
    await check();
    await check();
    expect(await alerts()).toEqual([{ measure: 'money', threshold: 80 }]);
    const told = (await warnings()).filter((w) => w.title === 'Website redesign reached 80% of its budget');
    expect(told).toEqual([
      { user_id: userIds.manager, title: 'Website redesign reached 80% of its budget', link: `/projects/${fixture.projectId}` },
    ]);
    const [body] = await rows<{ body: string }>(
      sql`select body from notifications where kind = 'budget_alert' and entity_id = ${fixture.projectId} order by created_at desc limit 1`,
    );
    expect(body!.body).toBe('The time and expenses on Website redesign have reached 80% of its budget.');
  });
});
