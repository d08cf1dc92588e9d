/**
 * Settings > Billing in the browser (decision 0052): the admin adds a tax rate and the agency's details, then creates an
 * invoice with a taxed line: the form and the invoice's details show the subtotal, the tax and the total with it.
 */
import { expect, test } from '@playwright/test';
import { signInAs } from './helpers';

test('an admin adds a tax rate and the agency details, and invoices a taxed line', async ({ page }) => {
  await signInAs(page, 'admin');
  const stamp = `E2E${Date.now()}`;

  await page.goto('/settings?tab=billing');
  await expect(page.getByRole('tab', { name: 'Billing' })).toHaveAttribute('aria-selected', 'true');
  const rates = page.getByRole('form', { name: 'New tax rate' });
  await rates.getByLabel('Tax name').fill(`Tax ${stamp}`);
  await rates.getByLabel('Rate (%)').fill('10');
  await rates.getByRole('button', { name: 'Add tax rate' }).click();
  await expect(page.getByRole('list', { name: 'Tax rates' }).getByText(`Tax ${stamp}`)).toBeVisible();

  const details = page.getByRole('form', { name: 'Agency details' });
  await details.getByLabel('Legal name').fill(`Northwind Studio ${stamp}`);
  await details.getByLabel('Tax ID').fill('EIN 12-3456789');
  await details.getByRole('button', { name: 'Save agency details' }).click();
  await expect(page.getByText('Agency details saved')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('form', { name: 'Agency details' }).getByLabel('Legal name')).toHaveValue(`Northwind Studio ${stamp}`);

  const res = await page.request.post('/api/clients', {
    data: { name: `${stamp} Outfitters`, contactPerson: 'Ada Byron', email: 'ada@example.com' },
  });
  expect(res.status()).toBe(201);
  const client = (await res.json()) as { id: string };
  await page.goto(`/clients/${client.id}?tab=financials`);
  await page.getByRole('group', { name: 'Financials view' }).getByRole('button', { name: 'Invoices' }).click();
  await page.getByRole('button', { name: /Create Invoice/ }).click();
  const dialog = page.getByRole('dialog', { name: `Create New Invoice for ${stamp} Outfitters` });
  await dialog.getByLabel('Item 1 description').fill('Design sprint');
  await dialog.getByLabel('Item 1 quantity').fill('2');
  await dialog.getByLabel('Item 1 unit price').fill('150');
  await dialog.getByLabel('Item 1 tax').selectOption({ label: `Tax ${stamp} 10%` });
  // 2 x 150.00 = 300.00, and 10% on top.
  await expect(dialog.getByTestId('invoice-total')).toHaveText('$330.00');
  await dialog.getByRole('button', { name: 'Create Invoice' }).click();
  await expect(dialog).toBeHidden();

  await page
    .getByRole('button', { name: /Details of invoice/ })
    .first()
    .click();
  const details2 = page.getByRole('dialog').filter({ has: page.getByRole('table', { name: 'Invoice lines' }) });
  const lines = details2.getByRole('table', { name: 'Invoice lines' });
  await expect(lines.getByRole('row', { name: /Subtotal/ })).toContainText('$300.00');
  await expect(lines.getByRole('row', { name: new RegExp(`Tax ${stamp} 10%`) }).last()).toContainText('$30.00');
  await expect(details2.getByTestId('invoice-details-total')).toHaveText('$330.00');
});
