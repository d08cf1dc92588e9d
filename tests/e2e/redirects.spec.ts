import { expect, test } from '@playwright/test';
import { signInAs } from './helpers';

test.describe('anonymous visitor', () => {
  for (const path of [
    '/dashboard',
    '/client-dashboard',
    '/projects',
    '/tasks/123',
    '/clients',
    '/contact-submissions',
    '/client-billing',
    '/settings',
  ]) {
    test(`${path} goes to /login`, async ({ page }) => {
      await page.goto(path);
      // The sign-in page knows where to come back to.
      await expect(page).toHaveURL(new RegExp(`/login\\?next=${encodeURIComponent(path)}$`));
    });
  }

  test('/ shows the public site', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByText('We Think Business')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
  });

  test('an unknown page says so', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: /not found/i })).toBeVisible();
  });
});

test.describe('client user', () => {
  test.beforeEach(async ({ page }) => signInAs(page, 'client_primary'));

  for (const path of ['/dashboard', '/clients', '/clients/abc', '/contact-submissions']) {
    test(`${path} (staff only) goes to /client-dashboard`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(/\/client-dashboard$/);
    });
  }

  test('may open the pages any role may open', async ({ page }) => {
    for (const path of ['/projects', '/tasks', '/communications', '/settings', '/client-billing']) {
      await page.goto(path);
      await expect(page).toHaveURL(new RegExp(`${path}$`));
    }
  });

  test('/ shows the public site with a link to the portal; /login goes to the client dashboard', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByText('We Think Business')).toBeVisible();
    await page.getByRole('link', { name: 'You are signed in. Go to the portal' }).click();
    await expect(page).toHaveURL(/\/client-dashboard$/);
    await page.goto('/login');
    await expect(page).toHaveURL(/\/client-dashboard$/);
  });
});

test.describe('staff user', () => {
  test.beforeEach(async ({ page }) => signInAs(page, 'developer'));

  for (const path of ['/client-dashboard', '/client-billing']) {
    test(`${path} (clients only) goes to /dashboard`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(/\/dashboard$/);
    });
  }

  test('/ shows the public site with a link to the portal; /login goes to the dashboard', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByText('We Think Business')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await page.getByRole('link', { name: 'You are signed in. Go to the portal' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/login');
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('sees titles of the screens it may open', async ({ page }) => {
    await page.goto('/projects');
    await expect(page.getByRole('heading', { name: 'Projects' })).toBeVisible();
    await expect(page.getByText('View and manage all projects across clients')).toBeVisible();
    await page.goto('/tasks');
    await expect(page.getByText('View and manage all tasks across projects')).toBeVisible();
  });
});
