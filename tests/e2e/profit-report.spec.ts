/**
 * The profit report in the browser (decision 0121): the admin's time on a client's own project, at a cost rate of
 * 60.00 an hour, invoiced at 120.00 an hour; the report shows the project's revenue, cost of time, expenses and
 * margin as those rows make them, by project and by client, with both charts, on a phone too, and exports CSV. (The
 * app's embedded database is its process's own, so the spec writes through the API only: the project has no
 * expenses, and its Expenses read zero; expenses are counted in tests/api/billing/profit-report.test.ts.)
 */
import { expect, test, type Page } from '@playwright/test';
import { signInAs } from './helpers';
import { axeCheck } from './axe';

const today = new Date().toISOString().slice(0, 10);

async function post(page: Page, path: string, data: object, status = 201) {
  const res = await page.request.post(path, { data });
  expect(res.status(), `${path}: ${await res.text()}`).toBe(status);
  return (await res.json()) as Record<string, unknown> & { id: string };
}

/** A client with one project at 120.00 an hour; 2.5 h of the admin's time at 60.00 an hour cost, invoiced: 300.00. */
async function seed(page: Page, stamp: string) {
  const me = (await (await page.request.get('/api/me')).json()) as { user: { id: string } };
  const before = (await (await page.request.get(`/api/users/${me.user.id}/rates`)).json()) as {
    costRateMinor: number;
    weeklyCapacityMinutes: number;
  };
  const setRates = async (costRateMinor: number) => {
    const res = await page.request.put(`/api/users/${me.user.id}/rates`, {
      data: { costRateMinor, weeklyCapacityMinutes: before.weeklyCapacityMinutes },
    });
    expect(res.status(), await res.text()).toBe(200);
  };
  await setRates(6000);
  try {
    const client = await post(page, '/api/clients', { name: `${stamp} Bakery`, contactPerson: 'Ada Byron', email: 'ada@example.com' });
    const project = await post(page, '/api/projects', {
      name: `${stamp} Shop`,
      clientId: client.id,
      status: 'active',
      hourlyRateMinor: 12_000,
      currency: 'USD',
    });
    const task = await post(page, '/api/tasks', { title: 'Checkout', clientId: client.id, projectId: project.id });
    await post(page, '/api/time-entries', { taskId: task.id, workDate: today, minutes: 150 });
    const selection = { projectIds: [project.id], from: today, to: today, includeUnapproved: true };
    const preview = await post(page, `/api/clients/${client.id}/time-invoice/preview`, selection, 200);
    expect(preview.totalMinor).toBe(30_000);
    await post(page, `/api/clients/${client.id}/time-invoice`, {
      ...selection,
      fingerprint: preview.fingerprint,
      dueDate: today,
      sendEmail: false,
    });
  } finally {
    await setRates(before.costRateMinor);
  }
}

test('the admin reads a project’s revenue, cost, expenses and margin, by project and by client, and exports CSV', async ({ page }) => {
  await signInAs(page, 'admin');
  const stamp = `P${Date.now()}`;
  await seed(page, stamp);

  await page.goto('/reports/time');
  await page.getByRole('navigation', { name: 'Reports' }).getByRole('link', { name: 'Profit' }).click();
  await expect(page).toHaveURL(/\/reports\/profit$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Profit' })).toBeVisible();
  await expect(page.getByRole('heading', { name: /Revenue and margin by month/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: /Top clients by margin/ })).toBeVisible();

  // The demo agency bills in more than one currency: the toggle picks this client's.
  await page.getByRole('group', { name: 'Currency' }).getByRole('button', { name: 'USD' }).click();
  const table = page.getByRole('table', { name: /Profit by project.*USD/ });
  const row = table.getByRole('row').filter({ hasText: `${stamp} Shop` });
  // Revenue invoiced, collected, cost of time, expenses, margin, margin %.
  await expect(row.getByRole('cell')).toHaveText([new RegExp(`${stamp} Shop`), '$300.00', '$0.00', '$150.00', '$0.00', '$150.00', '50%']);

  await page.getByRole('group', { name: 'Group by' }).getByRole('button', { name: 'Client' }).click();
  const byClient = page
    .getByRole('table', { name: /Profit by client/ })
    .getByRole('row')
    .filter({ hasText: `${stamp} Bakery` });
  await expect(byClient.getByRole('cell')).toHaveText([`${stamp} Bakery`, '$300.00', '$0.00', '$150.00', '$0.00', '$150.00', '50%']);

  const { violations } = await axeCheck(page).analyze();
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.help}`)).toEqual([]);

  const [csv] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Export CSV' }).click()]);
  expect(csv.suggestedFilename()).toMatch(/^profit-by-client-\d{4}-\d{2}-to-\d{4}-\d{2}\.csv$/);

  // A phone: the rows are cards, the figures the same.
  await page.setViewportSize({ width: 390, height: 844 });
  const card = page
    .getByRole('list', { name: 'Profit rows' })
    .getByRole('listitem')
    .filter({ hasText: `${stamp} Bakery` });
  await expect(card).toContainText('Margin$150.00');
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
});
