/**
 * Payments in the browser (decision 0054): an admin records a partial payment from Invoice Details, the invoice reads
 * Partially Paid with its balance, the client's user sees that balance on Billing, then the admin records the rest
 * (the amount prefilled with the balance) and the invoice is Paid.
 */
import { expect, test } from '@playwright/test';
import { signInAs } from './helpers';

test('an admin records a partial payment, the client sees the balance, then the rest makes it paid', async ({ browser }) => {
  const clientPage = await (await browser.newContext()).newPage();
  await signInAs(clientPage, 'client_primary');
  const me = await (await clientPage.request.get('/api/me')).json();
  const clientId = me.user.clientId as string;

  const page = await (await browser.newContext()).newPage();
  await signInAs(page, 'admin');
  const stamp = `E2E payment ${Date.now()}`;
  const dueDate = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  const created = await page.request.post(`/api/clients/${clientId}/invoices`, {
    data: { currency: 'USD', description: stamp, dueDate, items: [{ description: 'Design sprint', quantity: 1, amount: 1000 }] },
  });
  expect(created.status(), await created.text()).toBe(201);
  const invoice = (await created.json()) as { invoiceNumber: string };

  await page.goto(`/clients/${clientId}?tab=financials`);
  await page.getByRole('group', { name: 'Financials view' }).getByRole('button', { name: 'Invoices' }).click();
  await page
    .getByRole('button', { name: `Details of invoice ${invoice.invoiceNumber}` })
    .first()
    .click();
  const details = page.getByRole('dialog', { name: 'Invoice Details' });
  await details.getByRole('button', { name: 'Record Payment' }).click();
  const form = page.getByRole('dialog', { name: 'Record Payment' });
  // "Paid in full" is the default: the balance and today.
  await expect(form.getByLabel('Amount (USD)')).toHaveValue('1000');
  await form.getByLabel('Amount (USD)').fill('400');
  await form.getByLabel('Method').selectOption('check');
  await form.getByLabel('Reference').fill('Check 2231');
  await form.getByRole('button', { name: 'Record Payment' }).click();
  await expect(form).toBeHidden();
  await expect(details.getByText('Partially Paid')).toBeVisible();
  await expect(details.getByTestId('invoice-balance')).toHaveText('$600.00');
  await expect(details.getByRole('cell', { name: 'Check 2231' })).toBeVisible();

  // The client's user sees what is left to pay.
  await clientPage.goto('/client-billing');
  const row = clientPage.getByRole('row', { name: new RegExp(invoice.invoiceNumber) });
  await expect(row.getByText('Partially Paid')).toBeVisible();
  await expect(row.getByText('Balance $600.00')).toBeVisible();

  await details.getByRole('button', { name: 'Record Payment' }).click();
  await expect(form.getByLabel('Amount (USD)')).toHaveValue('600');
  await form.getByRole('button', { name: 'Record Payment' }).click();
  await expect(form).toBeHidden();
  // The status badge comes first in the dialog; nothing is left to record.
  await expect(details.getByText('Paid', { exact: true }).first()).toBeVisible();
  await expect(details.getByTestId('invoice-balance')).toHaveText('$0.00');
  await expect(details.getByRole('button', { name: 'Record Payment' })).toHaveCount(0);
});
