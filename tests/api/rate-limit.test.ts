import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO_ACCOUNTS, type TestApp } from './harness';

let t: TestApp;
beforeAll(async () => {
  // Small limits keep the test quick; the mechanism is the one production uses.
  t = await createTestApp({
    rateLimits: {
      signInPerAccount: { max: 3, windowSeconds: 900 },
      signInPerIp: { max: 7, windowSeconds: 900 },
      resetPerAccount: { max: 2, windowSeconds: 3600 },
      resetPerIp: { max: 100, windowSeconds: 3600 },
    },
  });
});
afterAll(() => t.close());

describe('rate limits', () => {
  it('stops sign-in attempts on one account with a clear message, even with the right password', async () => {
    for (let i = 0; i < 3; i++) expect((await t.signIn(DEMO_ACCOUNTS.designer, 'wrong-password')).status).toBe(401);
    const blocked = await t.signIn(DEMO_ACCOUNTS.designer);
    expect(blocked.status).toBe(429);
    expect(blocked.json.error.message).toMatch(/^Too many sign-in attempts\. Please wait \d+ minutes? and try again\.$/);
    expect(blocked.headers.get('retry-after')).toBeTruthy();
  });

  it('stops one address trying many accounts', async () => {
    // Three more attempts from the same (test) address reach the per-IP limit of seven (the first test made four).
    for (const email of [DEMO_ACCOUNTS.support, DEMO_ACCOUNTS.manager, DEMO_ACCOUNTS.admin]) {
      expect((await t.signIn(email, 'wrong-password')).status).toBe(401);
    }
    expect((await t.signIn(DEMO_ACCOUNTS.super_admin)).status).toBe(429);
  });

  it('limits password reset requests per account', async () => {
    const ask = () => t.request('/api/auth/request-password-reset', { body: { email: DEMO_ACCOUNTS.admin, redirectTo: '/reset-password' } });
    expect((await ask()).status).toBe(200);
    expect((await ask()).status).toBe(200);
    const blocked = await ask();
    expect(blocked.status).toBe(429);
    expect(blocked.json.error.message).toMatch(/Too many password reset requests/);
  });
});
