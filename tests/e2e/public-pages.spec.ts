/**
 * A signed-out visitor's pages ask nothing that fails: no console error and no response of 400 or more (the portal
 * knows "not signed in" from the readable hint cookie instead of a 401 from GET /api/me). A signed-in user's browser
 * holds the hint, and loses it at sign-out.
 */
import { expect, test, type Page } from '@playwright/test';
import { signInAs } from './helpers';

const PUBLIC_PAGES = ['/', '/login', '/forgot-password', '/reset-password?token=not-a-real-token'];

/** Opens a page and reports every console error and failed response while it loads and settles. */
async function failuresOn(page: Page, address: string) {
  const failures: string[] = [];
  const onConsole = (message: { type(): string; text(): string }) => {
    if (message.type() === 'error') failures.push(`console: ${message.text()}`);
  };
  const onResponse = (response: { status(): number; url(): string }) => {
    if (response.status() >= 400) failures.push(`${response.status()} ${response.url()}`);
  };
  page.on('console', onConsole);
  page.on('response', onResponse);
  await page.goto(address);
  await page.waitForLoadState('networkidle');
  page.off('console', onConsole);
  page.off('response', onResponse);
  return failures;
}

const hint = async (page: Page) => (await page.context().cookies()).find((c) => c.name === 'portal.signed_in');

test('a signed-out visitor opens every public page without a failed request or a console error', async ({ page }) => {
  const failures: string[] = [];
  for (const address of PUBLIC_PAGES) failures.push(...(await failuresOn(page, address)).map((f) => `${address}: ${f}`));
  expect(failures).toEqual([]);
  expect(await hint(page)).toBeUndefined();
});

test('signing in leaves a readable hint that scripts see; signing out removes it and the pages stay quiet', async ({ page }) => {
  await signInAs(page, 'manager');
  expect((await hint(page))?.httpOnly).toBe(false);
  expect(await page.evaluate(() => document.cookie)).toContain('portal.signed_in=1');
  // Signed in, the sign-in page sends the user home.
  await page.goto('/login');
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await hint(page)).toBeUndefined();
  expect(await failuresOn(page, '/login')).toEqual([]);
  expect(await failuresOn(page, '/')).toEqual([]);
});
