/**
 * Recurring expenses in the browser (decision 0118): a manager opens Recurring Expenses from the Expenses screen, finds the
 * demo's design tool seat with the periods it booked, sets up a yearly hosting plan on a project and finds it listed
 * with its next booking; pausing it says so, and ending it asks first.
 */
import { expect, test } from '@playwright/test';
import { mainNav, signInAs } from './helpers';

test('a manager sets up a yearly hosting plan and pauses it; the demo’s seat shows its booked periods', async ({ page }) => {
  await signInAs(page, 'manager');
  const stamp = `E2E${Date.now()}`;
  await mainNav(page).getByRole('link', { name: 'Expenses' }).click();
  await page.getByRole('link', { name: 'Recurring Expenses' }).click();
  await expect(page.getByRole('heading', { name: 'Recurring Expenses' })).toBeVisible();
  const seat = page.getByRole('row').filter({ hasText: 'Figma Professional seat' });
  await expect(seat).toContainText('Monthly on day 1');
  await expect(seat).toContainText('$45.00');
  await expect(seat).toContainText('Active');

  await page.getByRole('button', { name: 'New Recurring Expense' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Recurring Expense' });
  const project = dialog.getByLabel('Project', { exact: true });
  await expect(project.locator('option').nth(1)).toBeAttached();
  await project.selectOption({ index: 1 });
  await dialog.getByLabel('Description').fill(`${stamp} hosting plan`);
  await dialog.getByLabel('Vendor (optional)').fill('Netlify');
  await dialog.getByLabel('Amount each period').fill('1200');
  await dialog.getByLabel('Currency').selectOption('USD');
  await dialog.getByLabel('Frequency').selectOption('yearly');
  await dialog.getByLabel('Day of the month (1-28)').fill('15');
  await dialog.getByLabel('Start Date').fill('2030-03-10');
  await expect(dialog.getByText('Booked on: Mar 15, 2030, Mar 15, 2031, Mar 15, 2032')).toBeVisible();
  await dialog.getByRole('button', { name: 'Set Up' }).click();
  await expect(dialog).toBeHidden();

  await page.getByLabel('Search recurring expenses').fill(stamp);
  const row = page.getByRole('row').filter({ hasText: `${stamp} hosting plan` });
  await expect(row).toContainText('Yearly on day 15');
  await expect(row).toContainText('Mar 15, 2030');
  await expect(row).toContainText('$1,200.00');
  await expect(row).toContainText('Active');
  await row.getByRole('button', { name: 'Pause' }).click();
  await expect(row).toContainText('Paused');
  await row.getByRole('button', { name: 'End' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'End It' }).click();
  await expect(row).toContainText('Ended');
  await expect(row.getByRole('button', { name: 'Resume' })).toHaveCount(0);
});
