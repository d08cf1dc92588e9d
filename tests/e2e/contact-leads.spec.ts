import { expect, test, type Page } from '@playwright/test';
import { mainNav, signInAs } from './helpers';

// Seeded leads (src/server/db/seed/demo-data.ts, fixed seed) that only this file changes.
const TO_CONVERT = { name: 'Andre Fleming', company: 'Pagosa Fabrication' }; // status 'new'
const TO_DELETE = { name: 'Wyatt Kim', company: 'Chama Concrete' };

function leadsTable(page: Page) {
  return page.getByRole('table');
}

/** The number in a stat chip such as 'Qualified 6'. */
async function statCount(page: Page, label: string): Promise<number> {
  const chip = page.getByRole('list', { name: 'Submission counts' }).getByText(new RegExp(`^${label}\\s*\\d+$`));
  const text = await chip.innerText();
  return Number(text.replace(/\D+/g, ''));
}

async function searchFor(page: Page, text: string) {
  await page.getByLabel('Search submissions').fill(text);
  await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(text).replace(/%20/g, '\\+')}`));
  await expect(leadsTable(page).getByRole('row', { name: new RegExp(text) })).toBeVisible();
}

test('an admin finds a lead, updates it, converts it to a client and deletes another', async ({ page }) => {
  await signInAs(page, 'admin');
  await mainNav(page).getByRole('link', { name: 'Contact Leads' }).click();
  await expect(page).toHaveURL(/\/contact-submissions$/);
  await expect(page.getByRole('heading', { name: /^Contact Leads \(\d+\)$/ })).toBeVisible();

  await searchFor(page, TO_CONVERT.company);
  await expect(page.getByRole('heading', { name: 'Contact Leads (1)' })).toBeVisible();
  const row = leadsTable(page).getByRole('row', { name: new RegExp(TO_CONVERT.company) });
  await expect(row).toContainText('New');
  await row.getByRole('button', { name: `View submission from ${TO_CONVERT.name}` }).click();

  const dialog = page.getByRole('dialog', { name: TO_CONVERT.name });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'New', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(dialog.getByRole('link', { name: 'Reply via Email' })).toHaveAttribute('href', /^mailto:.+\?subject=Re/);

  await dialog.getByRole('button', { name: 'Contacted', exact: true }).click();
  await expect(page.getByText('Status updated')).toBeVisible();
  await expect(page.getByText('Submission marked as contacted')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Contacted', exact: true })).toHaveAttribute('aria-pressed', 'true');

  await dialog.getByRole('button', { name: 'Convert to client' }).click();
  await expect(page.getByText('Client created')).toBeVisible();
  await expect(page.getByText(`${TO_CONVERT.company} has been added as a prospect.`)).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Converted to client' })).toHaveAttribute('href', /^\/clients\/[0-9a-f-]{36}$/);
  await expect(dialog.getByRole('button', { name: 'Convert to client' })).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: 'Qualified', exact: true })).toHaveAttribute('aria-pressed', 'true');

  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText('Qualified');

  // A reload keeps the search.
  await page.reload();
  await expect(page.getByLabel('Search submissions')).toHaveValue(TO_CONVERT.company);
  await expect(row).toBeVisible();

  await searchFor(page, TO_DELETE.company);
  await leadsTable(page)
    .getByRole('button', { name: `Delete submission from ${TO_DELETE.name}` })
    .click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete submission' });
  await expect(confirm).toContainText(
    `Are you sure you want to delete this submission from ${TO_DELETE.name}? This action cannot be undone.`,
  );
  await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByText('Submission deleted')).toBeVisible();
  await expect(confirm).toBeHidden();
  await expect(page.getByText('No submissions match your filters')).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
});

test('the status filter shows only matching leads, survives a reload, and Clear Filters resets it', async ({ page }) => {
  await signInAs(page, 'admin');
  await page.goto('/contact-submissions');
  await expect(page.getByRole('heading', { name: /^Contact Leads \(\d+\)$/ })).toBeVisible();
  const all = await statCount(page, 'All');
  const qualified = await statCount(page, 'Qualified');
  expect(qualified).toBeGreaterThan(0);
  await expect(page.getByRole('heading', { name: `Contact Leads (${all})` })).toBeVisible();

  await page.getByRole('button', { name: 'Filters' }).click();
  await page.getByLabel('Status', { exact: true }).selectOption({ label: 'Qualified' });
  await expect(page).toHaveURL(/[?&]status=qualified/);
  await expect(page.getByRole('heading', { name: `Contact Leads (${qualified})` })).toBeVisible();
  const statusCells = leadsTable(page).locator('tbody tr td:nth-child(4)');
  await expect(statusCells).toHaveCount(qualified);
  expect(new Set(await statusCells.allInnerTexts())).toEqual(new Set(['Qualified']));

  await page.reload();
  await expect(page.getByLabel('Status', { exact: true })).toHaveValue('qualified');
  await expect(statusCells).toHaveCount(qualified);

  await page.getByRole('button', { name: 'Clear Filters' }).click();
  await expect(page).not.toHaveURL(/status=/);
  await expect(page.getByLabel('Status', { exact: true })).toHaveValue('');
  await expect(page.getByRole('heading', { name: `Contact Leads (${all})` })).toBeVisible();
  await expect(statusCells).toHaveCount(Math.min(all, 50));
  expect(new Set(await statusCells.allInnerTexts()).size).toBeGreaterThan(1);
});

test('a developer is refused Contact Leads and does not see it in the sidebar', async ({ page }) => {
  await signInAs(page, 'developer');
  await expect(mainNav(page).getByRole('link', { name: 'My Projects' })).toBeVisible();
  await expect(mainNav(page).getByRole('link', { name: 'Contact Leads' })).toHaveCount(0);

  await page.goto('/contact-submissions');
  await expect(page.getByRole('heading', { name: 'Permission Denied' })).toBeVisible();
  await expect(page.getByText('You do not have permission to view contact submissions.')).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
});
