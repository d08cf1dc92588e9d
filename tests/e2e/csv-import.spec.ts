import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { signInAs } from './helpers';

/** A client CSV as a spreadsheet would save it: semicolons, a byte-order mark, accents. */
function clientsCsv(rows: string[][]): { name: string; mimeType: string; buffer: Buffer } {
  const text = '\uFEFF' + [['Company', 'Contact person', 'Email', 'Status'], ...rows].map((r) => r.join(';')).join('\r\n') + '\r\n';
  return { name: 'clients.csv', mimeType: 'text/csv', buffer: Buffer.from(text, 'utf8') };
}

async function openImport(page: Page) {
  await signInAs(page, 'manager');
  await page.goto('/clients');
  await page.getByRole('button', { name: 'Import CSV' }).click();
  return page.getByRole('dialog', { name: 'Import clients from CSV' });
}

test('a manager imports clients: the bad row is marked, the corrected file imports, the clients are listed', async ({ page }) => {
  const stamp = Date.now();
  const first = `Piñon Import ${stamp}`;
  const second = `Zoë Import ${stamp}`;
  const dialog = await openImport(page);

  await dialog.getByLabel('CSV file').setInputFiles(
    clientsCsv([
      [first, 'Ana Piñon', `ana.${stamp}@pinon.example`, 'active'],
      [second, 'Zoë Ørsted', 'not-an-email', ''],
    ]),
  );
  // The preview: the mapping guessed from the headers, the bad row marked on its field with the form's message.
  await expect(dialog.getByLabel('Company *')).toHaveValue('Company');
  await expect(dialog.getByText('1 row with errors')).toBeVisible();
  const bad = dialog.locator('tr[data-row="3"]');
  await expect(bad).toHaveAttribute('data-invalid', 'true');
  await expect(bad.getByRole('note')).toHaveText('Enter a valid email address');
  await expect(dialog.getByRole('button', { name: 'Import', exact: true })).toBeDisabled();

  // The file corrected and chosen again: every row ready.
  await dialog.getByLabel('CSV file').setInputFiles(
    clientsCsv([
      [first, 'Ana Piñon', `ana.${stamp}@pinon.example`, 'active'],
      [second, 'Zoë Ørsted', `zoe.${stamp}@pinon.example`, ''],
    ]),
  );
  await expect(dialog.getByText('2 rows: 2 ready')).toBeVisible();
  await expect(dialog.locator('tr[data-invalid]')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Import 2 rows' }).click();
  await expect(page.getByText('Imported 2 clients')).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.getByLabel('Search clients').fill(`Import ${stamp}`);
  await expect(page.getByRole('link', { name: first }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: second }).first()).toBeVisible();
});

test('a file with bad rows: the errors are named, the valid rows import, the rejected rows download with their errors', async ({
  page,
}) => {
  const stamp = Date.now();
  const dialog = await openImport(page);
  await dialog.getByLabel('CSV file').setInputFiles(
    clientsCsv([
      [`Good Import ${stamp}`, 'Ann Good', `ann.${stamp}@good.example`, ''],
      [`Bad Import ${stamp}`, 'Bo Bad', 'not-an-email', ''],
    ]),
  );
  const errors = dialog.getByRole('alert', { name: 'Errors found' });
  await expect(errors).toContainText('Email: Enter a valid email address (1 row)');

  const downloaded = page.waitForEvent('download');
  await errors.getByRole('button', { name: 'Download 1 rejected row (CSV)' }).click();
  const file = await downloaded;
  expect(file.suggestedFilename()).toBe('clients-rejected-rows.csv');
  const text = readFileSync((await file.path())!, 'utf8');
  expect(text.charCodeAt(0)).toBe(0xfeff);
  expect(text).toContain('Errors');
  expect(text).toContain('Email: Enter a valid email address');
  expect(text).not.toContain('Good Import');

  await dialog.getByRole('button', { name: 'Import 1 valid row, skip 1' }).click();
  await expect(page.getByText('Imported 1 client')).toBeVisible();
  await expect(page.getByText('1 row with errors was not imported.')).toBeVisible();
  await page.getByLabel('Search clients').fill(`Import ${stamp}`);
  await expect(page.getByRole('link', { name: `Good Import ${stamp}` }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: `Bad Import ${stamp}` })).toHaveCount(0);
});

test('on a phone the preview scrolls inside the dialog and its buttons stay in reach', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const dialog = await openImport(page);
  await dialog.getByLabel('CSV file').setInputFiles(clientsCsv([['Phone Co', 'Pat', 'not-an-email', '']]));
  await expect(dialog.getByRole('table', { name: 'Import preview' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeInViewport();
  // Nothing wider than the screen but the table's own scroller.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
