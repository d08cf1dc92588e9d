/**
 * Invoice time and expenses in the browser (decisions 0049 and 0119): an admin invoices last month's time and an
 * approved expense of a client from its Financials & Billing tab; the invoice appears, the entries and the expense read
 * as invoiced. axe checks the dialog in light and dark.
 */
import { expect, test, type Page } from '@playwright/test';
import { appSql } from './app-database';
import { signInAs } from './helpers';
import { axeCheck } from './axe';

const isoDay = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
const now = new Date();
/** A day of last calendar month: the dialog's default range. */
const lastMonthDay = (day: number) => isoDay(new Date(now.getFullYear(), now.getMonth() - 1, day));

async function seriousViolations(page: Page) {
  const { violations } = await axeCheck(page).include('[role="dialog"]').analyze();
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.help}`);
}

/** A client of its own with one project at 120.00 an hour and a task, and two entries of last month (not yet approved). */
async function seed(page: Page, stamp: string) {
  const post = async (path: string, data: object) => {
    const res = await page.request.post(path, { data });
    expect(res.status(), `${path}: ${await res.text()}`).toBe(201);
    return (await res.json()) as { id: string };
  };
  const client = await post('/api/clients', { name: `${stamp} Outfitters`, contactPerson: 'Ada Byron', email: 'ada@example.com' });
  const project = await post('/api/projects', {
    name: `${stamp} Store`,
    clientId: client.id,
    status: 'active',
    hourlyRateMinor: 12_000,
    currency: 'USD',
  });
  const task = await post('/api/tasks', { title: 'Checkout page', clientId: client.id, projectId: project.id });
  const entries = [
    await post('/api/time-entries', { taskId: task.id, workDate: lastMonthDay(3), minutes: 90 }),
    await post('/api/time-entries', { taskId: task.id, workDate: lastMonthDay(4), minutes: 45 }),
  ];
  // An approved billable expense of 80.00 at 25% markup: written in SQL, as no route of this spec approves one.
  const [expense] = await appSql<{ id: string }>(
    `insert into expenses (project_id, client_id, expense_date, category_id, description, amount_minor, net_minor, currency,
                           billable, markup_basis_points, status)
     values ($1, $2, $3, (select id from expense_categories where name = 'Stock media and fonts' and archived_at is null),
             'Hero photo licence', 8000, 8000, 'USD', true, 2500, 'approved')
     returning id`,
    [project.id, client.id, lastMonthDay(5)],
  );
  return { clientId: client.id, projectId: project.id, entryIds: entries.map((e) => e.id), expenseId: expense!.id };
}

for (const theme of ['light', 'dark'] as const) {
  test(`an admin invoices last month's time of a client (${theme})`, async ({ page }) => {
    await page.addInitScript((t) => window.localStorage.setItem('theme', t), theme);
    await signInAs(page, 'admin');
    const stamp = `E2E${Date.now()}`;
    const { clientId, projectId, entryIds, expenseId } = await seed(page, stamp);

    await page.goto(`/clients/${clientId}?tab=financials`);
    await page.getByRole('group', { name: 'Financials view' }).getByRole('button', { name: 'Invoices' }).click();
    await page.getByRole('button', { name: 'Invoice time and expenses' }).click();
    const dialog = page.getByRole('dialog', { name: `Invoice time and expenses for ${stamp} Outfitters` });
    await expect(dialog).toBeVisible();
    // Approved time only by default: this time is not approved yet, so only the approved expense is there: 80.00 + 25%.
    await expect(dialog.getByText('No unbilled time for these projects and dates.')).toBeVisible();
    const expense = dialog.getByRole('checkbox', { name: `Invoice Stock media and fonts: Hero photo licence (${lastMonthDay(5)})` });
    await expect(expense).toBeChecked();
    await expect(dialog.getByTestId('time-invoice-total')).toHaveText('$100.00');
    await expect(dialog.getByRole('checkbox', { name: `${stamp} Store` })).toBeChecked();
    await dialog.getByRole('checkbox', { name: 'Include time not yet approved' }).check();
    // 1.5 h and 0.75 h at 120.00 an hour, and the expense.
    await expect(dialog.getByTestId('time-invoice-total')).toHaveText('$370.00');
    await dialog.getByLabel('Group by').selectOption('project');
    await expect(dialog.getByLabel('Line 1 description')).toHaveValue(`${stamp} Store`);
    await dialog.getByLabel('Rounding').selectOption('30');
    await expect(dialog.getByTestId('time-invoice-total')).toHaveText('$400.00');
    expect(await seriousViolations(page)).toEqual([]);

    await dialog.getByLabel('Line 1 description').fill('Online store work');
    await dialog.getByLabel('Description', { exact: true }).fill('Last month');
    await dialog.getByRole('button', { name: 'Create invoice' }).click();
    await expect(page.getByText('Invoice created successfully')).toBeVisible();
    await expect(dialog).toHaveCount(0);
    const row = page.getByRole('row').filter({ hasText: '$400.00' });
    await expect(row).toHaveCount(1);

    const list = await (await page.request.get(`/api/time-entries?projectId=${projectId}`)).json();
    const mine = list.items.filter((e: { id: string }) => entryIds.includes(e.id));
    expect(mine).toHaveLength(2);
    for (const entry of mine) expect(entry).toMatchObject({ status: 'invoiced', invoiceId: expect.any(String) });
    expect(mine.reduce((s: number, e: { billedAmountMinor: number }) => s + e.billedAmountMinor, 0)).toBe(30_000);
    const invoice = await (await page.request.get(`/api/invoices/${mine[0].invoiceId}`)).json();
    // The line reads hours x rate (2.5 h at 120.00), rounded once per line; the expense's line its cost plus markup.
    expect(invoice.items).toEqual([
      expect.objectContaining({
        description: 'Online store work',
        quantityThousandths: 2500,
        unit: 'hours',
        unitAmountMinor: 12_000,
        netMinor: 30_000,
      }),
      expect.objectContaining({
        description: 'Stock media and fonts: Hero photo licence',
        quantityThousandths: 1000,
        unitAmountMinor: 10_000,
      }),
    ]);
    const [marked] = await appSql<{ status: string; invoice_id: string; billed_amount_minor: string }>(
      'select status, invoice_id, billed_amount_minor from expenses where id = $1',
      [expenseId],
    );
    expect(marked).toEqual({ status: 'invoiced', invoice_id: invoice.id, billed_amount_minor: '10000' });
  });
}
