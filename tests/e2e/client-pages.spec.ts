/**
 * A client user's portal (decision 0029): every screen the shared route table lets a client open, each of its views,
 * and the not-found states. On each, every in-app link leads to a screen the client may open (no link to a staff
 * screen that would bounce them), and no staff wording or staff-only section is on the page.
 */
import { expect, test, type Page } from '@playwright/test';
import { SCREEN_ROUTES } from '@shared/routes';
import { canOpenPath } from '@shared/screen-access';
import { signInAs } from './helpers';

const ROLE = 'client_primary';

/** Words that belong to the agency's own screens. */
const STAFF_TEXT = [
  /Role Permissions/,
  /manage all/i,
  /Back to Clients/,
  /User Management/,
  /Audit Log/,
  /across clients/i,
  /across projects/i,
];

const MISSING_ID = '00000000-0000-4000-8000-000000000000';

async function firstId(page: Page, api: string): Promise<string> {
  const response = await page.request.get(`${api}?pageSize=1`);
  expect(response.ok(), `${api} answers the client`).toBe(true);
  const body = (await response.json()) as { items: Array<{ id: string }> };
  expect(body.items[0], `the demo has a record at ${api} for ${ROLE}`).toBeTruthy();
  return body.items[0]!.id;
}

/** The in-app addresses the page links to: same origin, not the API (downloads), not a fragment of the page. */
async function inAppLinks(page: Page): Promise<string[]> {
  const hrefs = await page.locator('a[href]').evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href));
  const origin = new URL(page.url()).origin;
  return [
    ...new Set(
      hrefs
        .map((href) => new URL(href))
        .filter((url) => url.origin === origin && !url.pathname.startsWith('/api/'))
        .map((url) => `${url.pathname}${url.search}`),
    ),
  ];
}

test.describe(`a client user's pages (${ROLE})`, () => {
  let page: Page;
  let ids: Record<string, string>;

  test.beforeAll(async ({ browser }) => {
    page = await (await browser.newContext()).newPage();
    await signInAs(page, ROLE);
    ids = {
      '/projects/:id': await firstId(page, '/api/projects'),
      '/tasks/:id': await firstId(page, '/api/tasks'),
      '/requests/:id': await firstId(page, '/api/requests'),
    };
  });
  test.afterAll(async () => {
    await page.context().close();
  });

  const screens = SCREEN_ROUTES.filter((route) => route.audience === 'any' || route.audience === 'client').flatMap((route) =>
    ['', ...(route.views ?? [])].map((view) => ({ path: route.path, view })),
  );
  const notFound = [
    { path: '/no-such-page', view: '' },
    { path: `/projects/${MISSING_ID}`, view: '' },
    { path: `/tasks/${MISSING_ID}`, view: '' },
  ];

  test('the route table gives a client their screens and none of the staff ones', () => {
    const paths = screens.map((s) => s.path);
    for (const path of [
      '/client-dashboard',
      '/projects',
      '/projects/:id',
      '/tasks',
      '/tasks/:id',
      '/client-billing',
      '/communications',
      '/settings',
    ]) {
      expect(paths).toContain(path);
    }
    for (const path of ['/dashboard', '/clients', '/clients/:id', '/contact-submissions']) expect(paths).not.toContain(path);
  });

  for (const { path, view } of [...screens, ...notFound]) {
    test(`${path}${view}: links only to screens a client may open, in a client's words`, async () => {
      const address = `${path.replace(':id', ids[path] ?? '')}${view}`;
      await page.goto(address);
      await page.waitForLoadState('networkidle');
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      await expect(page.locator('main').first()).toBeVisible();
      // Not bounced: the screen it asked for (a not-found address stays where it is, showing the 404).
      expect(new URL(page.url()).pathname).toBe(address.split('?')[0]);

      const links = await inAppLinks(page);
      expect(links.length, 'the page has links (the sidebar at least)').toBeGreaterThan(0);
      const closed = links.filter((href) => !canOpenPath(ROLE, href));
      expect(closed, `links on ${address} a client cannot open`).toEqual([]);

      const text = await page.locator('body').innerText();
      for (const words of STAFF_TEXT) expect(text, `${address} says ${words}`).not.toMatch(words);
    });
  }

  test('the sidebar offers Communications, and the page speaks to the client', async () => {
    await page.goto('/client-dashboard');
    await page.getByRole('navigation', { name: 'Main' }).first().getByRole('link', { name: 'Communications' }).click();
    await expect(page).toHaveURL(/\/communications$/);
    await expect(page.getByText('Your e-mails, calls, meetings and chats with our team')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add Communication' })).toHaveCount(0);
    await expect(page.getByText('Staff only')).toHaveCount(0);
  });

  test('the lists offer no client to choose: everything is their company', async () => {
    await page.goto('/projects');
    await expect(page.getByRole('heading', { level: 1, name: 'Your Projects' })).toBeVisible();
    await page.getByRole('button', { name: 'Filters' }).click();
    await expect(page.getByLabel('Status')).toBeVisible();
    await expect(page.getByLabel('Client', { exact: true })).toHaveCount(0);
    await page.goto('/tasks');
    await expect(page.getByRole('heading', { level: 1, name: 'Your Tasks' })).toBeVisible();
    await page.getByRole('button', { name: 'Filters' }).click();
    await expect(page.getByLabel('Project', { exact: true })).toBeVisible();
    await expect(page.getByLabel('Client', { exact: true })).toHaveCount(0);
  });

  test('a task names its client as text, and leads back to a screen the client has', async () => {
    await page.goto(`/tasks/${ids['/tasks/:id']}`);
    const assignment = page.locator('dl').filter({ hasText: 'Client' }).first();
    await expect(assignment).toBeVisible();
    await expect(assignment.locator('a[href^="/clients"]')).toHaveCount(0);
    const back = page.getByRole('link', { name: /^Back to / });
    await back.click();
    await expect(page).not.toHaveURL(/\/client-dashboard$|\/clients/);
  });
});
