/**
 * Quotes in the browser (decision 0055): an admin writes a quote of two sections with a taxed line, reads the live
 * totals, saves it (numbered Q-…) and sends it to the client.
 */
import { expect, test } from '@playwright/test';
import { signInAs } from './helpers';

test('an admin creates a quote with two sections and a taxed line, sees its totals and sends it', async ({ page }) => {
  await signInAs(page, 'admin');
  const stamp = `E2E${Date.now()}`;
  const post = async (path: string, data: object) => {
    const res = await page.request.post(path, { data });
    expect(res.status(), `${path}: ${await res.text()}`).toBe(201);
    return (await res.json()) as { id: string };
  };
  const client = await post('/api/clients', {
    name: `${stamp} Bakery`,
    contactPerson: 'Grace Baker',
    email: `${stamp.toLowerCase()}@example.com`,
  });
  await post('/api/tax-rates', { name: `VAT ${stamp}`, rateMillionths: 200_000, inclusive: false });

  await page.goto(`/quotes/new?clientId=${client.id}`);
  await expect(page.getByRole('heading', { name: 'New Quote' })).toBeVisible();
  await page.getByLabel('Title', { exact: true }).fill('Bakery website');
  await page.getByLabel('Section 1 title').fill('Design');
  await page.getByLabel('Section 1 line 1 description').fill('Home page design');
  await page.getByLabel('Section 1 line 1 quantity').fill('2');
  await page.getByLabel('Section 1 line 1 unit price').fill('100');
  await page.getByLabel('Section 1 line 1 tax').selectOption({ label: `VAT ${stamp} 20%` });
  await page.getByRole('button', { name: 'Add Section' }).click();
  await page.getByLabel('Section 2 title').fill('Build');
  await page.getByLabel('Section 2 line 1 description').fill('Development');
  await page.getByLabel('Section 2 line 1 quantity').fill('1.5');
  await page.getByLabel('Section 2 line 1 unit price').fill('80');
  // 2 x 100.00 + 20% = 240.00, and 1.5 x 80.00 = 120.00.
  await expect(page.getByTestId('quote-total')).toHaveText('$360.00');
  await expect(page.getByLabel('Totals')).toContainText('$40.00');

  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { name: /^Quote Q-\d{4}$/ })).toBeVisible();
  await expect(page).toHaveURL(/\/quotes\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId('quote-total')).toHaveText('$360.00');

  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByText(/Quote Q-\d{4} sent/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send Again' })).toBeVisible();

  await page.goto('/quotes');
  await page.getByLabel('Search quotes').fill('Bakery website');
  await expect(page.getByRole('row', { name: /Bakery website/ })).toContainText('$360.00');
});
