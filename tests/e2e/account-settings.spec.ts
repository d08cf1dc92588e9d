import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, signIn } from './helpers';

// A seeded account no other end-to-end test signs in with, since this test changes its password.
const EMAIL = 'luis.ortega@northwind.test';

test('a user changes their own password from Account Settings', async ({ page }) => {
  await signIn(page, EMAIL);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Account Settings' }).click();
  await expect(page).toHaveURL(/\/settings\/account$/);

  await page.getByLabel('Current password', { exact: true }).fill('not-my-password');
  await page.getByLabel('New password', { exact: true }).fill('a-better-password-1');
  await page.getByLabel('Confirm new password', { exact: true }).fill('a-better-password-1');
  await page.getByRole('button', { name: 'Update password' }).click();
  await expect(page.getByText('Failed to update password')).toBeVisible();

  await page.getByLabel('Current password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByLabel('New password', { exact: true }).fill('a-better-password-1');
  await page.getByLabel('Confirm new password', { exact: true }).fill('a-better-password-1');
  await page.getByRole('button', { name: 'Update password' }).click();
  await expect(page.getByText('Password updated')).toBeVisible();

  await page.context().clearCookies();
  await signIn(page, EMAIL);
  await expect(page.getByText('Sign in failed')).toBeVisible();
  await signIn(page, EMAIL, { password: 'a-better-password-1' });
  await expect(page).toHaveURL(/\/dashboard$/);
});
