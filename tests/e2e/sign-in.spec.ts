import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, E2E_PORT, mainNav, ROLES, signIn, signInAs, type RoleName } from './helpers';

const STAFF = ['Overview', 'Clients', 'My Projects', 'Tasks', 'Timesheet', 'Expenses', 'Communications', 'Requests', 'Settings'];
// Managers and admins see every project: their sidebar says Projects, not My Projects.
const LEADS_STAFF = [
  'Overview',
  'Clients',
  'Projects',
  'Tasks',
  'Timesheet',
  'Expenses',
  'Communications',
  'Requests',
  'Contact Leads',
  'Reports',
  'Settings',
];
const CLIENT = ['Client Dashboard', 'My Projects', 'Billing', 'Quotes', 'Communications', 'Requests'];
// Admins also keep the agency's quotes and recurring invoices.
const ADMINS = [
  'Overview',
  'Clients',
  'Projects',
  'Tasks',
  'Timesheet',
  'Expenses',
  'Quotes',
  'Invoices',
  'Recurring',
  'Communications',
  'Requests',
  'Contact Leads',
  'Reports',
  'Settings',
];

// Written from the sidebar of docs/product.md, Screens and access, not from the code.
const SIDEBAR: Record<RoleName, string[]> = {
  super_admin: ADMINS,
  admin: ADMINS,
  manager: LEADS_STAFF,
  developer: STAFF,
  designer: STAFF,
  support: STAFF,
  // A primary contact manages their company's colleagues (docs/decisions/0111-primary-contacts-manage-their-colleagues.md).
  client_primary: [...CLIENT, 'Colleagues'],
  client_additional: CLIENT,
};

for (const role of Object.keys(ROLES) as RoleName[]) {
  test(`${role} signs in, lands on ${ROLES[role].home} and sees its sidebar`, async ({ page }) => {
    await signInAs(page, role);
    await expect(page.getByText('Welcome back!')).toBeVisible();
    const links = mainNav(page).getByRole('link');
    await expect(links).toHaveText(SIDEBAR[role]);
    const active = mainNav(page).locator('[aria-current="page"]');
    await expect(active).toHaveText(role.startsWith('client') ? 'Client Dashboard' : 'Overview');
    // The user menu names the real role, not 'Administrator' for everyone.
    await page.getByRole('button', { name: 'User menu' }).click();
    const menu = page.getByRole('menu');
    await expect(menu).toContainText(ROLES[role].email);
    await expect(menu).toContainText(ROLES[role].label);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
  });
}

test('a wrong password shows a clear error and stays on the sign-in page', async ({ page }) => {
  await signIn(page, ROLES.manager.email, { password: 'not-the-password' });
  await expect(page.getByText('Sign in failed')).toBeVisible();
  await expect(page.getByText('Invalid email or password')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('an inactive user cannot sign in', async ({ page }) => {
  await signIn(page, 'inactive@demo.test');
  await expect(page.getByText('Sign in failed')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('the form asks for both fields and shows and hides the password', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Email is required')).toBeVisible();
  await expect(page.getByText('Password is required')).toBeVisible();
  const password = page.getByLabel('Password', { exact: true });
  await password.fill('secret-value');
  await expect(password).toHaveAttribute('type', 'password');
  await page.getByRole('button', { name: 'Show password' }).click();
  await expect(password).toHaveAttribute('type', 'text');
  await page.getByRole('button', { name: 'Hide password' }).click();
  await expect(password).toHaveAttribute('type', 'password');
  await expect(page.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password');
});

test('signing out ends the session', async ({ page }) => {
  await signInAs(page, 'admin');
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page.getByText('Signed out successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login\?next=%2Fdashboard$/);
});

test('"Remember me" keeps the session after the browser closes; without it the cookie dies with the browser', async ({ browser }) => {
  const sessionCookie = async (remember: boolean) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await signIn(page, ROLES.support.email, { remember });
    await expect(page).toHaveURL(/\/dashboard$/);
    const cookie = (await context.cookies()).find((c) => c.name.endsWith('session_token'));
    await context.close();
    return cookie!;
  };
  const remembered = await sessionCookie(true);
  expect(remembered.expires).toBeGreaterThan(Date.now() / 1000 + 7 * 24 * 3600);
  expect(remembered.httpOnly).toBe(true);
  const browserOnly = await sessionCookie(false);
  expect(browserOnly.expires).toBe(-1);
});

test('signing in works at the address the portal was opened at, not only APP_URL', async ({ page }) => {
  // The server runs with APP_URL http://localhost:PORT and listens on every interface.
  await page.goto(`http://127.0.0.1:${E2E_PORT}/login`);
  await page.getByLabel('Email').fill(ROLES.designer.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(`http://127.0.0.1:${E2E_PORT}/dashboard`);
  await expect(page.getByText('Welcome back!')).toBeVisible();
});
