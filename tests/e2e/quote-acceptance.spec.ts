/**
 * From quote to work in the browser (decision 0056): the admin sends a quote; the client's additional contact reads it
 * but cannot sign; the primary contact, coming from the e-mailed link while signed out, signs in, comes back to the
 * quote, and accepts and signs it; the admin creates the project, and the project and the deposit invoice appear. The
 * client approves the Design milestone, the admin invoices it from its approval (decision 0099), then invoices the
 * rest: the quote less the deposit and the milestone's invoice.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { DEMO_PASSWORD, signInAs, type RoleName } from './helpers';

async function pageAs(browser: Browser, role: RoleName): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signInAs(page, role);
  return page;
}

test('the admin sends a quote, the primary contact signs it, and it becomes a project with its deposit invoice', async ({ browser }) => {
  // Three people sign in (each password check costs a second or two on two cores) and the flow goes from the quote to
  // its final invoice: past a minute when the machine is busy, as the other long flows (clients, colleagues).
  test.setTimeout(120_000);
  const stamp = `E2E${Date.now()}`;
  const title = `${stamp} Loyalty app`;

  // The client's company, as its primary contact's own account says.
  const client = await pageAs(browser, 'client_additional');
  const clientId = ((await (await client.request.get('/api/me')).json()) as { user: { clientId: string } }).user.clientId;

  const admin = await pageAs(browser, 'admin');
  const created = await admin.request.post('/api/quotes', {
    data: {
      clientId,
      title,
      introduction: 'The first phase of your loyalty app.',
      terms: 'Half on acceptance, the rest on delivery.',
      depositPercent: 50,
      sections: [
        {
          title: 'Design',
          becomesMilestone: true,
          items: [{ description: 'Wireframes', quantity: 1, unitPrice: 1500, estimatedHours: 10 }],
        },
        {
          title: 'Build',
          becomesMilestone: true,
          items: [{ description: 'Rewards API', quantity: 2, unitPrice: 2000, estimatedHours: 30 }],
        },
      ],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const quoteId = ((await created.json()) as { id: string }).id;
  const sent = await admin.request.post(`/api/quotes/${quoteId}/send`);
  expect(sent.status(), await sent.text()).toBe(200);

  // The additional contact reads it under Quotes, and is told who may sign.
  await client.goto('/quotes');
  await client.getByRole('link', { name: new RegExp(title) }).click();
  await expect(client).toHaveURL(new RegExp(`/quotes/${quoteId}$`));
  await expect(client.getByRole('article', { name: /Quote Q-/ })).toBeVisible();
  await expect(client.getByText('Wireframes')).toBeVisible();
  await expect(client.getByText(/Only your company’s primary contacts can accept or decline this quote/)).toBeVisible();
  await expect(client.getByRole('button', { name: 'Accept and Sign' })).toHaveCount(0);
  await expect(client.getByRole('link', { name: 'Download PDF' })).toBeVisible();

  // The primary contact follows a link while signed out: sign-in leads back to the quote, which says the link is wrong.
  const primary = await (await browser.newContext()).newPage();
  await primary.goto(`/quotes/${quoteId}?t=not-a-token`);
  await expect(primary).toHaveURL(/\/login\?next=/);
  // Signed in on the page the link led to (not a fresh /login, which would lose where to come back to).
  await primary.getByLabel('Email').fill('client_primary@demo.test');
  await primary.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await primary.getByRole('button', { name: 'Sign in' }).click();
  await expect(primary).toHaveURL(new RegExp(`/quotes/${quoteId}\\?t=not-a-token$`));
  await expect(primary.getByText('The link in your e-mail is not valid.', { exact: false })).toBeVisible();

  await primary.getByRole('button', { name: 'Accept and Sign' }).click();
  const dialog = primary.getByRole('dialog', { name: 'Accept and Sign' });
  await dialog.getByRole('button', { name: 'Accept and Sign' }).click();
  await expect(dialog.getByText('Full name is required')).toBeVisible();
  await dialog.getByLabel('Your full name').fill('Pat Primary');
  await dialog.getByLabel('I accept the terms').check();
  await dialog.getByRole('button', { name: 'Accept and Sign' }).click();
  await expect(dialog).toBeHidden();
  await expect(primary.getByText(/Accepted and signed by Pat Primary/)).toBeVisible();
  await expect(primary.getByText(/document fingerprint \(SHA-256\) [0-9a-f]{64}/)).toBeVisible();

  // The admin turns it into work: the project opens, and the deposit invoice is the client's to pay.
  await admin.goto(`/quotes/${quoteId}`);
  await admin.getByRole('button', { name: 'Create Project' }).click();
  await expect(admin).toHaveURL(/\/projects\/[0-9a-f-]+/);
  await expect(admin.getByRole('heading', { name: title })).toBeVisible();

  await primary.reload();
  await expect(primary.getByRole('link', { name: title })).toBeVisible();
  // Half of 1,500.00 + 4,000.00.
  await expect(primary.getByText(/Deposit invoice INV-\d+ of \$2,750\.00/)).toBeVisible();
  await primary.getByRole('link', { name: 'view and pay it in Billing' }).click();
  await expect(primary.locator(':visible', { hasText: new RegExp(`^Deposit for quote Q-\\d+: ${title}$`) }).first()).toBeVisible();

  // The client approves the Design milestone; the admin invoices it from its approval, once.
  const projectId = ((await (await admin.request.get(`/api/quotes/${quoteId}/document`)).json()) as { project: { id: string } }).project.id;
  await admin.goto(`/projects/${projectId}?tab=milestones`);
  const design = admin.locator('li[data-milestone-id]', { has: admin.getByRole('heading', { name: 'Design' }) });
  await expect(design.getByRole('button', { name: 'Invoice Design' })).toHaveCount(0);
  await design.getByRole('button', { name: 'Request approval of Design' }).click();
  const ask = admin.getByRole('dialog', { name: 'Request approval' });
  await ask.getByRole('button', { name: 'Request approval' }).click();
  await expect(design.getByText('Awaiting approval')).toBeVisible();
  await primary.goto(`/projects/${projectId}?tab=milestones`);
  await primary.getByRole('button', { name: 'Approve Design' }).click();
  await primary.getByRole('dialog', { name: 'Approve milestone' }).getByRole('button', { name: 'Approve' }).click();
  await expect(primary.getByText(/^Approved by /).first()).toBeVisible();
  await admin.reload();
  await design.getByRole('button', { name: 'Invoice Design' }).click();
  await expect(admin.getByText('Milestone invoiced')).toBeVisible();
  await expect(design.getByText(/^Invoiced as INV-\d+$/)).toBeVisible();
  await expect(design.getByRole('button', { name: 'Invoice Design' })).toHaveCount(0);

  // The admin invoices the rest: the quote less its deposit and the milestone's invoice, once; the button is then gone.
  await admin.goto(`/quotes/${quoteId}`);
  await admin.getByRole('button', { name: 'Invoice the Rest' }).click();
  await expect(admin.getByText('Final invoice created')).toBeVisible();
  await expect(admin.getByRole('button', { name: 'Invoice the Rest' })).toHaveCount(0);
  await primary.goto('/client-billing');
  await expect(primary.locator(':visible', { hasText: new RegExp(`^Final invoice for quote Q-\\d+: ${title}$`) }).first()).toBeVisible();
  await expect(primary.locator(':visible', { hasText: new RegExp(`^Milestone Design of quote Q-\\d+: ${title}$`) }).first()).toBeVisible();
  // 5,500.00 less the deposit 2,750.00 and Design's 1,500.00 less its half of the deposit (750.00): 2,000.00.
  const billing = (await (await primary.request.get(`/api/clients/${clientId}/billing?pageSize=100`)).json()) as {
    invoices: { items: Array<{ description: string | null; amountMinor: number }> };
  };
  const ofQuote = billing.invoices.items.filter((i) => i.description?.endsWith(`: ${title}`));
  expect(ofQuote.map((i) => [i.description!.split(' of quote')[0]!.split(' for quote')[0], i.amountMinor]).sort()).toEqual([
    ['Deposit', 275_000],
    ['Final invoice', 200_000],
    ['Milestone Design', 75_000],
  ]);
});
