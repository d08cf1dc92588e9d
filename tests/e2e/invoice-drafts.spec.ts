/**
 * A draft invoice (decision 0095): an admin drafts an invoice with a 7.5-hour line and a discount, edits it, issues it,
 * and the issued invoice has its number and the right total.
 */
import { expect, test } from '@playwright/test';
import { signInAs } from './helpers';

test('an admin drafts an invoice of 7.5 hours with a discount, edits it, and issues it', async ({ page }) => {
  await signInAs(page, 'admin');
  const stamp = `E2E${Date.now()}`;
  const res = await page.request.post('/api/clients', {
    data: { name: `${stamp} Drafts`, contactPerson: 'Ada Byron', email: 'ada@example.com', poNumber: 'PO-9', paymentTermsDays: 14 },
  });
  expect(res.status()).toBe(201);
  const client = (await res.json()) as { id: string };
  await page.goto(`/clients/${client.id}?tab=financials`);
  await page.getByRole('group', { name: 'Financials view' }).getByRole('button', { name: 'Invoices' }).click();
  await page.getByRole('button', { name: /Create Invoice/ }).click();

  const create = page.getByRole('dialog', { name: `Create New Invoice for ${stamp} Drafts` });
  await create.getByLabel('Item 1 description').fill('Design');
  await create.getByLabel('Item 1 quantity').fill('7.5');
  await create.getByLabel('Item 1 unit', { exact: true }).fill('hours');
  await create.getByLabel('Item 1 unit price').fill('120');
  await create.getByLabel('Item 1 discount percent').fill('10');
  // 7.5 x 120.00 = 900.00, less 10% = 810.00.
  await expect(create.getByTestId('invoice-total')).toHaveText('$810.00');
  await create.getByRole('button', { name: 'Save as Draft' }).click();
  await expect(create).toBeHidden();

  await page.getByRole('button', { name: 'Details of invoice Draft' }).click();
  const details = page.getByRole('dialog', { name: 'Invoice Details' });
  await expect(details).toContainText('Draft: numbered when issued');
  await expect(details).toContainText('7.5 hours');
  await expect(details).toContainText('PO-9');
  await expect(details).toContainText('Net 14 days');
  await details.getByRole('button', { name: 'Edit', exact: true }).click();

  const edit = page.getByRole('dialog', { name: 'Edit Draft Invoice' });
  await expect(edit.getByLabel('Item 1 quantity')).toHaveValue('7.5');
  await edit.getByLabel('Item 1 unit price').fill('100');
  // 7.5 x 100.00 = 750.00, less 10% = 675.00.
  await expect(edit.getByTestId('invoice-total')).toHaveText('$675.00');
  await edit.getByRole('button', { name: 'Save Draft' }).click();
  await expect(edit).toBeHidden();
  await expect(details.getByTestId('invoice-details-total')).toHaveText('$675.00');

  await details.getByRole('button', { name: 'Issue Invoice' }).click();
  await expect(details).toBeHidden();
  const issued = page.getByRole('button', { name: /^Details of invoice INV-\d{4}$/ }).first();
  await issued.click();
  const after = page.getByRole('dialog', { name: 'Invoice Details' });
  await expect(after).toContainText(/Invoice #INV-\d{4}/);
  await expect(after.getByTestId('invoice-details-total')).toHaveText('$675.00');
  await expect(after.getByRole('button', { name: 'Edit', exact: true })).toHaveCount(0);
});
