/**
 * Where toasts appear: never over the top bar's search and user menu on a desktop (bottom right there), at the top of
 * a phone's screen, inside it and below the top bar.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { signInAs } from './helpers';

type Box = { x: number; y: number; width: number; height: number };

const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  expect(box).not.toBeNull();
  return box!;
}

/** Signs in (the "Welcome back!" toast) and returns the toast once it has finished sliding in. */
async function welcomeToast(page: Page) {
  await signInAs(page, 'admin');
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Welcome back!' });
  await expect(toast).toBeVisible();
  await expect(toast).toHaveAttribute('data-mounted', 'true');
  // Sonner slides a toast in; measure where it comes to rest (two readings 150 ms apart agree).
  let last = '';
  await expect
    .poll(
      async () => {
        const previous = last;
        last = JSON.stringify(await toast.boundingBox());
        return last === previous;
      },
      { intervals: [150] },
    )
    .toBe(true);
  return toast;
}

test.describe('desktop', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('a toast covers neither the search box nor the user menu', async ({ page }) => {
    const toast = await welcomeToast(page);
    const box = await boxOf(toast);
    const banner = page.getByRole('banner');
    for (const control of [banner.getByRole('button', { name: /Search/ }), banner.getByRole('button', { name: 'User menu' })]) {
      expect(overlaps(box, await boxOf(control)), `the toast at ${JSON.stringify(box)} covers ${control}`).toBe(false);
    }
    // Bottom right, inside the window.
    expect(box.x + box.width).toBeLessThanOrEqual(1440);
    expect(box.x).toBeGreaterThan(720);
    expect(box.y + box.height).toBeLessThanOrEqual(900);
    expect(box.y).toBeGreaterThan(450);
  });
});

test.describe('phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('a toast appears at the top of the screen, inside it, below the top bar', async ({ page }) => {
    const box = await boxOf(await welcomeToast(page));
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(375);
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y).toBeLessThan(200);
    // The menu button stays free: the welcome toast used to sit over it for as long as a pointer rested there.
    const menu = await boxOf(page.getByRole('button', { name: 'Open navigation' }));
    expect(overlaps(box, menu), `the toast at ${JSON.stringify(box)} covers the menu button`).toBe(false);
  });
});
