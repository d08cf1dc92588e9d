/**
 * axe-core on every route, for a staff and a client role, in light and dark, at desktop and phone width: no serious
 * or critical violation.
 * Detail routes are reached through the oldest record of their list: the demo's, whatever other tests create meanwhile.
 * Each page is loaded once per width and checked in both themes, switched in place as the theme switch does: every rule
 * in light, the colour rules in dark.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { oldestId, signInAs, type RoleName } from './helpers';
import { axeCheck } from './axe';

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
/** Lists whose oldest record's detail page is checked too (its id read from the API as the signed-in user). */
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
    const axe = axeCheck(page);
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

/** The record pages of a role's lists, each with `:id` for the list's oldest record, and their other tabs. */
function detailPaths(lists: string[]) {
  return lists.filter((l) => DETAILS[l]).flatMap((list) => [`${list}/:id`, ...(TABS[list] ?? []).map((tab) => `${list}/:id?tab=${tab}`)]);
}

/** The Milestones tab of a project with a milestone awaiting approval and one approved (the demo has one). */
const APPROVALS = '/projects/:approval?tab=milestones';

/** Each `:id` of the role's record pages: its list's oldest record (the demo's), and the project awaiting approval. */
async function recordIds(page: Page, lists: string[]) {
  const ids: Record<string, string> = {};
  for (const list of lists.filter((l) => DETAILS[l])) {
    const id = await oldestId(page, DETAILS[list]!);
    expect(id, `${list} has a record to open`).toBeTruthy();
    ids[list] = id!;
  }
  const pending = (await (await page.request.get('/api/milestone-approvals/pending')).json()) as Array<{ project: { id: string } }>;
  expect(pending.length, 'a milestone awaits approval').toBeGreaterThan(0);
  ids[':approval'] = pending[0]!.project.id;
  return ids;
}

const SIZES = { desktop: { width: 1440, height: 900 }, phone: { width: 375, height: 812 } };

// The walks run side by side: the two workers share them. Within one role's walk the screens are checked in order on
// one signed-in page, each its own test, so a slow screen costs its own time and names itself.
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
      test.describe(`as ${role}`, () => {
        test.describe.configure({ mode: 'default' });
        let page: Page;
        let ids: Record<string, string>;
        test.beforeAll(async ({ browser }: { browser: Browser }) => {
          page = await (await browser.newContext({ viewport })).newPage();
          await signInAs(page, role);
          ids = await recordIds(page, routes);
        });
        test.afterAll(async () => {
          await page.context().close();
        });

        for (const path of [...routes, ...detailPaths(routes), APPROVALS]) {
          test(path, async () => {
            const address = path
              .replace(/^(\/\w+)\/:id/, (_, list: string) => `${list}/${ids[list]}`)
              .replace(':approval', ids[':approval']!);
            expect(await violations(page, address)).toEqual([]);
          });
        }
      });
    }
  });
