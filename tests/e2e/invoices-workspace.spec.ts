/**
 * The Invoices workspace (decision 0092): an admin reaches it from the sidebar, reads the ledger's figures and the
 * ageing, narrows the list to overdue invoices and to one number, exports the same rows, ticks it for the bulk actions
 * (its PDFs in a ZIP, a reminder now) and opens its details.
 */
import { expect, test } from '@playwright/test';
import { mainNav, signInAs } from './helpers';

test('an admin finds an overdue invoice in the Invoices workspace, opens it, and exports what the list shows', async ({ page }) => {
  await signInAs(page, 'admin');
  await mainNav(page).getByRole('link', { name: 'Invoices' }).click();
  await expect(page.getByRole('heading', { name: 'Invoices', level: 1 })).toBeVisible();
  const figures = page.getByRole('region', { name: 'Figures in USD' });
  for (const label of ['Total Invoiced', 'Paid', 'Outstanding', 'Overdue']) {
    await expect(figures.getByText(label, { exact: true })).toBeVisible();
  }
  await expect(page.getByRole('table', { name: 'Receivables ageing' })).toContainText('USD');

  await page.getByLabel('Due').selectOption('true');
  const rows = page.getByRole('table', { name: 'Invoices' }).getByRole('row');
  await expect(rows.filter({ hasText: 'Overdue' }).first()).toBeVisible();
  // Every row left is overdue.
  await expect(rows.filter({ has: page.locator('td') }).filter({ hasNotText: 'Overdue' })).toHaveCount(0);
  const number = (await rows.nth(1).getByRole('button').textContent())!.trim();

  await page.getByLabel('Search invoices').fill(number);
  await expect(rows).toHaveCount(2);
  const csv = await page.getByRole('link', { name: 'Export CSV' }).getAttribute('href');
  expect(csv).toContain('overdue=true');
  const exported = await page.request.get(csv!);
  expect(exported.status()).toBe(200);
  expect(await exported.text()).toContain(number);

  await page.getByRole('checkbox', { name: `Select invoice ${number}` }).check();
  const bulk = page.getByRole('region', { name: 'Bulk actions' });
  await expect(bulk).toContainText('1 invoice selected');
  const zip = await page.request.get((await bulk.getByRole('link', { name: 'Download PDFs' }).getAttribute('href'))!);
  expect(zip.headers()['content-type']).toBe('application/zip');
  await bulk.getByRole('button', { name: 'Send Reminders' }).click();
  // Queued, or skipped because the schedule reminded it today already: either way the toast says which.
  await expect(page.getByText(/^(Reminders queued for 1 invoice|No reminder was sent)$/)).toBeVisible();
  await expect(bulk).toBeHidden();

  await rows
    .nth(1)
    .getByRole('button', { name: `Details of invoice ${number}` })
    .click();
  const details = page.getByRole('dialog', { name: 'Invoice Details' });
  await expect(details).toContainText(`Invoice #${number}`);
  await expect(details).toContainText('Overdue');
});

test("an admin opens a client's statement from the workspace and reads its closing balance", async ({ page }) => {
  await signInAs(page, 'admin');
  await mainNav(page).getByRole('link', { name: 'Invoices' }).click();
  const client = page.getByRole('table', { name: 'Invoices' }).getByRole('row').nth(1).getByRole('link');
  const clientId = (await client.getAttribute('href'))!.split('/')[2]!.split('?')[0]!;
  await client.click();
  await page.getByRole('group', { name: 'Financials view' }).getByRole('button', { name: 'Invoices' }).click();
  const statement = page.getByRole('region', { name: 'Statement' });
  await statement.getByRole('button', { name: 'Show Statement' }).click();
  await expect(statement.getByText(/^Closing balance/).first()).toBeVisible();
  // The closing balance shown is the API's, which is the ledger's outstanding (tests/api/billing/statements.test.ts).
  const answer = await (await page.request.get(`/api/clients/${clientId}/statement`)).json();
  const first = answer.currencies[0] as { currency: string; closingBalanceMinor: number };
  const shown = statement.getByTestId(`statement-closing-${first.currency}`);
  await expect(shown).toHaveText(/\d\.\d\d$/);
  expect(Number((await shown.textContent())!.replace(/[^\d.]/g, ''))).toBe(first.closingBalanceMinor / 100);
  await expect(statement.getByRole('link', { name: `Download PDF (${first.currency})` })).toBeVisible();
});
