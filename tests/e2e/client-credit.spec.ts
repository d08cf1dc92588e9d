/**
 * The client's credit balance in the browser (decision 0093): a credit note above what is owed puts the excess on the
 * client's credit, both sides see it (the client without a way to change it), and an admin applies it to a later
 * invoice from its details: the invoice becomes partially paid for the rest and the credit is spent.
 */
import { expect, test } from '@playwright/test';
import { signInAs } from './helpers';

test('an admin applies the client credit to a later invoice; the client sees the credit but cannot change it', async ({ browser }) => {
  const clientPage = await (await browser.newContext()).newPage();
  await signInAs(clientPage, 'client_primary');
  const me = await (await clientPage.request.get('/api/me')).json();
  const clientId = me.user.clientId as string;

  const page = await (await browser.newContext()).newPage();
  await signInAs(page, 'admin');
  const dueDate = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  const today = new Date().toISOString().slice(0, 10);
  const invoice = async (amount: number) => {
    const res = await page.request.post(`/api/clients/${clientId}/invoices`, {
      data: { currency: 'GBP', description: `E2E credit ${Date.now()}`, dueDate, items: [{ description: 'Sprint', quantity: 1, amount }] },
    });
    expect(res.status(), await res.text()).toBe(201);
    return (await res.json()) as { id: string; invoiceNumber: string };
  };
  // Paid in full, then credited 40.00: all 40.00 is above what was owed.
  const first = await invoice(100);
  expect(
    (
      await page.request.post(`/api/invoices/${first.id}/payments`, {
        data: { amount: 100, currency: 'GBP', paidOn: today, method: 'cash' },
      })
    ).status(),
  ).toBe(201);
  const note = await page.request.post(`/api/invoices/${first.id}/credit-notes`, {
    data: { reason: 'Scope cut', items: [{ description: 'Unused day', quantity: 1, amount: 40 }] },
  });
  expect(note.status(), await note.text()).toBe(201);
  const credit = (await (await page.request.get(`/api/clients/${clientId}/credit`)).json()) as {
    balances: Array<{ currency: string; balanceMinor: number }>;
  };
  const available = credit.balances.find((b) => b.currency === 'GBP')!.balanceMinor;
  const later = await invoice(available / 100 + 60);

  // The client's user sees the credit, with no way to change it.
  await clientPage.goto('/client-billing');
  const clientCard = clientPage.getByRole('region', { name: 'Credit balance' });
  await expect(clientCard.getByText('Available in GBP')).toBeVisible();
  await expect(clientCard.getByRole('button', { name: 'Refund Credit' })).toHaveCount(0);

  await page.goto(`/clients/${clientId}?tab=financials`);
  await page.getByRole('group', { name: 'Financials view' }).getByRole('button', { name: 'Invoices' }).click();
  const card = page.getByRole('region', { name: 'Credit balance' });
  await expect(card.getByText('Available in GBP')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Refund Credit' }).first()).toBeVisible();
  await page
    .getByRole('button', { name: `Details of invoice ${later.invoiceNumber}` })
    .first()
    .click();
  const details = page.getByRole('dialog', { name: 'Invoice Details' });
  await details.getByRole('button', { name: /^Apply Credit/ }).click();
  await expect(details.getByText('Partially Paid')).toBeVisible();
  await expect(details.getByTestId('invoice-balance')).toHaveText('£60.00');
  await expect(details.getByRole('button', { name: /^Apply Credit/ })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(card.getByText('Available in GBP')).toHaveCount(0);
});
