import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO_ACCOUNTS, type TestApp } from '../support/harness';

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  cookie = await t.as(DEMO_ACCOUNTS.admin);
});
afterAll(() => t.close());

describe('bad input', () => {
  it('answers malformed JSON with a 4xx JSON error, never a 500', async () => {
    const res = await t.request('/api/auth/sign-in/email', { rawBody: '{"email": "admin@demo.test", ' });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(res.json).not.toBeNull();
  });

  it('answers wrong types with 400', async () => {
    const res = await t.request('/api/auth/sign-in/email', { body: { email: 42, password: ['x'] } });
    expect(res.status).toBe(400);
  });

  it('refuses a body over 1 MB with 413 JSON', async () => {
    const res = await t.request('/api/auth/sign-in/email', {
      rawBody: JSON.stringify({ email: 'a@b.c', password: 'x'.repeat(1024 * 1024 + 10) }),
    });
    expect(res.status).toBe(413);
    expect(res.json.error.code).toBe('payload_too_large');
  });

  it('answers unknown /api paths with 404 JSON, not the web app', async () => {
    const res = await t.request('/api/no-such-thing', { cookie });
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/json/);
    expect(res.json.error.code).toBe('not_found');
  });

  it('tells an anonymous caller nothing about which paths exist', async () => {
    expect((await t.request('/api/no-such-thing')).status).toBe(401);
  });

  it('sends security headers on every response', async () => {
    const res = await t.request('/api/me', { cookie });
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(res.headers.get('content-security-policy')).not.toContain('unsafe-eval');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  it('reports readiness with the database', async () => {
    const res = await t.request('/readyz');
    expect(res.status).toBe(200);
    expect(res.json.status).toBe('ready');
  });
});

describe('line breaks in one-line fields', () => {
  // A name or title is written into staff e-mails: a line break there would forge a line of its own.
  const FORGED = 'Fix the login\nFrom: the CEO <ceo@demo.test>';

  it('refuses a task title and a client name with a line break, with a message per field, and writes nothing', async () => {
    const clientId = (await t.request('/api/clients?pageSize=1', { cookie })).json.items[0].id;
    const task = await t.request('/api/tasks', { cookie, body: { title: FORGED, clientId } });
    expect(task.status).toBe(400);
    expect(task.json.error.fields).toEqual({ title: 'Task title must be on one line' });
    expect((await t.request(`/api/tasks?q=${encodeURIComponent('Fix the login')}`, { cookie })).json.total).toBe(0);

    const client = await t.request('/api/clients', {
      cookie,
      body: { name: 'Acme\r\nBcc: everyone@demo.test', contactPerson: 'Wile\nE. Coyote', email: 'wile@acme.example' },
    });
    expect(client.status).toBe(400);
    expect(client.json.error.fields).toEqual({
      name: 'Company name must be on one line',
      contactPerson: 'Contact person must be on one line',
    });
  });

  it('refuses them on the public contact form too, and still takes a multi-line description', async () => {
    const res = await t.request('/api/contact-submissions', {
      body: {
        firstName: 'Grace\nHopper',
        lastName: 'Hopper',
        email: 'grace@compilers.example',
        company: 'Compilers\r& Co',
        projectType: 'saas',
        description: 'Line one\nLine two',
      },
    });
    expect(res.status).toBe(400);
    expect(res.json.error.fields).toEqual({ firstName: 'First name must be on one line', company: 'Company must be on one line' });
  });

  it('trims a line break at either end rather than refusing it', async () => {
    const clientId = (await t.request('/api/clients?pageSize=1', { cookie })).json.items[0].id;
    const res = await t.request('/api/tasks', { cookie, body: { title: '\nTrailing newline task\r\n', clientId } });
    expect(res.status, res.text).toBe(201);
    expect(res.json.title).toBe('Trailing newline task');
  });
});
