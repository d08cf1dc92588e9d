/** Plain regression tests for the bugs the fuzz tests found (each was a 500 or an error that named no field). */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '@server/db/client';
import { createTestApp, DEMO_ACCOUNTS, type TestApp } from '../support/harness';

let t: TestApp;
let cookie: string;
const one = async (query: ReturnType<typeof sql>) => (await queryRows<{ v: string }>(t.database.db, query))[0]!.v;

beforeAll(async () => {
  t = await createTestApp();
  cookie = await t.as(DEMO_ACCOUNTS.admin);
});
afterAll(() => t.close());

describe('bad input the fuzzer found', () => {
  it('refuses a search with a NUL character as a field error, not a 500', async () => {
    for (const path of ['/api/clients/export.csv', '/api/tasks', '/api/communications']) {
      const res = await t.request(`${path}?q=a%00b`, { cookie });
      expect(res.status, path).toBe(400);
      expect(res.json.error.fields, path).toHaveProperty('q');
    }
  });

  it('refuses a NUL character in a written field and writes nothing', async () => {
    const clientId = await one(sql`select id::text as v from clients order by id limit 1`);
    const before = await one(sql`select count(*)::text as v from tasks`);
    const res = await t.request('/api/tasks', { cookie, body: { title: 'a\u0000b', clientId } });
    expect(res.status).toBe(400);
    expect(res.json.error.fields).toHaveProperty('title');
    expect(await one(sql`select count(*)::text as v from tasks`)).toBe(before);
  });

  it('answers a null body for expected revenue with 400, not a 500', async () => {
    const clientId = await one(sql`select id::text as v from clients order by id limit 1`);
    const revenueId = await one(sql`select id::text as v from client_revenue order by id limit 1`);
    const created = await t.request(`/api/clients/${clientId}/revenue`, { cookie, rawBody: 'null' });
    expect(created.status).toBe(400);
    expect(created.json.error.fields).toHaveProperty('_');
    const updated = await t.request(`/api/revenue/${revenueId}`, { method: 'PATCH', cookie, rawBody: 'null' });
    expect(updated.status).toBe(400);
  });

  it("names an unknown query parameter called '__proto__'", async () => {
    const res = await t.request('/api/tasks?__proto__=x', { cookie });
    expect(res.status).toBe(400);
    expect(Object.keys(res.json.error.fields)).toEqual(['__proto__']);
  });
});

describe('bad input to better-auth the fuzzer found', () => {
  it('answers a sign-in whose e-mail holds a NUL character with 400 naming the field, not a 500', async () => {
    const res = await t.request('/api/auth/sign-in/email', { body: { email: 'a\u0000b@example.com', password: 'whatever-it-is' } });
    expect(res.status).toBe(400);
    expect(res.json.error.fields).toHaveProperty('email');
  });

  it('answers a sign-in whose e-mail is a lone UTF-16 surrogate with 400 naming the field, not a 500', async () => {
    // JSON can carry half a surrogate pair; the failed sign-in's audit entry (jsonb) could not store it.
    const res = await t.request('/api/auth/sign-in/email', { body: { email: '\ud800' } });
    expect(res.status).toBe(400);
    expect(res.json.error.fields).toHaveProperty('email');
  });

  it('refuses a lone surrogate in a written field and writes nothing', async () => {
    const before = await one(sql`select count(*)::text as v from tasks`);
    const clientId = await one(sql`select id::text as v from clients order by id limit 1`);
    const res = await t.request('/api/tasks', { cookie, body: { title: 'a\udc00b', clientId } });
    expect(res.status).toBe(400);
    expect(res.json.error.fields).toHaveProperty('title');
    expect(await one(sql`select count(*)::text as v from tasks`)).toBe(before);
  });
});
