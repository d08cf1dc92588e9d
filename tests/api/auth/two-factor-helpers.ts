/** Two-factor steps as a browser takes them, for the API tests: enrol with a real TOTP code, answer a challenge. */
import { expect } from 'vitest';
import { secretFromTotpUri, totpCode } from '../../totp';
import { cookieFrom, DEMO_PASSWORD, type TestApp } from '../support/harness';

/** Turns two-factor on for the signed-in `cookie`; returns the secret, backup codes and the rotated session cookie. */
export async function enrol(t: TestApp, cookie: string) {
  const enabled = await t.request('/api/auth/two-factor/enable', { cookie, body: { password: DEMO_PASSWORD } });
  expect(enabled.status, enabled.text).toBe(200);
  const secret = secretFromTotpUri(enabled.json.totpURI);
  const confirmed = await t.request('/api/auth/two-factor/verify-totp', { cookie, body: { code: totpCode(secret) } });
  expect(confirmed.status, confirmed.text).toBe(200);
  // Enrolment replaces the session (better-auth rotates it when the user changes); the browser follows the cookie.
  return {
    secret,
    backupCodes: enabled.json.backupCodes as string[],
    totpURI: enabled.json.totpURI as string,
    cookie: cookieFrom(confirmed.headers),
  };
}

/** Password step of a sign-in for an enrolled user: the challenge cookie, not yet a session. */
export async function startSignIn(t: TestApp, email: string) {
  const res = await t.signIn(email);
  expect(res.status, res.text).toBe(200);
  expect(res.json).toMatchObject({ twoFactorRedirect: true, twoFactorMethods: ['totp'] });
  return res.cookie;
}
