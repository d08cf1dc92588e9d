import { expect, test } from '@playwright/test';
import { signInAs } from './helpers';

const due = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);

// The e2e server runs without a Stripe key: invoices are kept by the app (manual mode) and nobody is offered Pay Now.
test('an admin raises an invoice; the client user reads it on Billing and nothing of other clients', async ({ browser }) => {
  const clientContext = await browser.newContext();
  const client = await clientContext.newPage();
  await signInAs(client, 'client_primary');
  const me = await (await client.request.get('/api/me')).json();
  const ownId: string = me.user.clientId;

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInAs(admin, 'admin');
  // The other company is this test's own: a client another test creates at the same moment is never the one billed.
  const other = await admin.request.post('/api/clients', {
    data: { name: `E2E${Date.now()} Other Company`, contactPerson: 'Olga Other', email: 'olga@example.com' },
  });
  expect(other.status()).toBe(201);
  const otherId: string = ((await other.json()) as { id: string }).id;

  const create = (clientId: string, description: string) =>
    admin.request.post(`/api/clients/${clientId}/invoices`, {
      data: {
        currency: 'USD',
        description,
        dueDate: due,
        sendEmail: false,
        items: [{ description: 'Design hours', quantity: 3, amount: 19.99 }],
      },
    });
  const mine = await create(ownId, 'E2E own invoice');
  expect(mine.status()).toBe(201);
  const own = await mine.json();
  expect(own.amountMinor).toBe(5997);
  const foreign = await (await create(otherId, 'E2E foreign invoice')).json();

  await client.goto('/client-billing');
  await expect(client.getByRole('heading', { name: 'Billing & Invoices', level: 1 })).toBeVisible();
  await expect(client.getByText('View and manage your invoices and payment information')).toBeVisible();
  await expect(client.getByText(/Online payment is off/)).toBeVisible();
  await expect(client.getByRole('heading', { name: /^Invoices \(\d+\)$/ })).toBeVisible();
  for (const label of ['Total Invoiced', 'Paid', 'Outstanding', 'Overdue']) {
    await expect(client.getByText(label, { exact: true }).first()).toBeVisible();
  }

  const row = client.getByRole('row').filter({ hasText: own.invoiceNumber });
  await expect(row).toContainText('$59.97');
  await expect(row).toContainText('Unpaid');
  await expect(row.getByRole('link', { name: 'Pay Now' })).toHaveCount(0);
  await expect(client.getByText(foreign.invoiceNumber)).toHaveCount(0);
  await expect(client.getByRole('button', { name: 'Create Invoice' })).toHaveCount(0);
  await expect(client.getByRole('button', { name: 'Create Stripe Customer' })).toHaveCount(0);

  await row.getByRole('button', { name: /Details/ }).click();
  const dialog = client.getByRole('dialog', { name: 'Invoice Details' });
  await expect(dialog).toContainText('Design hours');
  await expect(dialog).toContainText('$19.99');
  await expect(dialog.getByRole('button', { name: 'Mark as Paid' })).toHaveCount(0);
  await expect(dialog.getByRole('link', { name: 'Download PDF' })).toHaveAttribute('href', `/api/invoices/${own.id}/pdf`);
  const pdf = await client.request.get(`/api/invoices/${own.id}/pdf`);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  await dialog.getByRole('button', { name: 'Close dialog' }).click();

  // The other company's billing is not found, even by hand.
  expect((await client.request.get(`/api/clients/${otherId}/billing`)).status()).toBe(404);

  // Staff mark it paid (manual mode); the client sees it paid.
  expect((await admin.request.patch(`/api/invoices/${own.id}`, { data: { status: 'paid' } })).status()).toBe(200);
  await client.reload();
  await expect(client.getByRole('row').filter({ hasText: own.invoiceNumber })).toContainText('Paid');

  await clientContext.close();
  await adminContext.close();
});

test('the client user pages through their invoices, 20 a page, newest first', async ({ browser }) => {
  const clientContext = await browser.newContext();
  const client = await clientContext.newPage();
  await signInAs(client, 'client_primary');
  const ownId: string = (await (await client.request.get('/api/me')).json()).user.clientId;
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInAs(admin, 'admin');

  // Enough issued invoices for a second page (an invoice made in manual mode starts open, so the client sees it).
  const seen = async () => (await (await client.request.get(`/api/clients/${ownId}/billing?pageSize=1`)).json()).invoices.total as number;
  for (let missing = 21 - (await seen()); missing > 0; missing--) {
    const res = await admin.request.post(`/api/clients/${ownId}/invoices`, {
      data: {
        currency: 'USD',
        description: 'E2E paging',
        dueDate: due,
        sendEmail: false,
        items: [{ description: 'Hours', quantity: 1, amount: 10 }],
      },
    });
    expect(res.status()).toBe(201);
  }
  const total = await seen();
  const pages = Math.ceil(total / 20);
  const all = (await (await client.request.get(`/api/clients/${ownId}/billing?pageSize=200`)).json()).invoices.items as Array<{
    invoiceNumber: string;
  }>;

  await client.goto('/client-billing');
  await expect(client.getByRole('heading', { name: `Invoices (${total})` })).toBeVisible();
  const pager = client.getByRole('navigation', { name: 'Invoice pages' });
  await expect(pager).toContainText(`Page 1 of ${pages}`);
  // Each invoice has its Details button in the table (the phone cards are hidden at this size).
  const details = (i: number) =>
    client.locator('table').getByRole('button', { name: `Details of invoice ${all[i]!.invoiceNumber}`, exact: true });
  await expect(details(0)).toBeVisible();
  await expect(details(19)).toBeVisible();
  await expect(details(20)).toHaveCount(0);

  await pager.getByRole('button', { name: 'Next' }).click();
  await expect(pager).toContainText(`Page 2 of ${pages}`);
  await expect(details(20)).toBeVisible();
  await expect(details(0)).toHaveCount(0);
  // The totals above count every invoice, whichever page is shown.
  await expect(client.getByRole('heading', { name: `Invoices (${total})` })).toBeVisible();

  await clientContext.close();
  await adminContext.close();
});

test('an admin voids an invoice only once asked, naming its number and amount, and says why; the client reads the reason', async ({
  browser,
}) => {
  const clientContext = await browser.newContext();
  const client = await clientContext.newPage();
  await signInAs(client, 'client_primary');
  const clientId: string = (await (await client.request.get('/api/me')).json()).user.clientId;
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInAs(admin, 'admin');
  const created = await admin.request.post(`/api/clients/${clientId}/invoices`, {
    data: {
      currency: 'USD',
      description: 'E2E invoice to void',
      dueDate: due,
      sendEmail: false,
      items: [{ description: 'Audit', quantity: 3, amount: 19.99 }],
    },
  });
  const invoice = await created.json();

  await admin.goto(`/clients/${clientId}?tab=financials`);
  await admin.getByRole('group', { name: 'Financials view' }).getByRole('button', { name: 'Invoices' }).click();
  await admin
    .getByRole('button', { name: `Details of invoice ${invoice.invoiceNumber}` })
    .first()
    .click();
  await admin.getByRole('dialog', { name: 'Invoice Details' }).getByRole('button', { name: 'Mark as Void' }).click();
  const ask = admin.getByRole('dialog', { name: `Void invoice ${invoice.invoiceNumber}?` });
  await expect(ask).toContainText(`${invoice.invoiceNumber} of $59.97 will be void for good`);
  await ask.getByRole('button', { name: 'Void Invoice' }).click();
  await expect(ask.getByText('Say why the invoice is void')).toBeVisible();
  expect((await (await admin.request.get(`/api/invoices/${invoice.id}`)).json()).status).toBe('open');
  await ask.getByLabel('Reason').fill('Raised twice by mistake');
  await ask.getByRole('button', { name: 'Void Invoice' }).click();
  await expect(admin.getByText('Invoice voided')).toBeVisible();
  await expect(admin.getByRole('row').filter({ hasText: invoice.invoiceNumber })).toContainText('Void');

  await client.goto('/client-billing');
  await client
    .getByRole('row')
    .filter({ hasText: invoice.invoiceNumber })
    .getByRole('button', { name: /Details/ })
    .click();
  await expect(client.getByRole('dialog', { name: 'Invoice Details' })).toContainText('Voided: Raised twice by mistake');
  await clientContext.close();
  await adminContext.close();
});
