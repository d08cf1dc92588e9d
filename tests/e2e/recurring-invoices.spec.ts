/**
 * Recurring invoices in the browser (decision 0057): an admin creates a monthly retainer schedule for a client on the
 * Recurring Invoices screen and finds it listed with its next invoice date; pausing it says so.
 */
import { expect, test } from '@playwright/test';
import { signInAs } from './helpers';

test('an admin creates a monthly retainer schedule and sees it listed with its next invoice date', async ({ page }) => {
  await signInAs(page, 'admin');
  const stamp = `E2E${Date.now()}`;
  const post = async (path: string, data: object) => {
    const res = await page.request.post(path, { data });
    expect(res.status(), `${path}: ${await res.text()}`).toBe(201);
    return (await res.json()) as { id: string };
  };
  const client = await post('/api/clients', { name: `${stamp} Retail`, contactPerson: 'Ada Byron', email: 'ada@example.com' });
  await post('/api/projects', {
    name: `${stamp} Support`,
    clientId: client.id,
    status: 'active',
    hourlyRateMinor: 10_000,
    currency: 'USD',
  });

  await page.goto('/billing/recurring');
  await expect(page.getByRole('heading', { name: 'Recurring Invoices' })).toBeVisible();
  await page.getByRole('button', { name: 'New Schedule' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Recurring Schedule' });
  await dialog.getByLabel('Client', { exact: true }).selectOption({ label: `${stamp} Retail` });
  await dialog.getByLabel('Title').fill(`${stamp} retainer`);
  await dialog.getByLabel('Day of the month (1-28)').fill('15');
  await dialog.getByLabel('Start Date').fill('2027-03-10');
  await dialog.getByLabel('Item 1 description').fill('Support retainer, 10 hours');
  await dialog.getByLabel('Item 1 unit price').fill('1500');
  await dialog.getByLabel("Retainer: an allowance of a project's hours each period").check();
  await dialog.getByLabel('Project', { exact: true }).selectOption({ label: `${stamp} Support` });
  await dialog.getByLabel('Hours per period').fill('10');
  await dialog.getByLabel('Carry unused hours into the next period').check();
  await expect(dialog.getByText('Invoices on: Mar 15, 2027, Apr 15, 2027, May 15, 2027')).toBeVisible();
  await dialog.getByRole('button', { name: 'Create Schedule' }).click();
  await expect(dialog).toBeHidden();

  await page.getByLabel('Search schedules').fill(stamp);
  // The searched list has settled (the header and this one schedule) before a button in it is pressed.
  await expect(page.getByRole('row')).toHaveCount(2);
  const row = page.getByRole('row').filter({ hasText: `${stamp} retainer` });
  await expect(row).toContainText(`${stamp} Retail`);
  await expect(row).toContainText('Monthly on day 15');
  await expect(row).toContainText('Mar 15, 2027');
  await expect(row).toContainText('$1,500.00');
  await expect(row).toContainText('Retainer: 10:00 h per period');
  await expect(row).toContainText('Active');
  const paused = page.waitForResponse(
    (r) => /\/recurring-schedules\/[0-9a-f-]{36}\/status$/.test(r.url()) && r.request().method() === 'POST',
  );
  await row.getByRole('button', { name: 'Pause' }).click();
  expect((await paused).status()).toBe(200);
  await expect(row).toContainText('Paused');
  await expect(row.getByRole('button', { name: 'Resume' })).toBeVisible();
});
