import { expect, test } from '@playwright/test';
import { ROLES, signIn, signInAs } from './helpers';

test('an admin adds a user in Settings, who can then sign in', async ({ page, browser }) => {
  test.setTimeout(90_000);
  const stamp = Date.now();
  const email = `nadia.${stamp}@team.example`;
  const password = 'nadia-secret-1';

  await signInAs(page, 'admin');
  await page.goto('/settings');
  await expect(page.getByRole('heading', { name: 'User Management' })).toBeVisible();
  await expect(page.getByText(/^Team Members \(\d+\)$/)).toBeVisible();

  await page.getByRole('button', { name: 'Add User' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add User' });
  await expect(dialog.getByLabel('Role')).toHaveValue('developer');
  await expect(dialog.getByLabel('Status')).toHaveValue('active');
  // Nothing filled in: the dialog stays open and names the fields.
  await dialog.getByRole('button', { name: 'Create User' }).click();
  await expect(dialog.getByText('First name is required')).toBeVisible();

  await dialog.getByLabel('First Name').fill('Nadia');
  await dialog.getByLabel('Last Name').fill(`Stone ${stamp}`);
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByLabel('Role').selectOption('designer');
  await dialog.getByRole('button', { name: 'Create User' }).click();
  await expect(page.getByText('User created successfully')).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.getByRole('searchbox', { name: 'Search users' }).fill(email);
  await expect(page).toHaveURL(/q=nadia/);
  const row = page.getByRole('table').getByRole('row', { name: new RegExp(email.replace(/\./g, '\\.')) });
  await expect(row).toContainText('Designer');
  await expect(row).toContainText('Active');

  const context = await browser.newContext();
  const newcomer = await context.newPage();
  await signIn(newcomer, email, { password });
  await expect(newcomer).toHaveURL(/\/dashboard$/);
  await context.close();
});

test('a manager cannot change a role, in the form or through the API', async ({ page }) => {
  await signInAs(page, 'manager');
  await page.goto(`/settings?q=${encodeURIComponent(ROLES.developer.email)}`);
  const table = page.getByRole('table');
  await expect(table.getByText(ROLES.developer.email)).toBeVisible();
  // A manager may not delete anyone.
  await expect(table.getByRole('button', { name: /^Delete / })).toHaveCount(0);

  await table.getByRole('button', { name: /^Edit / }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit User' });
  await expect(dialog.getByLabel('Role')).toBeDisabled();
  await expect(dialog.getByLabel('Email')).toBeDisabled();
  await expect(dialog.getByText(/managers never change roles/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  const { items } = (await (await page.request.get(`/api/users?q=${encodeURIComponent(ROLES.developer.email)}`)).json()) as {
    items: Array<{ id: string; role: string }>;
  };
  const developer = items[0]!;
  const refused = await page.request.patch(`/api/users/${developer.id}`, { data: { role: 'manager' } });
  expect(refused.status()).toBe(403);
  const after = (await (await page.request.get(`/api/users?q=${encodeURIComponent(ROLES.developer.email)}`)).json()) as {
    items: Array<{ role: string }>;
  };
  expect(after.items[0]!.role).toBe('developer');
});

test('an admin is offered nothing the server keeps for super admins', async ({ page }) => {
  await signInAs(page, 'admin');
  await page.goto(`/settings?q=${encodeURIComponent(ROLES.super_admin.email)}`);
  const table = page.getByRole('table');
  await expect(table.getByText(ROLES.super_admin.email)).toBeVisible();
  await expect(table.getByRole('button', { name: /^(Edit|Delete) / })).toHaveCount(0);

  await page.getByRole('button', { name: 'Add User' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add User' });
  const offered = await dialog
    .getByLabel('Role')
    .locator('option')
    .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
  expect(offered).toContain('manager');
  expect(offered).not.toContain('admin');
  expect(offered).not.toContain('super_admin');
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // And the server refuses what the screen does not offer.
  const { items } = (await (await page.request.get(`/api/users?q=${encodeURIComponent(ROLES.super_admin.email)}`)).json()) as {
    items: Array<{ id: string }>;
  };
  expect((await page.request.patch(`/api/users/${items[0]!.id}`, { data: { status: 'inactive' } })).status()).toBe(403);
});
