/**
 * The readable "signed in" hint cookie: it follows the session cookie through sign-in and sign-out, a 401 removes it
 * with the dead session cookie, and every HTML page puts it in step with the session cookie the browser sent.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '@server/app';
import { APP_URL, createTestApp, DEMO_ACCOUNTS, type TestApp } from '../support/harness';

let t: TestApp;
let https: TestApp;
let web: ReturnType<typeof createApp>;
const HTTPS_URL = 'https://portal.example.test';

beforeAll(async () => {
  t = await createTestApp();
  https = await createTestApp({ env: { APP_URL: HTTPS_URL } });
  const root = mkdtempSync(path.join(tmpdir(), 'portal-web-'));
  writeFileSync(path.join(root, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(path.join(root, 'landing.html'), '<!doctype html><h1>Northwind Studio</h1>');
  writeFileSync(path.join(root, 'theme-init.js'), 'document.documentElement.dataset.theme="light";');
  web = createApp({ ...t.deps, webRoot: root });
});
afterAll(async () => {
  await t.close();
  await https.close();
});

const hintOf = (headers: Headers) => headers.getSetCookie().find((c) => c.startsWith('portal.signed_in='));
const sessionOf = (headers: Headers) => headers.getSetCookie().find((c) => c.startsWith('portal.session_token='));

describe('the signed-in hint cookie', () => {
  it('is set, readable by scripts, with the session cookie and its lifetime, at sign-in', async () => {
    const res = await t.signIn(DEMO_ACCOUNTS.support);
    expect(res.status).toBe(200);
    const hint = hintOf(res.headers);
    expect(hint).toMatch(/^portal\.signed_in=1; Path=\/; SameSite=Lax/);
    expect(hint).not.toMatch(/HttpOnly/i);
    const maxAge = /Max-Age=(\d+)/i.exec(sessionOf(res.headers)!)?.[1];
    expect(maxAge).toBeTruthy();
    expect(hint).toContain(`Max-Age=${maxAge}`);
  });

  it('lasts as long as the browser when "remember me" is off, as the session cookie does', async () => {
    const res = await t.signIn(DEMO_ACCOUNTS.designer, undefined, false);
    expect(sessionOf(res.headers)).not.toMatch(/Max-Age|Expires/i);
    expect(hintOf(res.headers)).toBe('portal.signed_in=1; Path=/; SameSite=Lax');
  });

  it('is removed at sign-out', async () => {
    const cookie = (await t.signIn(DEMO_ACCOUNTS.developer)).cookie;
    expect(cookie).toContain('portal.signed_in=1');
    const out = await t.request('/api/auth/sign-out', { body: {}, cookie });
    expect(out.status).toBe(200);
    expect(hintOf(out.headers)).toMatch(/^portal\.signed_in=; .*Max-Age=0/);
  });

  it('is removed, with the dead session cookie, when the API answers 401', async () => {
    const res = await t.request('/api/me', { cookie: 'portal.session_token=forged.c2lnbmF0dXJl; portal.signed_in=1' });
    expect(res.status).toBe(401);
    expect(hintOf(res.headers)).toMatch(/^portal\.signed_in=; .*Max-Age=0/);
    expect(sessionOf(res.headers)).toMatch(/^portal\.session_token=; .*Max-Age=0.*HttpOnly/);
  });

  it('is left alone on a 401 when the browser had neither cookie, and on a failed sign-in', async () => {
    const anonymous = await t.request('/api/me');
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.getSetCookie()).toEqual([]);
    const wrong = await t.signIn(DEMO_ACCOUNTS.manager, 'not-the-password');
    expect(wrong.status).toBe(401);
    expect(hintOf(wrong.headers)).toBeUndefined();
  });

  it('follows the session cookie on every HTML page', async () => {
    const page = (cookie?: string) => web.request(`${APP_URL}/login`, { headers: cookie ? { cookie } : {} });
    // A session from before the hint existed: the page adds it.
    const withSession = await page('portal.session_token=abc.def');
    expect(hintOf(withSession.headers)).toBe('portal.signed_in=1; Path=/; SameSite=Lax');
    // In step already: nothing to send.
    expect(hintOf((await page('portal.session_token=abc.def; portal.signed_in=1')).headers)).toBeUndefined();
    // A hint without a session (expired): removed.
    expect(hintOf((await page('portal.signed_in=1')).headers)).toMatch(/^portal\.signed_in=; .*Max-Age=0/);
    // A visitor: nothing.
    expect((await page()).headers.getSetCookie()).toEqual([]);
  });

  it('is a __Host- cookie, Secure, over https', async () => {
    const res = await https.app.request(`${HTTPS_URL}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { origin: HTTPS_URL, 'content-type': 'application/json' },
      body: JSON.stringify({ email: DEMO_ACCOUNTS.admin, password: 'demo-password' }),
    });
    expect(res.status).toBe(200);
    const hint = res.headers.getSetCookie().find((c) => c.startsWith('__Host-portal.signed_in='));
    expect(hint).toMatch(/^__Host-portal\.signed_in=1; Path=\/; SameSite=Lax; Secure/);
    expect(hint).not.toMatch(/Domain=|HttpOnly/i);
  });
});
