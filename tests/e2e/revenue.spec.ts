import { expect, test, type Page } from '@playwright/test';
import { E2E_PORT, signInAs } from './helpers';

const ORIGIN = `http://localhost:${E2E_PORT}`;

const pad = (n: number) => String(n).padStart(2, '0');
const today = () => {
  const d = new Date();
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
};

/** A card's figure: the label and its value share the card. */
const card = (page: Page, label: string) => page.getByText(label, { exact: true }).locator('..');

test('an admin adds, edits and deletes expected revenue and the cards follow', async ({ page }) => {
  test.setTimeout(90_000);
  const name = `E2E Revenue Co ${Date.now()}`;
  await signInAs(page, 'admin');
  // A fresh client, so the cards start at zero whatever the demo data holds.
  const created = await page.request.post('/api/clients', {
    data: { name, contactPerson: 'Rita Revenue', email: 'rita@revenue.example', status: 'active' },
    headers: { origin: ORIGIN },
  });
  expect(created.status()).toBe(201);
  const client = (await created.json()) as { id: string };

  await page.goto(`/clients/${client.id}`);
  await page.getByRole('tab', { name: 'Financials & Billing' }).click();
  await expect(page.getByRole('button', { name: 'Expected Revenue' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('heading', { name: 'Revenue Records (0)' })).toBeVisible();
  await expect(page.getByText('No revenue records yet')).toBeVisible();
  await expect(card(page, 'Expected Monthly Revenue')).toContainText('$0.00');

  // Add: the defaults of docs/product.md, a required description, then the record and its effect on the cards.
  await page.getByRole('button', { name: 'Add Revenue' }).click();
  const add = page.getByRole('dialog', { name: `Add New Revenue for ${name}` });
  await expect(add.getByLabel('Monthly Amount')).toHaveValue('0');
  await expect(add.getByLabel('Currency')).toHaveValue('USD');
  await expect(add.getByLabel('Start Date')).toHaveValue(today());
  await expect(add.getByLabel('Active')).toBeChecked();
  await add.getByRole('button', { name: 'Create Revenue' }).click();
  await expect(add.getByText('Description is required')).toBeVisible();
  await add.getByLabel('Description').fill('Hosting and maintenance');
  await add.getByLabel('Monthly Amount').fill('1234.567');
  await add.getByRole('button', { name: 'Create Revenue' }).click();
  await expect(add.getByText('Amount can have at most 2 decimal places')).toBeVisible();
  await add.getByLabel('Monthly Amount').fill('1234.5');
  await add.getByRole('button', { name: 'Create Revenue' }).click();
  await expect(page.getByText('Revenue record created successfully')).toBeVisible();
  await expect(add).toBeHidden();

  await expect(page.getByRole('heading', { name: 'Revenue Records (1)' })).toBeVisible();
  const row = page.getByRole('row', { name: /Hosting and maintenance/ });
  await expect(row).toContainText('$1,234.50/mo');
  await expect(row).toContainText('Active');
  await expect(row).toContainText('Ongoing');
  await expect(card(page, 'Expected Monthly Revenue')).toContainText('$1,234.50');
  await expect(card(page, 'Active Revenue')).toContainText('$1,234.50');
  await expect(card(page, 'Inactive Revenue')).toContainText('$0.00');

  // Edit: switched off, it moves from Active to Inactive.
  await page.getByRole('button', { name: 'Edit Hosting and maintenance' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Revenue Record' });
  await expect(edit.getByLabel('Monthly Amount')).toHaveValue('1234.50');
  await edit.getByLabel('Monthly Amount').fill('2000');
  await edit.getByLabel('Active').uncheck();
  await edit.getByRole('button', { name: 'Update Revenue' }).click();
  await expect(page.getByText('Revenue record updated successfully')).toBeVisible();
  await expect(edit).toBeHidden();
  await expect(row).toContainText('$2,000.00/mo');
  await expect(row).toContainText('Inactive');
  await expect(card(page, 'Active Revenue')).toContainText('$0.00');
  await expect(card(page, 'Inactive Revenue')).toContainText('$2,000.00');
  await expect(card(page, 'Expected Monthly Revenue')).toContainText('$0.00');

  // Delete, after a warning that it cannot be undone.
  await page.getByRole('button', { name: 'Delete Hosting and maintenance' }).click();
  const remove = page.getByRole('alertdialog', { name: 'Delete Revenue Record' });
  await expect(remove).toContainText('cannot be undone');
  await remove.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Revenue record deleted successfully')).toBeVisible();
  await expect(page.getByText('No revenue records yet')).toBeVisible();
  await expect(card(page, 'Inactive Revenue')).toContainText('$0.00');

  await page.getByRole('button', { name: 'Invoices', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Invoices', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('heading', { name: /Revenue Records/ })).toBeHidden();
});

test('a manager sees Permission Denied on Financials & Billing', async ({ page }) => {
  await signInAs(page, 'manager');
  const list = (await (await page.request.get('/api/clients?pageSize=1')).json()) as { items: Array<{ id: string }> };
  await page.goto(`/clients/${list.items[0]!.id}?tab=financials`);
  await expect(page.getByRole('heading', { name: 'Permission Denied' })).toBeVisible();
  await expect(
    page.getByText("You don't have permission to view financial information. Only administrators can access financial and billing data."),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Expected Revenue' })).toBeHidden();

  // Nor the revenue chart on the overview.
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Recent Tasks' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Revenue: Expected vs Invoiced vs Paid' })).toHaveCount(0);
});

test('an admin sees 12 months of expected, invoiced and paid revenue on the overview', async ({ page }) => {
  await signInAs(page, 'admin');
  const chart = page.getByRole('region', { name: 'Revenue: Expected vs Invoiced vs Paid' });
  await expect(chart).toBeVisible();
  await expect(chart.locator('svg rect title')).toHaveCount(36);
  await expect(chart.getByRole('table')).toContainText('Expected');
  await expect(chart.getByRole('row')).toHaveCount(13);
});
