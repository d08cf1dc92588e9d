import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO_ACCOUNTS, DEMO_PASSWORD, type TestApp } from '../support/harness';

let t: TestApp;
beforeAll(async () => {
  // Small limits keep the test quick; the mechanism is the one production uses. Each test signs in from an address
  // of its own (X-Forwarded-For, trusted here), so the per-address counts do not mix.
  t = await createTestApp({
    env: { TRUST_PROXY: 'true' },
    rateLimits: {
      signInPerAccount: { max: 3, windowSeconds: 900 },
      signInPerIp: { max: 7, windowSeconds: 900 },
      resetPerAccount: { max: 2, windowSeconds: 3600 },
      resetPerIp: { max: 100, windowSeconds: 3600 },
    },
  });
});
afterAll(() => t.close());

const signIn = (from: string, email: string, password = DEMO_PASSWORD) =>
  t.request('/api/auth/sign-in/email', { body: { email, password }, headers: { 'x-forwarded-for': from } });

/** The message's minutes and the Retry-After header say the same thing. */
function expectAgreeingWait(res: Awaited<ReturnType<typeof signIn>>) {
  expect(res.status).toBe(429);
  const minutes = Number(/^Too many sign-in attempts\. Please wait (\d+) minutes? and try again\.$/.exec(res.json.error.message)?.[1]);
  const retryAfter = Number(res.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThan(60);
  expect(retryAfter).toBeLessThanOrEqual(900);
  expect(minutes).toBe(Math.ceil(retryAfter / 60));
}

describe('sign-in limits', () => {
  it('never count successful sign-ins: fifteen in a row all succeed', async () => {
    for (let i = 0; i < 15; i++) expect((await signIn('198.51.100.1', DEMO_ACCOUNTS.developer)).status, `sign-in ${i + 1}`).toBe(200);
  });

  it('stop an account after its failures, even with the right password, with a wait the header agrees with', async () => {
    for (let i = 0; i < 3; i++) expect((await signIn('198.51.100.2', DEMO_ACCOUNTS.designer, 'wrong-password')).status).toBe(401);
    const blocked = await signIn('198.51.100.2', DEMO_ACCOUNTS.designer);
    expectAgreeingWait(blocked);
    // From another address too: the account is what is being guessed.
    expect((await signIn('198.51.100.3', DEMO_ACCOUNTS.designer)).status).toBe(429);
  });

  it('forget an account’s failures once it signs in; the address keeps its count', async () => {
    const from = '198.51.100.4';
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < 2; i++) expect((await signIn(from, DEMO_ACCOUNTS.support, 'wrong-password')).status).toBe(401);
      expect((await signIn(from, DEMO_ACCOUNTS.support)).status, `round ${round + 1}`).toBe(200);
    }
    // Four failures from this address so far; three more reach its limit of seven, then it is stopped.
    for (const email of [DEMO_ACCOUNTS.manager, DEMO_ACCOUNTS.admin, DEMO_ACCOUNTS.client_primary]) {
      expect((await signIn(from, email, 'wrong-password')).status).toBe(401);
    }
    expectAgreeingWait(await signIn(from, DEMO_ACCOUNTS.super_admin));
    // Another address is not affected.
    expect((await signIn('198.51.100.5', DEMO_ACCOUNTS.super_admin)).status).toBe(200);
  });

  it('limits password reset requests per account', async () => {
    const ask = () =>
      t.request('/api/auth/request-password-reset', { body: { email: DEMO_ACCOUNTS.admin, redirectTo: '/reset-password' } });
    expect((await ask()).status).toBe(200);
    expect((await ask()).status).toBe(200);
    const blocked = await ask();
    expect(blocked.status).toBe(429);
    expect(blocked.json.error.message).toMatch(/Too many password reset requests/);
  });
});
