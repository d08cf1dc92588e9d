/**
 * Invoice time in the browser (decision 0049): an admin invoices last month's time of a client from its Financials &
 * Billing tab; the invoice appears and the entries read as invoiced. axe checks the dialog in light and dark.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { signInAs } from './helpers';

const isoDay = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
const now = new Date();
/** A day of last calendar month: the dialog's default range. */
const lastMonthDay = (day: number) => isoDay(new Date(now.getFullYear(), now.getMonth() - 1, day));

async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
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
  return { clientId: client.id, projectId: project.id, entryIds: entries.map((e) => e.id) };
}

for (const theme of ['light', 'dark'] as const) {
  test(`an admin invoices last month's time of a client (${theme})`, async ({ page }) => {
    await page.addInitScript((t) => window.localStorage.setItem('theme', t), theme);
    await signInAs(page, 'admin');
    const stamp = `E2E${Date.now()}`;
    const { clientId, projectId, entryIds } = await seed(page, stamp);

    await page.goto(`/clients/${clientId}?tab=financials`);
    await page.getByRole('group', { name: 'Financials view' }).getByRole('button', { name: 'Invoices' }).click();
    await page.getByRole('button', { name: 'Invoice time' }).click();
    const dialog = page.getByRole('dialog', { name: `Invoice time for ${stamp} Outfitters` });
    await expect(dialog).toBeVisible();
    // Approved time only by default: this time is not approved yet, so nothing is there to invoice.
    await expect(dialog.getByText('No unbilled time')).toBeVisible();
    await expect(dialog.getByRole('checkbox', { name: `${stamp} Store` })).toBeChecked();
    await dialog.getByRole('checkbox', { name: 'Include time not yet approved' }).check();
    // 1.5 h and 0.75 h at 120.00 an hour.
    await expect(dialog.getByTestId('time-invoice-total')).toHaveText('$270.00');
    await dialog.getByLabel('Group by').selectOption('project');
    await expect(dialog.getByLabel('Line 1 description')).toHaveValue(`${stamp} Store`);
    await dialog.getByLabel('Rounding').selectOption('30');
    await expect(dialog.getByTestId('time-invoice-total')).toHaveText('$300.00');
    expect(await seriousViolations(page)).toEqual([]);

    await dialog.getByLabel('Line 1 description').fill('Online store work');
    await dialog.getByLabel('Description', { exact: true }).fill('Last month');
    await dialog.getByRole('button', { name: 'Create invoice' }).click();
    await expect(page.getByText('Invoice created successfully')).toBeVisible();
    await expect(dialog).toHaveCount(0);
    const row = page.getByRole('row').filter({ hasText: '$300.00' });
    await expect(row).toHaveCount(1);

    const list = await (await page.request.get(`/api/time-entries?projectId=${projectId}`)).json();
    const mine = list.items.filter((e: { id: string }) => entryIds.includes(e.id));
    expect(mine).toHaveLength(2);
    for (const entry of mine) expect(entry).toMatchObject({ status: 'invoiced', invoiceId: expect.any(String) });
    expect(mine.reduce((s: number, e: { billedAmountMinor: number }) => s + e.billedAmountMinor, 0)).toBe(30_000);
    const invoice = await (await page.request.get(`/api/invoices/${mine[0].invoiceId}`)).json();
    // The line reads hours x rate (2.5 h at 120.00), rounded once per line.
    expect(invoice.items).toEqual([
      expect.objectContaining({
        description: 'Online store work',
        quantityThousandths: 2500,
        unit: 'hours',
        unitAmountMinor: 12_000,
        netMinor: 30_000,
      }),
    ]);
  });
}
