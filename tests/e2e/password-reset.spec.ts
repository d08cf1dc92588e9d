import { expect, test } from '@playwright/test';
import { outboxMails, signIn } from './helpers';

// A seeded account no other end-to-end test signs in with, since this test changes its password.
const EMAIL = 'hannah.cho@northwind.test';

function resetLinks(to: string): string[] {
  return outboxMails()
    .filter((m) => m.to === to && m.subject === 'Reset your password')
    .map((m) => m.text.match(/https?:\/\/\S+/)![0]);
}

test('a forgotten password is reset through the e-mailed link, once', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  // The address changes before the lazily loaded page replaces the sign-in form (which has an Email field too).
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  await page.getByLabel('Email').fill(EMAIL);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText('Check your email')).toBeVisible();
  await expect(page.getByText(/expires in 30 minutes/)).toBeVisible();

  await expect.poll(() => resetLinks(EMAIL).length).toBe(1);
  const link = resetLinks(EMAIL)[0]!;
  expect(link).toContain('/reset-password?token=');

  await page.goto(link);
  await page.getByLabel('New password').fill('fresh-password-42');
  await page.getByLabel('Confirm password').fill('fresh-password-42');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText('Password updated')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  await signIn(page, EMAIL, { password: 'fresh-password-42' });
  await expect(page).toHaveURL(/\/dashboard$/);

  // The same link a second time is refused.
  await page.context().clearCookies();
  await page.goto(link);
  await page.getByLabel('New password').fill('another-password-42');
  await page.getByLabel('Confirm password').fill('another-password-42');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText('This reset link is invalid or has expired.')).toBeVisible();
});

test('the reset request answers the same for an unknown address', async ({ page }) => {
  await page.goto('/forgot-password');
  await page.getByLabel('Email').fill('nobody-here@demo.test');
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText('Check your email')).toBeVisible();
  expect(resetLinks('nobody-here@demo.test')).toHaveLength(0);
});
