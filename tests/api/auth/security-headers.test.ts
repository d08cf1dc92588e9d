/**
 * Web hardening, response by response: security headers on every kind of answer, CSRF refused on every state-changing
 * route, CORS closed, production cookies, and errors that reveal nothing about the code or the SQL.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '@server/app';
import { createLogger } from '@server/log';
import { APP_URL, createTestApp, DEMO_ACCOUNTS, type TestApp } from '../support/harness';

let t: TestApp;
let web: ReturnType<typeof createApp>;
let https: TestApp;
const HTTPS_URL = 'https://portal.example.test';

/** A minimal built front end: enough to serve the HTML pages and one hashed asset. */
function webFixture(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'portal-web-'));
  mkdirSync(path.join(root, 'assets'));
  writeFileSync(
    path.join(root, 'index.html'),
    '<!doctype html><div id="root"></div><script type="module" src="/assets/app-1a2b.js"></script>',
  );
  writeFileSync(path.join(root, 'landing.html'), '<!doctype html><h1>Northwind Studio</h1>');
  writeFileSync(path.join(root, 'theme-init.js'), 'document.documentElement.dataset.theme="light";');
  writeFileSync(path.join(root, 'assets', 'app-1a2b.js'), 'console.log(1);');
  return root;
}

beforeAll(async () => {
  t = await createTestApp();
  web = createApp({ ...t.deps, webRoot: webFixture() });
  https = await createTestApp({ env: { APP_URL: HTTPS_URL } });
});
afterAll(async () => {
  await t.close();
  await https.close();
});

function expectHardened(headers: Headers, what: string) {
  const csp = headers.get('content-security-policy') ?? '';
  const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1] ?? '';
  expect(csp, what).toContain("frame-ancestors 'none'");
  expect(csp, what).toContain("default-src 'self'");
  expect(scriptSrc, what).toContain("'self'");
  expect(scriptSrc, what).not.toContain("'unsafe-inline'");
  expect(scriptSrc, what).not.toContain("'unsafe-eval'");
  expect(headers.get('x-content-type-options'), what).toBe('nosniff');
  expect(headers.get('referrer-policy'), what).toBe('strict-origin-when-cross-origin');
  expect(headers.get('x-request-id'), what).toMatch(/^[A-Za-z0-9._:-]{8,128}$/);
}

describe('security headers', () => {
  it('are on every kind of response, and HSTS is absent over plain http', async () => {
    const admin = await t.as(DEMO_ACCOUNTS.admin);
    const responses: Array<[string, Response]> = [
      ['landing page', await web.request(`${APP_URL}/`)],
      ['app screen', await web.request(`${APP_URL}/login`)],
      ['static asset', await web.request(`${APP_URL}/assets/app-1a2b.js`)],
      ['API JSON', await web.request(`${APP_URL}/api/me`, { headers: { cookie: admin } })],
      ['API 401', await web.request(`${APP_URL}/api/tasks`)],
      ['API 404', await web.request(`${APP_URL}/api/no-such-thing`, { headers: { cookie: admin } })],
      ['health', await web.request(`${APP_URL}/healthz`)],
    ];
    expect(responses.map(([, r]) => r.status)).toEqual([200, 200, 200, 200, 401, 404, 200]);
    for (const [what, res] of responses) {
      expectHardened(res.headers, what);
      expect(res.headers.get('strict-transport-security'), what).toBeNull();
    }
    // The one inline script the build keeps is allowed by its hash, not by 'unsafe-inline'.
    expect(responses[0]![1].headers.get('content-security-policy')).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'/);
  });

  it('keep every authenticated answer out of caches: Cache-Control no-store', async () => {
    const admin = await t.as(DEMO_ACCOUNTS.admin);
    for (const pathname of ['/api/me', '/api/tasks', '/api/users', '/api/account/sessions', '/api/dashboard', '/api/no-such-thing']) {
      const res = await t.request(pathname, { cookie: admin });
      expect(res.headers.get('cache-control'), pathname).toBe('no-store');
    }
    const signIn = await t.signIn(DEMO_ACCOUNTS.support);
    expect(signIn.headers.get('cache-control')).toBe('no-store');
  });

  it('include HSTS when the app is served over https', async () => {
    const res = await https.app.request(`${HTTPS_URL}/api/me`);
    expect(res.status).toBe(401);
    expectHardened(res.headers, 'https API');
    expect(res.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
  });

  it('keeps an incoming sane request id and replaces one that could forge a log line', async () => {
    const kept = await t.app.request(`${APP_URL}/healthz`, { headers: { 'x-request-id': 'lb-7f3a9c2e-0001' } });
    expect(kept.headers.get('x-request-id')).toBe('lb-7f3a9c2e-0001');
    for (const bad of ['x"} {"level":"info', 'a'.repeat(500), 'short']) {
      const forged = await t.app.request(`${APP_URL}/healthz`, { headers: { 'x-request-id': bad } });
      expect(forged.headers.get('x-request-id')).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    }
  });
});

describe('CSRF', () => {
  const stateChanging = () => {
    const seen = new Set<string>();
    return t.app.routes
      .filter((r) => r.path.startsWith('/api/') && !['GET', 'HEAD', 'OPTIONS', 'ALL'].includes(r.method))
      .map((r) => ({
        method: r.method,
        path: r.path.replace(/:[A-Za-z]+/g, '00000000-0000-4000-8000-000000000000').replace(/\*$/, 'sign-in/email'),
      }))
      .filter((r) => !seen.has(`${r.method} ${r.path}`) && seen.add(`${r.method} ${r.path}`));
  };

  it('refuses every state-changing route from a foreign origin or a cross-site fetch, even with a valid session', async () => {
    const admin = await t.as(DEMO_ACCOUNTS.admin);
    const routes = stateChanging();
    expect(routes.length).toBeGreaterThan(40);
    const foreign: Array<Record<string, string>> = [
      { origin: 'https://evil.example' },
      { 'sec-fetch-site': 'cross-site' },
      { origin: 'http://localhost:3000.evil.example' },
    ];
    for (const route of routes) {
      for (const headers of foreign) {
        const res = await t.request(route.path, { method: route.method, body: {}, cookie: admin, headers });
        expect(res.status, `${route.method} ${route.path} ${JSON.stringify(headers)}`).toBe(403);
        expect(res.json.error.message).toBe(`Cross-site request refused. Open the portal at ${APP_URL} and try again.`);
      }
    }
  });

  it('lets the same origin through (the refusal above is about the origin, not the route)', async () => {
    const res = await t.request('/api/auth/sign-in/email', {
      body: { email: DEMO_ACCOUNTS.support, password: 'demo-password' },
      headers: { 'sec-fetch-site': 'same-origin' },
    });
    expect(res.status).toBe(200);
  });
});

describe('the address the portal was reached at', () => {
  /** A browser on a page served from `base`, posting back to where it came from (or with another Origin). */
  const post = (
    app: TestApp,
    base: string,
    pathname: string,
    init: { body?: unknown; cookie?: string; headers?: Record<string, string> } = {},
  ) =>
    app.app.request(`${base}${pathname}`, {
      method: 'POST',
      headers: { origin: base, 'content-type': 'application/json', ...(init.cookie && { cookie: init.cookie }), ...init.headers },
      body: JSON.stringify(init.body ?? {}),
    });
  const signInAt = (app: TestApp, base: string, headers?: Record<string, string>) =>
    post(app, base, '/api/auth/sign-in/email', { body: { email: DEMO_ACCOUNTS.designer, password: 'demo-password' }, headers });

  it.each(['http://127.0.0.1:3000', 'http://192.168.1.20:3000'])('is same-origin at %s: sign-in and a write succeed', async (base) => {
    const signedIn = await signInAt(t, base);
    expect(signedIn.status, await signedIn.clone().text()).toBe(200);
    const cookie = signedIn.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const write = await post(t, base, '/api/account/sessions/revoke-others', { cookie });
    expect(write.status, await write.text()).toBe(200);
    // And one of better-auth's own routes, which has origin checks of its own.
    const signOut = await post(t, base, '/api/auth/sign-out', { cookie });
    expect(signOut.status, await signOut.text()).toBe(200);
  });

  it('refuses a foreign origin there, naming the address to use', async () => {
    const res = await signInAt(t, 'http://127.0.0.1:3000', { origin: 'http://192.168.1.20:3000' });
    expect(res.status).toBe(403);
    expect((await res.json()).error.message).toBe('Cross-site request refused. Open the portal at http://localhost:3000 and try again.');
  });

  it('takes the address from X-Forwarded-Host and -Proto only behind a trusted proxy', async () => {
    const proxied = { 'x-forwarded-host': 'portal.example.net', 'x-forwarded-proto': 'https', origin: 'https://portal.example.net' };
    const behindProxy = await createTestApp({ env: { TRUST_PROXY: 'true' } });
    try {
      expect((await signInAt(behindProxy, 'http://10.0.0.5:3000', proxied)).status).toBe(200);
      // A spoofed host does not turn a foreign page into a trusted one: its Origin still differs.
      expect((await signInAt(behindProxy, 'http://10.0.0.5:3000', { ...proxied, origin: 'https://evil.example' })).status).toBe(403);
    } finally {
      await behindProxy.close();
    }
    // Without TRUST_PROXY the headers are anyone's to send, and are ignored.
    expect((await signInAt(t, 'http://10.0.0.5:3000', proxied)).status).toBe(403);
  });

  it('trusts the origins listed in TRUSTED_ORIGINS', async () => {
    const listed = await createTestApp({ env: { TRUSTED_ORIGINS: 'https://admin.example.net, https://ops.example.net' } });
    try {
      expect((await signInAt(listed, APP_URL, { origin: 'https://ops.example.net' })).status).toBe(200);
      expect((await signInAt(listed, APP_URL, { origin: 'https://other.example.net' })).status).toBe(403);
    } finally {
      await listed.close();
    }
  });
});

describe('CORS', () => {
  it('grants nothing to a foreign origin: no Access-Control-Allow-Origin, no preflight', async () => {
    const admin = await t.as(DEMO_ACCOUNTS.admin);
    const read = await t.app.request(`${APP_URL}/api/me`, { headers: { origin: 'https://evil.example', cookie: admin } });
    expect(read.headers.get('access-control-allow-origin')).toBeNull();
    expect(read.headers.get('access-control-allow-credentials')).toBeNull();
    for (const pathname of ['/api/tasks', '/api/auth/sign-in/email']) {
      const preflight = await t.app.request(`${APP_URL}${pathname}`, {
        method: 'OPTIONS',
        headers: {
          origin: 'https://evil.example',
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type',
        },
      });
      expect(preflight.headers.get('access-control-allow-origin'), pathname).toBeNull();
      expect(preflight.headers.get('access-control-allow-methods'), pathname).toBeNull();
    }
  });
});

describe('cookies', () => {
  it('are __Host-, Secure, HttpOnly and SameSite=Lax in production (https)', async () => {
    const res = await https.app.request(`${HTTPS_URL}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { origin: HTTPS_URL, 'content-type': 'application/json' },
      body: JSON.stringify({ email: DEMO_ACCOUNTS.admin, password: 'demo-password' }),
    });
    expect(res.status).toBe(200);
    const session = res.headers.getSetCookie().find((c) => c.includes('session_token='));
    expect(session).toMatch(/^__Host-portal\.session_token=/);
    expect(session).toMatch(/; Secure/i);
    expect(session).toMatch(/; HttpOnly/i);
    expect(session).toMatch(/; SameSite=Lax/i);
    expect(session).toMatch(/; Path=\/(;|$)/);
    expect(session).not.toMatch(/Domain=/i);
    // The cookie signs the user in on that same https app.
    const me = await https.app.request(`${HTTPS_URL}/api/me`, { headers: { cookie: session!.split(';')[0]! } });
    expect(me.status).toBe(200);
  });

  it('are HttpOnly and SameSite=Lax over plain http too (development)', async () => {
    const res = await t.signIn(DEMO_ACCOUNTS.manager);
    const session = res.headers.getSetCookie().find((c) => c.includes('session_token='));
    expect(session).toMatch(/^portal\.session_token=.*; HttpOnly.*; SameSite=Lax/i);
  });
});

describe('errors', () => {
  it('answer a failing query with the generic message and a request id: no stack, no SQL', async () => {
    const lines: string[] = [];
    const app = createApp({ ...t.deps, log: createLogger('error', (line) => lines.push(line)) });
    const admin = await t.as(DEMO_ACCOUNTS.admin);
    await t.database.exec('alter table tasks rename to tasks_hidden_for_test');
    try {
      const res = await app.request(`${APP_URL}/api/tasks`, { headers: { cookie: admin, 'x-request-id': 'trace-error-0001' } });
      const text = await res.text();
      expect(res.status).toBe(500);
      expectHardened(res.headers, 'API 500');
      expect(res.headers.get('x-request-id')).toBe('trace-error-0001');
      expect(JSON.parse(text)).toEqual({
        error: { code: 'internal_error', message: 'Something went wrong on our side.', requestId: 'trace-error-0001' },
      });
      expect(text).not.toMatch(/\bat \S+ \(|select|from "|tasks_hidden|relation|\.ts:\d+/i);
      // The details are in the log, under the same request id.
      const logged = lines.map((l) => JSON.parse(l)).find((l) => l.msg === 'Unhandled error');
      expect(logged).toMatchObject({ level: 'error', requestId: 'trace-error-0001', path: '/api/tasks' });
      expect(JSON.stringify(logged.error)).toMatch(/tasks/);
    } finally {
      await t.database.exec('alter table tasks_hidden_for_test rename to tasks');
    }
  });

  it('answer malformed JSON with a 400, not an internal error', async () => {
    const admin = await t.as(DEMO_ACCOUNTS.admin);
    const res = await t.request('/api/tasks', { method: 'POST', rawBody: '{"title": ', cookie: admin });
    expect(res.status).toBe(400);
    expect(res.text).not.toMatch(/\bat \S+ \(|SyntaxError/);
  });
});
