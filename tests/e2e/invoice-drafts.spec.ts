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

/**
 * The ledger agrees with itself wherever an invoice is read. The invoice is in AUD, which nothing else of the demo or of
 * the other specs uses, so the workspace's AUD figures, its AUD ageing and the AUD statement are this invoice's alone.
 * The e2e server has no Stripe key: the client's part payment arrives by bank transfer and the admin records it.
 */
test('the client pays part, the admin records the rest: the Invoices list, ageing, Billing and statement agree', async ({ browser }) => {
  const clientPage = await (await browser.newContext()).newPage();
  await signInAs(clientPage, 'client_primary');
  const clientId = ((await (await clientPage.request.get('/api/me')).json()) as { user: { clientId: string } }).user.clientId;
  const page = await (await browser.newContext()).newPage();
  await signInAs(page, 'admin');
  const dueDate = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  const created = await page.request.post(`/api/clients/${clientId}/invoices`, {
    data: {
      currency: 'AUD',
      dueDate,
      items: [{ description: 'Design', quantity: '7.5', unit: 'hours', amount: 100, discountPercent: 10 }],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const number = ((await created.json()) as { invoiceNumber: string }).invoiceNumber;

  const recordPayment = async (amount: string | null) => {
    await page.goto('/invoices');
    await page.getByLabel('Search invoices').fill(number);
    await page.getByRole('button', { name: `Details of invoice ${number}` }).click();
    const details = page.getByRole('dialog', { name: 'Invoice Details' });
    await details.getByRole('button', { name: 'Record Payment' }).click();
    const form = page.getByRole('dialog', { name: 'Record Payment' });
    if (amount) await form.getByLabel('Amount (AUD)').fill(amount);
    await form.getByRole('button', { name: 'Record Payment' }).click();
    await expect(form).toBeHidden();
  };
  const expectEverywhere = async (paid: string, balance: string) => {
    await page.goto('/invoices');
    await page.getByLabel('Currency').selectOption('AUD');
    const row = page.getByRole('table', { name: 'Invoices' }).getByRole('row', { name: new RegExp(number) });
    await expect(row.getByRole('cell').nth(6)).toHaveText(paid);
    await expect(row.getByRole('cell').nth(7)).toHaveText(balance);
    await expect(page.getByRole('region', { name: 'Figures in AUD' })).toContainText(`Outstanding${balance}`);
    const ageing = page.getByRole('table', { name: 'Receivables ageing' }).getByRole('row', { name: /^AUD/ });
    if (balance === 'A$0.00') await expect(ageing).toHaveCount(0);
    else await expect(ageing.getByRole('cell').last()).toContainText(balance);

    await clientPage.goto('/client-billing');
    const billed = clientPage.getByRole('row', { name: new RegExp(number) });
    if (balance === 'A$0.00') await expect(billed).not.toContainText(/Partially Paid|Balance/);
    else await expect(billed).toContainText(`Balance ${balance}`);
    await expect(billed).toContainText(balance === 'A$0.00' ? 'Paid' : 'Partially Paid');

    await page.goto(`/clients/${clientId}?tab=financials`);
    await page.getByRole('group', { name: 'Financials view' }).getByRole('button', { name: 'Invoices' }).click();
    const statement = page.getByRole('region', { name: 'Statement' });
    await statement.getByRole('button', { name: 'Show Statement' }).click();
    await expect(statement.getByTestId('statement-closing-AUD')).toHaveText(balance);
  };

  // 7.5 hours x A$100.00 = A$750.00, less 10% = A$675.00; the client pays A$275.00 of it.
  await recordPayment('275');
  await expectEverywhere('A$275.00', 'A$400.00');
  // The rest: the form offers the balance.
  await recordPayment(null);
  await expectEverywhere('A$675.00', 'A$0.00');
});
