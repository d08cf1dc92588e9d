/** The public page for a signed-in visitor: the site itself, with a link to the portal, never a redirect away from it. */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '@server/app';
import { APP_URL, createTestApp, DEMO_ACCOUNTS, type TestApp } from '../support/harness';

const LANDING =
  '<!doctype html><html><body><div id="root"><header><a href="/login">Login</a></header><h1>We Think Business</h1></div></body></html>';

let t: TestApp;
let web: ReturnType<typeof createApp>;

beforeAll(async () => {
  t = await createTestApp();
  const root = mkdtempSync(path.join(tmpdir(), 'portal-web-'));
  writeFileSync(path.join(root, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(path.join(root, 'landing.html'), LANDING);
  writeFileSync(path.join(root, 'theme-init.js'), '');
  web = createApp({ ...t.deps, webRoot: root });
});
afterAll(() => t.close());

const open = async (cookie?: string) => {
  const res = await web.request(`${APP_URL}/`, { headers: cookie ? { cookie } : {}, redirect: 'manual' });
  return { status: res.status, headers: res.headers, html: await res.text() };
};

describe('/ for a signed-in visitor', () => {
  it('a visitor gets the prerendered page as built, without a portal link', async () => {
    const page = await open();
    expect(page.status).toBe(200);
    expect(page.html).toBe(LANDING);
    expect(page.html).not.toContain('Go to the portal');
  });

  it('staff see their public site with a "Go to the portal" link to their dashboard', async () => {
    const page = await open(await t.as(DEMO_ACCOUNTS.admin));
    expect(page.status).toBe(200);
    expect(page.html).toContain('<h1>We Think Business</h1>');
    expect(page.html).toMatch(/<a href="\/dashboard"[^>]*>You are signed in\. Go to the portal<\/a>/);
    // Outside the element React hydrates, and never cached for someone else.
    expect(page.html.indexOf('Go to the portal')).toBeLessThan(page.html.indexOf('<div id="root">'));
    expect(page.headers.get('cache-control')).toBe('private, no-store');
  });

  it('a client user’s link goes to the client dashboard', async () => {
    const page = await open(await t.as(DEMO_ACCOUNTS.client_primary));
    expect(page.status).toBe(200);
    expect(page.html).toMatch(/<a href="\/client-dashboard"[^>]*>You are signed in\. Go to the portal<\/a>/);
  });
});
