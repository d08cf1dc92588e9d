/**
 * Every screen of the shared route table, at phone (375 px) and desktop (1440 px) width, as a staff and a client role
 * (and the public pages signed out): the screen renders without an uncaught error or a console error (the walk loads
 * every lazy screen of the built app, whose chunk order the unbundled web tests never see), the page never scrolls
 * sideways, no table header is cut or pushed out of its card, and no badge's text is cut short. Detail screens open
 * the demo's oldest record of their list.
 *
 * The admin's walk is in the pseudo-locale (src/shared/i18n/pseudo.ts, tests/e2e/pseudo-locale.ts): every word on
 * screen comes from a catalog or from the data, and the layout holds with texts 40% longer than English.
 *
 * The client's walk is in Spanish, as a contact of the demo's Spanish-speaking company reads the portal: its language
 * loads as one file within its budget, every screen passes axe (at desktop width), and no screen shows a text its
 * language's file lacks (the portal says so on the console: src/web/lib/i18n.ts).
 *
 * One sign-in per role; the page is reused, so the whole walk stays around a second per address.
 */
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { expect, test, type Browser, type ConsoleMessage, type Page, type Response } from '@playwright/test';
import { pseudoMessage } from '@shared/i18n/pseudo';
import { LANGUAGE_NAMES } from '@shared/i18n/languages';
import { SCREEN_ROUTES, type ScreenAudience } from '@shared/routes';
import { oldestId, signIn, signInAs } from './helpers';
import { dataWords, usePseudoLocale, wordsOutsideCatalogs } from './pseudo-locale';
import { axeCheck } from './axe';

const common = (language: string) =>
  JSON.parse(readFileSync(`src/shared/i18n/catalogs/${language}/common.json`, 'utf8')) as Record<string, string>;

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

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The error boundary's heading, in each language a walk reads (the pseudo-locale's too). */
const ERROR_HEADING = new RegExp(
  [common('en'), common('es')]
    .map((messages) => messages['common.error.title']!)
    .concat((pseudoMessage(common('en')['common.error.title']) as string[]).join(''))
    .map(escape)
    .join('|'),
);

interface Checks {
  /** axe at desktop width. */
  axe?: boolean;
  /** The data's words, when the page shows the pseudo-locale: any other word with a plain vowel is not a catalog's. */
  pseudo?: Set<string>;
}

async function problemsAt(page: Page, address: string, { axe = false, pseudo }: Checks = {}) {
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
    if (await page.getByRole('heading', { name: ERROR_HEADING }).count()) {
      found.push(`${size.name} ${size.width}px: the screen shows "Something went wrong"`);
    }
    found.push(
      ...(await page.evaluate(layoutProblems, size.name === 'desktop')).map((problem) => `${size.name} ${size.width}px: ${problem}`),
    );
    if (pseudo) {
      // A language's own name (the texts per language, the switchers) is never translated: it reads as the data does.
      const words = await page.evaluate(wordsOutsideCatalogs, [...pseudo, ...Object.values(LANGUAGE_NAMES)]);
      found.push(...words.map((word) => `${size.name} ${size.width}px: not from a catalog: ${word}`));
    }
    // At one width: what a language changes (names, labels) does not depend on it, and accessibility.spec.ts checks
    // the English screens at both widths and in both themes.
    if (axe && size.name === 'desktop') {
      // As accessibility.spec.ts holds the English screens: no serious or critical violation.
      const { violations } = await axeCheck(page).analyze();
      const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      found.push(...serious.map((v) => `${size.name} ${size.width}px: axe ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`));
    }
  }
  return found;
}

/** The addresses of a role's screens: each path (with `:id` the demo's oldest record the role sees) and its views. */
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
    const id = await oldestId(page, api);
    if (id) ids[path] = id;
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

/** The demo's Spanish-speaking client company's contact (src/server/db/seed/demo-agency.json). */
const SPANISH_CLIENT = 'carla.jim@mesaverdeoutfitters.test';

interface Walker {
  name: string;
  audiences: ScreenAudience[];
  signIn: (page: Page) => Promise<void>;
  /** Also axe on every screen, and a detail screen without a record of this person's is left out. */
  client?: true;
  /** Reads the portal in the pseudo-locale: every word on screen comes from a catalog or from the data. */
  pseudo?: true;
}

const AS: Walker[] = [
  { name: 'admin in the pseudo-locale', audiences: ['any', 'dev'], pseudo: true, signIn: (page) => signInAs(page, 'admin') },
  {
    name: 'a client in Spanish',
    audiences: ['any', 'client'],
    client: true,
    signIn: async (page) => {
      await signIn(page, SPANISH_CLIENT);
      await expect(page.getByRole('heading', { level: 1, name: 'Panel del cliente' })).toBeVisible();
    },
  },
];

/** The language files among the scripts a page loaded: a portal file lists each namespace's messages. */
async function catalogFiles(responses: Response[]) {
  const files: Array<{ url: string; gzip: number }> = [];
  for (const response of responses) {
    if (!response.url().endsWith('.js')) continue;
    const body = await response.body();
    if (body.includes('"client-dashboard":[')) files.push({ url: response.url(), gzip: gzipSync(body).length });
  }
  return files;
}

for (const walker of AS) {
  test.describe(`layout as ${walker.name}`, () => {
    let page: Page;
    let ids: Record<string, string>;
    let data: Set<string> | undefined;
    const scripts: Response[] = [];

    test.beforeAll(async ({ browser }: { browser: Browser }) => {
      page = await (await browser.newContext()).newPage();
      page.on('response', (response) => void scripts.push(response));
      if (walker.pseudo) data = dataWords(page);
      await walker.signIn(page);
      if (walker.pseudo) await usePseudoLocale(page, true);
      ids = await firstIds(page);
    });
    test.afterAll(async () => {
      await page.context().close();
    });

    if (walker.client) {
      test('the language loads as one file of at most 15 KB gzip', async () => {
        const files = await catalogFiles(scripts);
        expect(files).toHaveLength(1);
        expect(files[0]!.gzip).toBeLessThanOrEqual(15 * 1024);
      });
    }

    for (const { path, view } of addresses(walker.audiences)) {
      test(`${path}${view}`, async () => {
        const id = path.includes(':id') ? ids[path] : undefined;
        // The Spanish company has no quote in the demo; the English walks and quote specs open one.
        if (walker.client && path.includes(':id') && !id) test.skip(true, `no ${path} record of this client`);
        if (path.includes(':id')) expect(id, `the demo has a record for ${path} that ${walker.name} sees`).toBeTruthy();
        expect(
          await problemsAt(page, `${path.replace(':id', id ?? '')}${view}`, {
            axe: walker.client,
            pseudo: walker.pseudo ? data : undefined,
          }),
        ).toEqual([]);
      });
    }
  });
}
