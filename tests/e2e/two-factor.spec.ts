import { expect, test } from '@playwright/test';
import { totpCode } from '../totp';
import { DEMO_PASSWORD, signIn, signInAs } from './helpers';

// Several password checks (scrypt at OWASP cost) in one test, on a machine other suites share.
test.setTimeout(90_000);

test('a user turns on two-factor sign-in and then signs in with a code from their authenticator', async ({ browser, page }) => {
  // A user of its own, made by an admin: specs share the server, and two-factor would stop any other from signing in.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInAs(admin, 'admin');
  const email = `two-factor-${Date.now()}@northwind.test`;
  const created = await admin.request.post('/api/users', {
    data: { firstName: 'Toni', lastName: 'Factor', email, role: 'developer', password: DEMO_PASSWORD },
  });
  expect(created.status(), await created.text()).toBe(201);
  await adminContext.close();

  await signIn(page, email);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Account Settings' }).click();
  await expect(page).toHaveURL(/\/settings\/account$/);

  await page.getByRole('button', { name: 'Set up two-factor' }).click();
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('img', { name: 'QR code to scan with your authenticator app' })).toBeVisible();
  // What a person would type into their authenticator app by hand.
  const secret = (await page.getByTestId('two-factor-secret').textContent())!.replace(/\s/g, '');
  await page.getByLabel('6-digit code').fill(totpCode(secret));
  await page.getByRole('button', { name: 'Turn on' }).click();
  await expect(page.getByRole('heading', { name: 'Save your backup codes' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Backup codes' }).getByRole('listitem')).toHaveCount(10);
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('region', { name: 'Two-factor sign-in' }).getByText('On', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/login$|\/$/);

  await signIn(page, email);
  await expect(page.getByRole('heading', { name: 'Two-factor verification' })).toBeVisible();
  const code = page.getByLabel('6-digit code');
  await code.fill(totpCode(secret) === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('That code is not right. Check it and try again.')).toBeVisible();
  await code.fill(totpCode(secret));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: /Dashboard|Overview|Welcome/ }).first()).toBeVisible();
});
