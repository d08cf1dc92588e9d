import { expect, test } from '@playwright/test';
import { signInAs } from './helpers';

const isDark = (page: import('@playwright/test').Page) => page.evaluate(() => document.documentElement.classList.contains('dark'));

test('the chosen theme is kept and applied before the app script runs', async ({ page }) => {
  await signInAs(page, 'manager');
  await page.getByRole('button', { name: 'User menu' }).click();
  const toggle = page.getByRole('menuitem', { name: /Switch to (Dark|Light) Mode/ });
  const label = (await toggle.textContent()) ?? '';
  await toggle.click();
  const expectDark = label.includes('Dark');
  expect(await isDark(page)).toBe(expectDark);
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe(expectDark ? 'dark' : 'light');

  // Without the app's JavaScript at all, the theme must already be on the page (no flash of the other theme).
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto('/dashboard', { waitUntil: 'domcontentloaded' });
  expect(await isDark(page)).toBe(expectDark);
});

test('without a stored choice the system preference decides', async ({ browser }) => {
  for (const colorScheme of ['dark', 'light'] as const) {
    const context = await browser.newContext({ colorScheme });
    const page = await context.newPage();
    await page.goto('/login');
    expect(await isDark(page)).toBe(colorScheme === 'dark');
    await context.close();
  }
});

test('the collapsed sidebar stays collapsed', async ({ page }) => {
  await signInAs(page, 'designer');
  await page.getByRole('button', { name: 'Collapse sidebar' }).click();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('sidebar-collapsed'))).toBe('true');
  await page.reload();
  await expect(page.getByRole('button', { name: 'Expand sidebar' })).toBeVisible();
  await page.getByRole('button', { name: 'Expand sidebar' }).click();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('sidebar-collapsed'))).toBe('false');
});

test('on a phone the sidebar is a drawer', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 375, height: 740 } });
  const page = await context.newPage();
  await signInAs(page, 'support');
  await page.getByRole('button', { name: 'Open navigation' }).click();
  const drawer = page.getByRole('dialog');
  await drawer.getByRole('link', { name: 'Tasks' }).click();
  await expect(page).toHaveURL(/\/tasks$/);
  await expect(drawer).toBeHidden();
  await context.close();
});

test('the pages run under the Content-Security-Policy without a violation', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  for (const path of ['/', '/login']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  await signInAs(page, 'admin');
  expect(violations).toEqual([]);
  // The theme script ran: it is the one inline script the policy allows.
  expect(await page.evaluate(() => document.documentElement.style.colorScheme)).toMatch(/light|dark/);
});
