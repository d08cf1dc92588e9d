/**
 * A page's JavaScript as a browser loads it: the built page opened in Chromium, every script response until the
 * page has settled, each gzipped. The manifest's view (bench/front-end.ts) misses what a page loads on its own after
 * it runs (a lazy import, a preload), which is how the landing page once read under budget while a browser fetched
 * more. Signed-in pages are opened with the session's cookies in the browser's jar.
 */
import { gzipSync } from 'node:zlib';
import { chromium, type Page } from '@playwright/test';
import { CHROMIUM_LAUNCH } from '../playwright.config';

export interface PageScripts {
  /** gzip KB of every script, summed. */
  kb: number;
  /** The script files, with their gzip KB. */
  files: Array<{ path: string; kb: number }>;
}

/** How long no script may start or finish loading before the page counts as settled. */
const QUIET_MS = 1500;
const SETTLE_LIMIT_MS = 20_000;

/**
 * Waits for the load event, then until scripts have been quiet for QUIET_MS and the main thread is idle. Not
 * Playwright's `networkidle`: a signed-in page keeps its live-updates stream open, so the network never goes quiet.
 */
async function settled(page: Page, lastScriptActivity: () => number) {
  await page.waitForLoadState('load');
  const deadline = Date.now() + SETTLE_LIMIT_MS;
  while (Date.now() - lastScriptActivity() < QUIET_MS) {
    if (Date.now() > deadline) throw new Error(`${page.url()} kept loading scripts for ${SETTLE_LIMIT_MS / 1000} s`);
    await page.waitForTimeout(250);
  }
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 5000 })));
}

/** `cookies`: `name=value` pairs the server set at sign-in, put in the browser's jar for the page's origin. */
export async function pageScripts(url: string, cookies: string[] = []): Promise<PageScripts> {
  const browser = await chromium.launch(CHROMIUM_LAUNCH);
  try {
    const context = await browser.newContext();
    await context.addCookies(
      cookies.map((cookie) => {
        const at = cookie.indexOf('=');
        return { name: cookie.slice(0, at), value: cookie.slice(at + 1), url };
      }),
    );
    const page = await context.newPage();
    const pending: Array<Promise<{ path: string; kb: number }>> = [];
    let lastActivity = Date.now();
    page.on('request', (request) => {
      if (request.resourceType() === 'script') lastActivity = Date.now();
    });
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      lastActivity = Date.now();
      // The decoded body gzipped here, as the other figures are: the same number whatever the server compressed with.
      pending.push(response.body().then((body) => ({ path: new URL(response.url()).pathname, kb: gzipSync(body).length / 1024 })));
    });
    await page.goto(url);
    await settled(page, () => lastActivity);
    if (new URL(page.url()).pathname !== new URL(url).pathname) throw new Error(`${url} went to ${page.url()}`);
    const files = await Promise.all(pending);
    if (files.length === 0) throw new Error(`${url} loaded no script: is it the built app?`);
    const round = (n: number) => Math.round(n * 10) / 10;
    return { kb: round(files.reduce((total, file) => total + file.kb, 0)), files: files.map((f) => ({ ...f, kb: round(f.kb) })) };
  } finally {
    await browser.close();
  }
}
