/**
 * The Invoices workspace (decision 0092): an admin reaches it from the sidebar, reads the ledger's figures and the
 * ageing, narrows the list to overdue invoices and to one number, opens an invoice's details, and exports the same rows.
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

  await rows
    .nth(1)
    .getByRole('button', { name: `Details of invoice ${number}` })
    .click();
  const details = page.getByRole('dialog', { name: 'Invoice Details' });
  await expect(details).toContainText(`Invoice #${number}`);
  await expect(details).toContainText('Overdue');
});
