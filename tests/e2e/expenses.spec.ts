/**
 * Expenses in the browser (decisions 0116 and 0117): a developer logs an expense with a photo of its receipt and
 * submits it; a manager finds it on the Expenses screen and approves it.
 */
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { signInAs } from './helpers';

const RECEIPT = path.join(import.meta.dirname, 'fixtures', 'receipt.png');

test('a developer logs an expense with a receipt and submits it; the manager approves it', async ({ browser }) => {
  const description = `Taxi to the client workshop ${Date.now()}`;
  const developer = await (await browser.newContext()).newPage();
  const manager = await (await browser.newContext()).newPage();
  try {
    await signInAs(developer, 'developer');
    await developer.goto('/expenses');
    await developer.getByRole('button', { name: 'Log Expense' }).click();
    const dialog = developer.getByRole('dialog', { name: 'Log Expense' });
    const project = dialog.getByLabel('Project');
    // Their first project: the choices are the projects they work on.
    await expect(project.locator('option').nth(1)).toBeAttached();
    await project.selectOption({ index: 1 });
    await dialog.getByLabel('Category').selectOption({ label: 'Travel' });
    await dialog.getByLabel('Description').fill(description);
    await dialog.getByLabel('Vendor').fill('City Cabs');
    await dialog.getByLabel('Amount').fill('38.50');
    await dialog.getByLabel('Receipt (photo or PDF)').setInputFiles(RECEIPT);
    await dialog.getByRole('button', { name: 'Log Expense' }).click();
    await expect(dialog).toBeHidden();

    const row = developer.getByRole('listitem').filter({ hasText: description });
    await expect(row).toContainText('1 receipt');
    await expect(row).toContainText('$38.50');
    await expect(row).toContainText('Open');
    await row.getByRole('button', { name: /^Submit / }).click();
    await expect(row).toContainText('Submitted');
    await expect(row.getByRole('button', { name: /^Edit / })).toHaveCount(0);

    await signInAs(manager, 'manager');
    await manager.goto('/expenses');
    await manager.getByRole('searchbox', { name: 'Search expenses' }).fill(description);
    const waiting = manager.getByRole('listitem').filter({ hasText: description });
    await expect(waiting).toContainText('Submitted');
    await waiting.getByRole('button', { name: /^Approve / }).click();
    await expect(waiting).toContainText('Approved');
    // The developer's screen follows: their expense is approved.
    await developer.reload();
    await expect(developer.getByRole('listitem').filter({ hasText: description })).toContainText('Approved');
  } finally {
    await developer.context().close();
    await manager.context().close();
  }
});
