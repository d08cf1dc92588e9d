/**
 * One-off expenses (docs/decisions/0116-expenses-api.md): staff log their own on the projects they work on, managers
 * see everyone's; the cost and markup reach only financials.view holders and the person who logged it; the author
 * edits until submitted, managers until invoiced; managers approve or return with a note.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  act,
  categoryId,
  cookies,
  create,
  devProject,
  exclusiveRateId,
  expenseBody,
  get,
  invoiceExpense,
  list,
  logged,
  one,
  otherProject,
  patch,
  remove,
  rows,
  setUpExpenses,
  t,
  userIds,
} from './expenses-helpers';

setUpExpenses();

describe('logging an expense', () => {
  it('a developer logs one on their project: the tax comes out of an inclusive amount, the cost is theirs to read', async () => {
    const res = await create('developer', expenseBody({ description: '  Hero photos  ' }));
    expect(res.status, res.text).toBe(201);
    expect(res.json).toMatchObject({
      projectId: devProject.id,
      userId: userIds.developer,
      description: 'Hero photos',
      vendor: 'Unsplash',
      currency: devProject.currency,
      amountMinor: 12000,
      netMinor: 10000,
      taxMinor: 2000,
      taxName: 'Test VAT incl',
      taxRateMillionths: 200000,
      taxInclusive: true,
      markupBasisPoints: 1500,
      billedAmountMinor: 11500,
      status: 'open',
      categoryId,
      can: { edit: true, delete: true, submit: true, approve: false, return: false },
    });
  });

  it('an exclusive rate adds its tax on top of the amount', async () => {
    const res = await create('developer', expenseBody({ taxRateId: exclusiveRateId, amount: 50 }));
    expect(res.json).toMatchObject({ amountMinor: 5000, netMinor: 5000, taxMinor: 500 });
  });

  it('says what is wrong with each field, and writes nothing', async () => {
    const before = await one<{ n: number }>(sql`select count(*)::int as n from expenses`);
    const res = await create('developer', {
      projectId: '',
      expenseDate: '2035-02-30',
      categoryId: 'nope',
      description: ' ',
      amount: -5,
      markupPercent: 12.345,
    });
    expect(res.status).toBe(400);
    expect(res.json.error.fields).toMatchObject({
      projectId: 'Choose the project the money was spent on',
      expenseDate: 'Not a real date',
      categoryId: 'Not a valid id',
      description: 'Description is required',
      amount: 'Amount must be greater than 0',
      markupPercent: 'Use at most 2 decimals for the markup',
    });
    // Rules only the server knows land on their fields too: a project not theirs, a tax rate that is not one.
    const scoped = await create('developer', expenseBody({ projectId: otherProject.id, taxRateId: categoryId }));
    expect(scoped.status).toBe(400);
    expect(scoped.json.error.fields).toEqual({ projectId: 'Choose one of your projects', taxRateId: 'Choose one of the active tax rates' });
    // A yen amount takes no decimals.
    const yen = await create('developer', expenseBody({ currency: 'JPY', amount: 10.5 }));
    expect(yen.json.error.fields.amount).toMatch(/at most 0 decimals for JPY/);
    expect((await one<{ n: number }>(sql`select count(*)::int as n from expenses`)).n).toBe(before.n);
  });

  it('a task or milestone must be of the chosen project', async () => {
    const task = await one<{ id: string }>(sql`select id from tasks where project_id = ${otherProject.id} limit 1`);
    const res = await create('manager', expenseBody({ taskId: task.id }));
    expect(res.status).toBe(400);
    expect(res.json.error.fields).toEqual({ taskId: 'Choose a task of this project' });
  });
});

describe('who sees what', () => {
  it('staff see their own expenses, managers everyone’s; only financials and the author read the cost', async () => {
    const mine = await logged('developer', { description: 'Scope check' });
    const designers = await logged('manager', { description: 'Manager spent it' });
    const dev = await list('developer', 'q=check');
    expect(dev.json.items.map((e: { id: string }) => e.id)).toContain(mine);
    expect((await get('developer', designers)).status).toBe(404);
    // The developer's list holds only their own: its totals are theirs to read.
    expect(dev.json.totals).not.toBeNull();

    const manager = await get('manager', mine);
    expect(manager.status).toBe(200);
    expect(manager.json).toMatchObject({
      amountMinor: null,
      netMinor: null,
      markupBasisPoints: null,
      billedAmountMinor: null,
      vendor: 'Unsplash',
    });
    expect((await list('manager')).json.totals).toBeNull();

    const admin = await get('admin', mine);
    expect(admin.json).toMatchObject({ amountMinor: 12000, netMinor: 10000, markupBasisPoints: 1500 });
    const totals = (await list('admin', `projectId=${devProject.id}`)).json.totals as Array<{ currency: string; count: number }>;
    const counted = await one<{ n: number }>(
      sql`select count(*)::int as n from expenses where project_id = ${devProject.id} and currency = ${devProject.currency}`,
    );
    expect(totals.find((x) => x.currency === devProject.currency)?.count).toBe(counted.n);
  });

  it("the agency's totals, read from the tallies, are every expense's sums, unfiltered and by status or billable", async () => {
    const id = await logged('developer', { description: 'Tallied lunch' });
    await act('developer', id, 'submit');
    const counted = async (where: ReturnType<typeof sql>) =>
      rows<{ currency: string; count: number; amountMinor: number; netMinor: number; taxMinor: number }>(
        sql`select currency, count(*)::int as "count", sum(amount_minor)::int as "amountMinor", sum(net_minor)::int as "netMinor",
          sum(tax_minor)::int as "taxMinor" from expenses where ${where} group by currency order by currency`,
      );
    for (const [query, where] of [
      ['', sql`true`],
      ['status=submitted', sql`status = 'submitted'`],
      ['billable=false', sql`not billable`],
    ] as const) {
      const res = await list('admin', query);
      expect(res.json.totals, query).toEqual(await counted(where));
      expect(res.json.total, query).toBe((await counted(where)).reduce((n, x) => n + x.count, 0));
    }
    await rows(sql`delete from expenses where id = ${id} returning id`);
    expect((await list('admin', '')).json.totals).toEqual(await counted(sql`true`));
  });

  it('filters by status, category, dates and words', async () => {
    const id = await logged('developer', { description: 'Conference ticket', vendor: 'JSConf', expenseDate: '2035-03-04' });
    const q = (query: string) => list('developer', query).then((r) => r.json.items.map((e: { id: string }) => e.id) as string[]);
    expect(await q('q=jsconf')).toContain(id);
    expect(await q('from=2035-03-04&to=2035-03-04')).toEqual([id]);
    expect(await q('status=submitted&q=jsconf')).toEqual([]);
    expect(await q(`categoryId=${categoryId}&q=conference`)).toEqual([id]);
    expect((await list('developer', 'status=lost')).status).toBe(400);
  });

  it('client users see nothing until a billable expense is on an issued invoice, then only what the invoice says', async () => {
    const id = await logged('developer', { description: 'Client sees this later' });
    const hidden = async () => (await list('client_primary')).json.items.some((e: { id: string }) => e.id === id);
    expect(await hidden()).toBe(false);
    expect((await get('client_primary', id)).status).toBe(404);
    await act('developer', id, 'submit');
    await act('manager', id, 'approve');
    // Approved, but the project does not share its expenses.
    expect(await hidden()).toBe(false);
    // The manager shares the project's expenses on its "What your client sees" card, then keeps them again.
    const share = (expenses: boolean) =>
      t.request(`/api/projects/${devProject.id}`, { method: 'PATCH', cookie: cookies.manager, body: { clientSees: { expenses } } });
    expect((await share(true)).json.clientSees.expenses).toBe(true);
    expect(await hidden()).toBe(true);
    expect((await share(false)).json.clientSees.expenses).toBe(false);
    const invoiceId = await invoiceExpense(id, 'draft');
    expect(await hidden()).toBe(false);
    await rows(sql`update invoices set status = 'open' where id = ${invoiceId}`);
    const seen = await get('client_additional', id);
    expect(seen.status).toBe(200);
    expect(seen.json).toMatchObject({
      description: 'Client sees this later',
      billedAmountMinor: 11500,
      amountMinor: null,
      netMinor: null,
      taxMinor: null,
      taxName: null,
      markupBasisPoints: null,
      vendor: null,
      userId: null,
      returnNote: null,
      receiptCount: 0,
    });
    expect((await list('client_primary')).json.totals).toBeNull();
  });
});

describe('changing an expense', () => {
  it('its author edits it until submitted; a manager until invoiced; an invoiced one is locked', async () => {
    const id = await logged('developer');
    const edited = await patch('developer', id, { amount: 60, taxRateId: null });
    expect(edited.json).toMatchObject({ amountMinor: 6000, netMinor: 6000, taxMinor: 0, taxName: null });
    expect((await act('developer', id, 'submit')).json).toMatchObject({ status: 'submitted', can: { edit: false, submit: false } });
    const locked = await patch('developer', id, { description: 'Too late' });
    expect(locked.status).toBe(409);
    expect(locked.json.error.message).toMatch(/submitted/);
    expect((await patch('manager', id, { description: 'Fixed by the manager' })).json.description).toBe('Fixed by the manager');
    await act('manager', id, 'approve');
    await invoiceExpense(id, 'open');
    expect((await patch('manager', id, { description: 'Never' })).status).toBe(409);
    expect((await remove('admin', id)).status).toBe(409);
  });

  it('another member of the staff cannot change it', async () => {
    const id = await logged('manager');
    expect((await patch('designer', id, { description: 'Not mine' })).status).toBe(404);
    expect((await remove('designer', id)).status).toBe(404);
  });

  it('deleting an open one removes it', async () => {
    const id = await logged('developer');
    expect((await remove('developer', id)).status).toBe(204);
    expect((await get('developer', id)).status).toBe(404);
  });
});

describe('approval', () => {
  it('a manager returns it with a note, its author fixes and resubmits it, and it is approved', async () => {
    const id = await logged('developer');
    expect((await act('manager', id, 'approve')).status).toBe(409);
    await act('developer', id, 'submit');
    expect((await act('developer', id, 'approve')).status).toBe(403);
    const noNote = await act('manager', id, 'return', {});
    expect(noNote.status).toBe(400);
    expect(noNote.json.error.fields.note).toBe('Say what needs fixing');
    const returned = await act('manager', id, 'return', { note: 'Attach the receipt' });
    expect(returned.json).toMatchObject({ status: 'open', returnNote: 'Attach the receipt', decidedBy: { id: userIds.manager } });
    expect((await get('developer', id)).json).toMatchObject({ returnNote: 'Attach the receipt', can: { edit: true, submit: true } });
    await act('developer', id, 'submit');
    const approved = await act('manager', id, 'approve');
    expect(approved.json).toMatchObject({ status: 'approved', returnNote: null, can: { approve: false, return: true } });
    const logged2 = await one<{ n: number }>(
      sql`select count(*)::int as n from activity_log where entity_id = ${id} and action in ('expense.approved', 'expense.returned')`,
    );
    expect(logged2.n).toBe(2);
  });

  it('a manager does not approve their own expense; an admin, whom nobody is above, does', async () => {
    const own = await logged('manager');
    await act('manager', own, 'submit');
    expect((await act('manager', own, 'approve')).status).toBe(403);
    const admins = await logged('admin');
    await act('admin', admins, 'submit');
    expect((await act('admin', admins, 'approve')).json.status).toBe('approved');
  });
});

describe('categories', () => {
  it('admins add, rename and archive them; staff read them; archived ones cannot be chosen', async () => {
    const made = await t.request('/api/expense-categories', { cookie: cookies.admin, body: { name: 'Conferences' } });
    expect(made.status).toBe(201);
    expect((await t.request('/api/expense-categories', { cookie: cookies.manager, body: { name: 'Nope' } })).status).toBe(403);
    const dup = await t.request('/api/expense-categories', { cookie: cookies.admin, body: { name: 'conferences' } });
    expect(dup.status).toBe(409);
    expect(dup.json.error.fields.name).toMatch(/already/);
    const renamed = await t.request(`/api/expense-categories/${made.json.id}`, {
      method: 'PATCH',
      cookie: cookies.admin,
      body: { name: 'Events' },
    });
    expect(renamed.json.name).toBe('Events');
    await t.request(`/api/expense-categories/${made.json.id}/archive`, { method: 'POST', cookie: cookies.admin });
    const active = await t.request('/api/expense-categories', { cookie: cookies.developer });
    expect(active.json.items.map((c: { name: string }) => c.name)).not.toContain('Events');
    const all = await t.request('/api/expense-categories?includeArchived=true', { cookie: cookies.admin });
    expect(all.json.items).toContainEqual(expect.objectContaining({ name: 'Events', archived: true }));
    const res = await create('developer', expenseBody({ categoryId: made.json.id }));
    expect(res.json.error.fields).toEqual({ categoryId: 'Choose an active category' });
    expect((await t.request('/api/expense-categories', { cookie: cookies.client_primary })).status).toBe(403);
  });

  it('the form reads the active tax rates', async () => {
    const res = await t.request('/api/expense-tax-rates', { cookie: cookies.developer });
    expect(res.json.items).toContainEqual({ id: exclusiveRateId, name: 'Test tax excl', rateMillionths: 100000, inclusive: false });
  });
});
