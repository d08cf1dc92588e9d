/**
 * Keyboard-only helpers for keyboard.spec.ts: every step is a key press, and the page is only read (focus, styles),
 * never clicked or filled.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { DEMO_PASSWORD, E2E_PORT, ROLES, type RoleName } from './helpers';

export const ORIGIN = `http://localhost:${E2E_PORT}`;

export async function isFocused(target: Locator) {
  return target.evaluate((el) => el === document.activeElement);
}

/**
 * Presses Tab (or Shift+Tab) until `target` has focus; fails if it never does within `max` presses, which is how the
 * spec notices a control that the keyboard cannot reach.
 */
export async function tabTo(page: Page, target: Locator, { back = false, max = 80 } = {}) {
  await expect(target).toBeAttached();
  for (let i = 0; i < max; i++) {
    if (await isFocused(target)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`${String(target)} was not reached with ${max} presses of ${back ? 'Shift+Tab' : 'Tab'}`);
}

/** Whether the focused element sits inside an open dialog (Radix renders both kinds with these roles). */
export function focusInDialog(page: Page) {
  return page.evaluate(() => !!document.activeElement?.closest('[role="dialog"], [role="alertdialog"]'));
}

/** Tabs forwards then backwards through a dialog, checking after every press that focus never leaves it. */
export async function expectFocusTrapped(page: Page, presses = 25) {
  expect(await focusInDialog(page), 'focus starts inside the dialog').toBe(true);
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let i = 0; i < presses; i++) {
      await page.keyboard.press(key);
      expect(await focusInDialog(page), `focus stays inside the dialog after ${key} #${i + 1}`).toBe(true);
    }
  }
}

/**
 * The focus indicator of the focused element: an outline (the global :focus-visible rule in base.css) or a
 * focus-visible ring drawn with box-shadow. A resting shadow (shadow-sm on buttons) does not count as a ring.
 */
export async function focusIndicator(target: Locator) {
  return target.evaluate((el) => {
    const style = getComputedStyle(el);
    const outline = style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0;
    const ring = style.boxShadow !== 'none' && /focus-visible:ring/.test(el.getAttribute('class') ?? '');
    return { focused: el === document.activeElement, focusVisible: el.matches(':focus-visible'), visible: outline || ring };
  });
}

export async function expectVisibleFocus(target: Locator) {
  expect(await focusIndicator(target)).toEqual({ focused: true, focusVisible: true, visible: true });
}

/** Signs in from /login with the keyboard only: Email, Password, Enter. */
export async function keyboardSignIn(page: Page, role: RoleName) {
  await page.goto('/login');
  await tabTo(page, page.getByLabel('Email'));
  await page.keyboard.type(ROLES[role].email);
  await tabTo(page, page.getByLabel('Password', { exact: true }));
  await page.keyboard.type(DEMO_PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${ROLES[role].home}$`));
}

/** The id of a client from the signed-in user's options (fixtures are made through the API, not the screen). */
export async function clientId(page: Page, name: string) {
  const options = (await (await page.request.get('/api/options/clients')).json()) as Array<{ id: string; name: string }>;
  const found = options.find((c) => c.name === name);
  expect(found, `client ${name} is in the options`).toBeTruthy();
  return found!.id;
}

export async function post<T>(page: Page, url: string, data: unknown): Promise<T> {
  const response = await page.request.post(url, { data, headers: { origin: ORIGIN } });
  expect(response.status(), `POST ${url}`).toBe(201);
  return (await response.json()) as T;
}
