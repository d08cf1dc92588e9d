import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, E2E_PORT } from './helpers';

const ORIGIN = `http://localhost:${E2E_PORT}`;

// A German reader west of UTC: the portal in German (a person who chose no language reads their browser's), money in
// the German way, and a calendar date (a revenue start) as the day written, not the evening before, which is where
// midnight UTC falls in Los Angeles.
test.use({ locale: 'de-DE', timezoneId: 'America/Los_Angeles' });

test('money and dates follow the browser locale; a calendar date does not move with the time zone', async ({ page }) => {
  const name = `E2E Locale Co ${Date.now()}`;
  await page.goto('/login');
  await page.getByLabel('E-Mail').fill('admin@demo.test');
  await page.getByLabel('Passwort', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  const created = await page.request.post('/api/clients', {
    data: { name, contactPerson: 'Lena Locale', email: 'lena@locale.example', status: 'active' },
    headers: { origin: ORIGIN },
  });
  expect(created.status()).toBe(201);
  const client = (await created.json()) as { id: string };
  const revenue = await page.request.post(`/api/clients/${client.id}/revenue`, {
    data: { description: 'Retainer', amount: 1234.5, currency: 'USD', startDate: '2026-01-01', endDate: null, isActive: true },
    headers: { origin: ORIGIN },
  });
  expect(revenue.status()).toBe(201);

  await page.goto(`/clients/${client.id}`);
  await page.getByRole('tab', { name: 'Finanzen und Abrechnung' }).click();
  const row = page.getByRole('row', { name: /Retainer/ });
  // Intl puts a no-break space before the symbol; \s matches it.
  await expect(row).toContainText(/1\.234,50\s\$\/Monat/);
  await expect(row).toContainText('01.01.2026');
  await expect(row).not.toContainText('31.12.2025');
  await expect(page.getByText('Erwarteter Monatsumsatz', { exact: true }).locator('..')).toContainText(/1\.234,50\s\$/);
});
