import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { CHROMIUM_LAUNCH } from '../../playwright.config';
import { mainNav, signInAs } from './helpers';

// One event stream per browser (docs/decisions/0077-one-event-stream-per-browser.md): the server speaks HTTP/1.1, whose
// browsers open at most 6 connections per host, so a stream per tab (or per page kept in the back/forward cache) left
// the next page's requests waiting for a free connection.

const SETTLE_MS = 3000;
test.use({
  // What is measured is the pages' own time: a trace's snapshots of nine pages would add to it.
  trace: 'off',
  // Playwright turns the back/forward cache off; a browser keeps it on, and a page in it keeps its connections.
  launchOptions: { ...CHROMIUM_LAUNCH, ignoreDefaultArgs: ['--disable-back-forward-cache'] },
});

/** Loads a page and waits until it is settled: its heading shown, no skeleton or spinner left in the main area. */
async function settle(page: Page, path: string): Promise<number> {
  const started = Date.now();
  await page.goto(path);
  const main = page.locator('#main-content');
  await expect(main.locator('h1').first()).toBeVisible({ timeout: 15_000 });
  await expect(main.locator('.animate-pulse')).toHaveCount(0, { timeout: 15_000 });
  await expect(main.getByRole('status', { name: 'Loading' })).toHaveCount(0, { timeout: 15_000 });
  return Date.now() - started;
}

/** The /api/events requests of a browser context that are still open. */
function openStreams(context: BrowserContext) {
  const open = new Set<unknown>();
  let most = 0;
  context.on('request', (r) => {
    if (!r.url().endsWith('/api/events')) return;
    open.add(r);
    most = Math.max(most, open.size);
  });
  context.on('requestfinished', (r) => open.delete(r));
  context.on('requestfailed', (r) => open.delete(r));
  return { count: () => open.size, most: () => most };
}

test('eight tabs and ten page loads share one event stream; every page settles within 3 s and every tab hears a change', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const context = await browser.newContext();
  const streams = openStreams(context);
  const first = await context.newPage();
  await signInAs(first, 'developer');
  const me = await (await first.request.get('/api/me')).json();
  const paths = await mainNav(first)
    .getByRole('link')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href')!));

  const timings: Record<string, number> = {};
  // Ten full page loads in one tab, alone in its browser so it holds the stream: each page it leaves, kept in the
  // back/forward cache or not, gives the stream up and the next page opens it again.
  for (let i = 0; i < 10; i++) {
    if (i === 9) await first.evaluate(() => Object.assign(window, { keptInCache: true }));
    timings[`load ${i + 1} ${paths[i % paths.length]}`] = await settle(first, paths[i % paths.length]!);
  }
  await expect.poll(streams.count).toBe(1);
  // Back to the page before, as it was (from the back/forward cache): it opens the stream again.
  // Restored, it has no load event to wait for.
  await first.goBack({ waitUntil: 'commit' });
  expect(await first.evaluate(() => 'keptInCache' in window)).toBe(true);
  await expect.poll(streams.count).toBe(1);
  // The end of one page's stream and the start of the next one's may be reported in either order.
  expect(streams.most()).toBeLessThanOrEqual(2);

  // Seven more tabs follow the same stream.
  const tabs = [first];
  for (let i = 2; i <= 8; i++) {
    const tab = await context.newPage();
    timings[`tab ${i}`] = await settle(tab, '/dashboard');
    tabs.push(tab);
  }
  expect(Object.entries(timings).filter(([, ms]) => ms >= SETTLE_MS)).toEqual([]);
  expect(streams.count()).toBe(1);
  expect(streams.most()).toBeLessThanOrEqual(2);

  // A change made elsewhere reaches every tab: the bell of each shows the new notification.
  const bells = tabs.map((tab) => tab.getByRole('banner').getByRole('button', { name: /^Notifications, / }));
  const unread = async (i: number) => Number(/(\d+) unread/.exec((await bells[i]!.getAttribute('aria-label')) ?? '')?.[1] ?? 0);
  const before = await Promise.all(tabs.map((_, i) => unread(i)));
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInAs(admin, 'admin');
  const clients = await (await admin.request.get('/api/clients?pageSize=1')).json();
  const created = await admin.request.post('/api/tasks', {
    data: { title: `Shared stream ${Date.now()}`, clientId: clients.items[0].id, assignedToId: me.user.id },
  });
  expect(created.status()).toBe(201);
  for (let i = 0; i < tabs.length; i++) await expect.poll(() => unread(i)).toBe(before[i]! + 1);
  await adminContext.close();

  // Signing out in one tab ends the stream, whichever tab holds it, and signs the other tabs out.
  const last = tabs[7]!;
  await last.getByRole('button', { name: 'User menu' }).click();
  await last.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(last).toHaveURL(/\/login$/);
  await expect.poll(streams.count).toBe(0);
  for (const tab of tabs) await expect(tab).toHaveURL(/\/login/);
  await context.close();
});
