/**
 * Every screen of the shared route table, at phone (375 px) and desktop (1440 px) width, as a staff and a client role
 * (and the public pages signed out): the screen renders without an uncaught error or a console error (the walk loads
 * every lazy screen of the built app, whose chunk order the unbundled web tests never see), the page never scrolls
 * sideways, no table header is cut or pushed out of its card, and no badge's text is cut short. Detail screens open
 * the demo's first record of their list.
 *
 * One sign-in per role; the page is reused, so the whole walk stays around a second per address.
 */
import { expect, test, type Browser, type ConsoleMessage, type Page } from '@playwright/test';
import { SCREEN_ROUTES, type ScreenAudience } from '@shared/routes';
import { signInAs, type RoleName } from './helpers';

const SIZES = [
  { name: 'phone', width: 375, height: 812 },
  { name: 'desktop', width: 1440, height: 900 },
] as const;

/**
 * What is wrong with the layout of the page on screen, in words (runs in the browser). On a phone a wide table may
 * scroll sideways inside its card; on a desktop every column is in view.
 */
function layoutProblems(desktop: boolean): string[] {
  const problems: string[] = [];
  const root = document.documentElement;
  if (root.scrollWidth > window.innerWidth) {
    problems.push(`the page scrolls sideways (scrollWidth ${root.scrollWidth} > ${window.innerWidth})`);
  }
  /** The nearest ancestor that clips or scrolls sideways: what a visitor sees of an element is inside its box. */
  const clipper = (el: Element) => {
    for (let box = el.parentElement; box && box !== document.body; box = box.parentElement) {
      if (getComputedStyle(box).overflowX !== 'visible') return box;
    }
    return null;
  };
  const outside = (el: Element, box: Element | null) => {
    if (!box) return false;
    const r = el.getBoundingClientRect();
    const b = box.getBoundingClientRect();
    return r.right > b.right + 1 || r.left < b.left - 1;
  };
  const shown = (el: Element) => el.checkVisibility() && !el.closest('.sr-only');

  for (const th of document.querySelectorAll('th')) {
    if (!shown(th)) continue;
    const label = (th.textContent ?? '').trim() || '(empty)';
    if (th.scrollWidth > th.clientWidth + 1) problems.push(`table header "${label}" is cut`);
    else if (desktop && outside(th, clipper(th))) problems.push(`table header "${label}" is out of view (the table scrolls sideways)`);
  }
  for (const badge of document.querySelectorAll('[data-slot="badge"]')) {
    if (!shown(badge)) continue;
    const text = (badge.textContent ?? '').trim();
    const cell = badge.closest('td, th, li, div');
    const truncating = cell && getComputedStyle(cell).textOverflow === 'ellipsis' ? cell : null;
    if (badge.scrollWidth > badge.clientWidth + 1 || outside(badge, truncating)) problems.push(`badge "${text}" is cut short`);
  }
  return problems;
}

/** Every uncaught error and console error the page reports while `walk` runs. */
async function errorsDuring(page: Page, walk: () => Promise<void>) {
  const errors: string[] = [];
  const onError = (error: Error) => errors.push(`uncaught: ${error.message}`);
  const onConsole = (message: ConsoleMessage) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  };
  page.on('pageerror', onError);
  page.on('console', onConsole);
  try {
    await walk();
  } finally {
    page.off('pageerror', onError);
    page.off('console', onConsole);
  }
  return errors;
}

async function problemsAt(page: Page, address: string) {
  const found: string[] = [];
  for (const size of SIZES) {
    await page.setViewportSize({ width: size.width, height: size.height });
    const errors = await errorsDuring(page, async () => {
      await page.goto(address);
      await page.waitForLoadState('networkidle');
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    });
    found.push(...errors.map((error) => `${size.name} ${size.width}px: ${error}`));
    // A screen that failed to render shows the error boundary's heading instead of itself.
    if (await page.getByRole('heading', { name: 'Something went wrong' }).count()) {
      found.push(`${size.name} ${size.width}px: the screen shows "Something went wrong"`);
    }
    found.push(
      ...(await page.evaluate(layoutProblems, size.name === 'desktop')).map((problem) => `${size.name} ${size.width}px: ${problem}`),
    );
  }
  return found;
}

/** The addresses of a role's screens: each path (with `:id` the demo's first record the role sees) and its views. */
function addresses(audiences: ScreenAudience[]) {
  return SCREEN_ROUTES.filter((route) => audiences.includes(route.audience)).flatMap((route) =>
    ['', ...(route.views ?? [])].map((view) => ({ path: route.path, view })),
  );
}

const LISTS: Record<string, string> = {
  '/projects/:id': '/api/projects',
  '/tasks/:id': '/api/tasks',
  '/clients/:id': '/api/clients',
  '/requests/:id': '/api/requests',
  '/quotes/:id': '/api/quotes',
};

async function firstIds(page: Page) {
  const ids: Record<string, string> = {};
  for (const [path, api] of Object.entries(LISTS)) {
    const response = await page.request.get(`${api}?pageSize=1`);
    if (!response.ok()) continue;
    const body = (await response.json()) as { items: Array<{ id: string }> };
    if (body.items[0]) ids[path] = body.items[0].id;
  }
  return ids;
}

test.describe('layout, signed out', () => {
  for (const { path, view } of addresses(['public'])) {
    test(`${path}${view}`, async ({ page }) => {
      expect(await problemsAt(page, `${path}${view}`)).toEqual([]);
    });
  }
});

const AS: Array<[RoleName, ScreenAudience[]]> = [
  ['admin', ['any', 'dev']],
  ['client_primary', ['any', 'client']],
];

for (const [role, audiences] of AS) {
  test.describe(`layout as ${role}`, () => {
    let page: Page;
    let ids: Record<string, string>;

    test.beforeAll(async ({ browser }: { browser: Browser }) => {
      page = await (await browser.newContext()).newPage();
      await signInAs(page, role);
      ids = await firstIds(page);
    });
    test.afterAll(async () => {
      await page.context().close();
    });

    for (const { path, view } of addresses(audiences)) {
      test(`${path}${view}`, async () => {
        const id = path.includes(':id') ? ids[path] : undefined;
        if (path.includes(':id')) expect(id, `the demo has a record for ${path} that ${role} sees`).toBeTruthy();
        expect(await problemsAt(page, `${path.replace(':id', id ?? '')}${view}`)).toEqual([]);
      });
    }
  });
}
