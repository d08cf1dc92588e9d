/**
 * API keys (docs/product.md, API keys): a user makes a key in Account Settings, copies it from the one-time reveal, a
 * script's fetch with only the key (no cookie) lists tasks, and after Revoke the same fetch is refused.
 */
import { expect, test, type Page } from '@playwright/test';
import { signInAs } from './helpers';
import { axeCheck } from './axe';

/** The page's own fetch, as a script would send it: the key only, no cookie. */
const tasksWithKey = (page: Page, key: string) =>
  page.evaluate(async (k) => {
    const res = await fetch('/api/tasks?pageSize=5', { headers: { Authorization: `Bearer ${k}` }, credentials: 'omit' });
    const body = (await res.json()) as { items?: unknown[]; error?: { message: string } };
    return {
      status: res.status,
      items: body.items?.length ?? 0,
      message: body.error?.message ?? '',
      remaining: res.headers.get('RateLimit-Remaining'),
    };
  }, key);

/** The page does not scroll sideways (phone width). */
const fitsWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

test('a user makes an API key, a script lists tasks with it, and after Revoke it is refused', async ({ page }) => {
  const name = `E2E script ${Date.now()}`;
  await signInAs(page, 'developer');
  await page.goto('/settings/account');
  const card = page.getByRole('region', { name: 'API keys' });
  await expect(card.getByRole('link', { name: 'API reference' })).toHaveAttribute('href', '/api/docs');

  await card.getByRole('button', { name: 'Create API key' }).click();
  const create = page.getByRole('dialog', { name: 'Create API key' });
  await create.getByLabel('Name').fill(name);
  await create.getByRole('button', { name: 'Create key' }).click();

  const reveal = page.getByRole('dialog', { name: 'Copy your new API key' });
  const field = reveal.getByLabel(`API key ${name}`);
  await expect(field).toHaveValue(/^ap_[A-Za-z0-9]{40}$/);
  const key = await field.inputValue();
  await reveal.getByRole('button', { name: 'Done' }).click();
  await expect(reveal).toBeHidden();

  const row = card.getByRole('listitem').filter({ hasText: name });
  await expect(row).toContainText(`${key.slice(0, 11)}…`);
  await expect(row).toContainText('Never used');
  // The key is never shown again.
  await expect(page.getByText(key)).toHaveCount(0);

  const allowed = await tasksWithKey(page, key);
  expect(allowed.status).toBe(200);
  expect(allowed.items).toBeGreaterThan(0);
  expect(Number(allowed.remaining)).toBeGreaterThan(0);

  // After a reload the list says when and from where the key was last used.
  await page.reload();
  await expect(row).toContainText(/Last used .+ from /);
  // The card with a key in it passes axe as the rest of Account Settings does (accessibility.spec.ts).
  const { violations } = await axeCheck(page).include('#api-keys-heading').include('ul[aria-label="API keys"]').analyze();
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);

  await page.setViewportSize({ width: 375, height: 812 });
  await expect(row).toBeVisible();
  // Polled: right after the resize the shell is still laying out its phone width.
  await expect.poll(() => fitsWidth(page)).toBe(true);

  await row.getByRole('button', { name: `Revoke ${name}` }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Revoke this API key?' });
  await confirm.getByRole('button', { name: 'Revoke key' }).click();
  await expect(page.getByText('API key revoked')).toBeVisible();
  await expect(row).toHaveCount(0);

  const refused = await tasksWithKey(page, key);
  expect(refused.status).toBe(401);
  expect(refused.message).toMatch(/revoked/);
  // The page's own session is untouched by the refused key.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Account Settings' })).toBeVisible();
});
