/**
 * Settings > Billing in the browser (decisions 0052, 0089): the admin adds a tax rate of 8.875% and the agency's details,
 * then creates an invoice with a taxed line: the form and the invoice's details show the subtotal, the tax and the total
 * with it. Editing the rate then lists the new version beside the earlier one, leaves the invoice as it was priced, and
 * offers the new value to a new quote's line.
 */
import { expect, test } from '@playwright/test';
import { signInAs } from './helpers';

test('an admin adds an 8.875% tax rate and the agency details, invoices a taxed line, then edits the rate', async ({ page }) => {
  // Eleven screens and two dialogs in one scenario: past a minute beside the other worker in a full run.
  test.setTimeout(120_000);
  await signInAs(page, 'admin');
  const stamp = `E2E${Date.now()}`;

  await page.goto('/settings?tab=billing');
  await expect(page.getByRole('tab', { name: 'Billing' })).toHaveAttribute('aria-selected', 'true');
  const rates = page.getByRole('form', { name: 'New tax rate' });
  await rates.getByLabel('Tax name').fill(`Tax ${stamp}`);
  // A fifth decimal is refused beside the field; four are taken.
  await rates.getByLabel('Rate (%)').fill('8.87501');
  await rates.getByRole('button', { name: 'Add tax rate' }).click();
  await expect(rates.getByText('Rate must have at most four decimals')).toBeVisible();
  await rates.getByLabel('Rate (%)').fill('8.875');
  await rates.getByRole('button', { name: 'Add tax rate' }).click();
  const list = page.getByRole('list', { name: 'Tax rates' });
  await expect(list.getByRole('listitem').filter({ hasText: `Tax ${stamp}` })).toContainText('8.875%');

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
  await dialog.getByLabel('Item 1 tax').selectOption({ label: `Tax ${stamp} 8.875%` });
  // 2 x 150.00 = 300.00, and 8.875% on top: 26.625 -> 26.63.
  await expect(dialog.getByTestId('invoice-total')).toHaveText('$326.63');
  await dialog.getByRole('button', { name: 'Create Invoice' }).click();
  await expect(dialog).toBeHidden();

  await page
    .getByRole('button', { name: /Details of invoice/ })
    .first()
    .click();
  const details2 = page.getByRole('dialog').filter({ has: page.getByRole('table', { name: 'Invoice lines' }) });
  const lines = details2.getByRole('table', { name: 'Invoice lines' });
  await expect(lines.getByRole('row', { name: /Subtotal/ })).toContainText('$300.00');
  await expect(lines.getByRole('row', { name: new RegExp(`Tax ${stamp} 8\\.875%`) }).last()).toContainText('$26.63');
  await expect(details2.getByTestId('invoice-details-total')).toHaveText('$326.63');
  await page.keyboard.press('Escape');

  // Edit the rate: saved as its next version, the earlier one listed as such.
  await page.goto('/settings?tab=billing');
  const row = page
    .getByRole('list', { name: 'Tax rates' })
    .getByRole('listitem')
    .filter({ hasText: `Tax ${stamp}` });
  await row.getByRole('button', { name: `Edit Tax ${stamp}` }).click();
  const edit = page.getByRole('form', { name: `Edit Tax ${stamp}` });
  await expect(edit.getByLabel('Rate (%)')).toHaveValue('8.875');
  await edit.getByLabel('Rate (%)').fill('9.25');
  await edit.getByRole('button', { name: 'Save rate' }).click();
  await expect(page.getByText(`Tax rate Tax ${stamp} is now 9.25%`)).toBeVisible();
  const versions = page
    .getByRole('list', { name: 'Tax rates' })
    .getByRole('listitem')
    .filter({ hasText: `Tax ${stamp}` });
  await expect(versions).toHaveCount(2);
  await expect(versions.filter({ hasText: '9.25%' })).toBeVisible();
  await expect(versions.filter({ hasText: '8.875%' })).toContainText('Earlier version');

  // The invoice keeps the rate it was priced with.
  await page.goto(`/clients/${client.id}?tab=financials`);
  await page.getByRole('group', { name: 'Financials view' }).getByRole('button', { name: 'Invoices' }).click();
  await page
    .getByRole('button', { name: /Details of invoice/ })
    .first()
    .click();
  const kept = page.getByRole('dialog').filter({ has: page.getByRole('table', { name: 'Invoice lines' }) });
  await expect(kept.getByRole('table', { name: 'Invoice lines' })).toContainText(`Tax ${stamp} 8.875%`);
  await expect(kept.getByTestId('invoice-details-total')).toHaveText('$326.63');
  await page.keyboard.press('Escape');

  // A new quote's line is offered the new value.
  await page.goto(`/quotes/new?clientId=${client.id}`);
  await expect(page.getByLabel('Section 1 line 1 tax').getByRole('option', { name: `Tax ${stamp} 9.25%` })).toBeAttached();
  await expect(page.getByLabel('Section 1 line 1 tax').getByRole('option', { name: `Tax ${stamp} 8.875%` })).toHaveCount(0);
});
