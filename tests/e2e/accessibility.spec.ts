/**
 * axe-core on every route, for a staff and a client role, in light and dark, at desktop and phone width: no serious
 * or critical violation.
 * Detail routes are reached through the first record of their list, so they always exist in the demo data.
 * Each page is loaded once per width and checked in both themes, switched in place as the theme switch does: every rule
 * in light, the colour rules in dark.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { signInAs, type RoleName } from './helpers';

const PUBLIC = ['/', '/login', '/forgot-password'];
const STAFF = [
  '/dashboard',
  '/projects',
  '/tasks',
  '/communications',
  '/requests',
  '/clients',
  '/contact-submissions',
  '/invoices',
  '/settings',
  '/settings/profile',
  '/settings/account',
  '/no-such-page',
];
const CLIENT = [
  '/client-dashboard',
  '/projects',
  '/tasks',
  '/requests',
  '/client-billing',
  '/settings',
  '/settings/profile',
  '/settings/account',
];
/** Lists whose first record's detail page is checked too (its id read from the API as the signed-in user). */
const DETAILS: Record<string, string> = {
  '/projects': '/api/projects',
  '/tasks': '/api/tasks',
  '/clients': '/api/clients',
  '/requests': '/api/requests',
};
/** A detail page's other tabs, each checked as well (the first tab is the page itself). */
const TABS: Record<string, string[]> = {
  '/projects': ['milestones', 'tasks', 'team', 'conversation', 'files'],
  '/clients': ['projects', 'tasks', 'communication', 'financials', 'users'],
};

const THEMES = ['light', 'dark'] as const;
/** The rules a theme can break: text contrast, and links told apart from their text by colour alone. */
const DARK_RULES = ['color-contrast', 'link-in-text-block'];

/** The serious and critical violations of `path`, loaded once and checked in each theme. */
async function violations(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  const found: string[] = [];
  for (const theme of THEMES) {
    // As the theme switch stores a choice: public/theme-init.js reads it on the next load, and the portal's
    // useTheme re-renders on the same 'themechange' event that src/web/lib/theme.ts sends.
    await page.evaluate((t) => {
      window.localStorage.setItem('theme', t);
      document.documentElement.classList.toggle('dark', t === 'dark');
      document.documentElement.style.colorScheme = t;
      window.dispatchEvent(new Event('themechange'));
    }, theme);
    // Colours that ease between themes are read once they have arrived, not halfway.
    await page.waitForFunction(() => !document.getAnimations().some((a) => a instanceof CSSTransition && a.playState === 'running'));
    // The page's structure (names, roles, labels) is the same in both themes: the dark pass asks only what colour decides.
    const axe = new AxeBuilder({ page });
    const { violations } = await (theme === 'dark' ? axe.withRules(DARK_RULES) : axe).analyze();
    found.push(
      ...violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map(
          (v) =>
            `${path} (${theme}): ${v.id} (${v.impact}) ${v.help} — ${v.nodes
              .slice(0, 3)
              .map((n) => n.target.join(' '))
              .join(' | ')}`,
        ),
    );
  }
  return found;
}

async function detailPaths(page: Page, lists: string[]) {
  const found: string[] = [];
  for (const list of lists.filter((l) => DETAILS[l])) {
    const body = (await (await page.request.get(`${DETAILS[list]}?pageSize=1`)).json()) as { items: Array<{ id: string }> };
    expect(body.items.length, `${list} has a record to open`).toBe(1);
    const detail = `${list}/${body.items[0]!.id}`;
    found.push(detail, ...(TABS[list] ?? []).map((tab) => `${detail}?tab=${tab}`));
  }
  return found;
}

/** The Milestones tab of a project with a milestone awaiting approval and one approved (the demo has one). */
async function approvalPaths(page: Page) {
  const pending = (await (await page.request.get('/api/milestone-approvals/pending')).json()) as Array<{ project: { id: string } }>;
  expect(pending.length, 'a milestone awaits approval').toBeGreaterThan(0);
  return [`/projects/${pending[0]!.project.id}?tab=milestones`];
}

const SIZES = { desktop: { width: 1440, height: 900 }, phone: { width: 375, height: 812 } };

// Each walk is its own test and the file's tests run side by side: the two workers share the walks.
test.describe.configure({ mode: 'parallel' });

for (const [size, viewport] of Object.entries(SIZES))
  test.describe(`axe, light and dark, ${size}`, () => {
    test.use({ viewport });

    test('public pages', async ({ page }) => {
      const found: string[] = [];
      for (const path of PUBLIC) found.push(...(await violations(page, path)));
      expect(found).toEqual([]);
    });

    for (const [role, routes] of [
      ['admin', STAFF],
      ['client_primary', CLIENT],
    ] as Array<[RoleName, string[]]>) {
      test(`every screen of the menu as ${role}`, async ({ page }) => {
        test.setTimeout(300_000);
        await signInAs(page, role);
        const found: string[] = [];
        for (const path of routes) found.push(...(await violations(page, path)));
        expect(found).toEqual([]);
      });

      test(`every record page and tab as ${role}`, async ({ page }) => {
        test.setTimeout(300_000);
        await signInAs(page, role);
        const found: string[] = [];
        const paths = [...(await detailPaths(page, routes)), ...(await approvalPaths(page))];
        for (const path of paths) found.push(...(await violations(page, path)));
        expect(found).toEqual([]);
      });
    }
  });
