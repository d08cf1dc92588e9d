import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLog, twoFactors, users } from '@server/db/schema';
import { totpCode } from '../../totp';
import { cookieFrom, createTestApp, DEMO_ACCOUNTS, DEMO_PASSWORD, type TestApp } from '../support/harness';
import { enrol, startSignIn } from './two-factor-helpers';

const EMAIL = DEMO_ACCOUNTS.designer;
let t: TestApp;
let secret: string;
let backupCodes: string[];
let cookie: string;

beforeAll(async () => {
  t = await createTestApp({ rateLimits: { signInPerAccount: { max: 100, windowSeconds: 60 } } });
});
afterAll(() => t.close());

const me = (c: string) => t.request('/api/me', { cookie: c });
const actions = async (email: string) => {
  const [user] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  const rows = await t.database.db.select({ action: activityLog.action }).from(activityLog).where(eq(activityLog.actorId, user!.id));
  return rows.map((r) => r.action);
};

const failedSignIns = async () => {
  const [user] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, EMAIL));
  const rows = await t.database.db
    .select()
    .from(activityLog)
    .where(and(eq(activityLog.entityId, user!.id), eq(activityLog.action, 'account.sign_in_failed')));
  return rows.length;
};

describe('two-factor enrolment', () => {
  it('asks for the password before handing out a secret', async () => {
    const signedIn = await t.as(EMAIL);
    const res = await t.request('/api/auth/two-factor/enable', { cookie: signedIn, body: { password: 'not-my-password' } });
    expect(res.status).toBe(400);
    expect(res.json.totpURI).toBeUndefined();
  });

  it('is not on until a code from the authenticator confirms it', async () => {
    const signedIn = await t.as(EMAIL);
    const enabled = await t.request('/api/auth/two-factor/enable', { cookie: signedIn, body: { password: DEMO_PASSWORD } });
    expect(enabled.status).toBe(200);
    expect(enabled.json.totpURI).toMatch(/^otpauth:\/\/totp\/Agency%20Portal:designer%40demo\.test\?secret=[A-Z2-7]+/);
    expect(enabled.json.backupCodes).toHaveLength(10);
    expect((await me(signedIn)).json.twoFactorEnabled).toBe(false);
    // Started but unconfirmed: signing in still needs only the password.
    const plain = await t.signIn(EMAIL);
    expect(plain.json.twoFactorRedirect).toBeUndefined();
    expect((await me(plain.cookie)).status).toBe(200);
  });

  it('turns on with a confirmed code, keeps the secret encrypted and records it', async () => {
    ({ secret, backupCodes, cookie } = await enrol(t, await t.as(EMAIL)));
    const current = await me(cookie);
    expect(current.status).toBe(200);
    expect(current.json.twoFactorEnabled).toBe(true);
    const [row] = await t.database.db.select().from(twoFactors);
    expect(row!.verified).toBe(true);
    expect(row!.secret).not.toContain(secret);
    expect(row!.backupCodes).not.toContain(backupCodes[0]);
    expect(await actions(EMAIL)).toContain('account.two_factor_enabled');
  });
});

describe('signing in with two-factor', () => {
  it('answers the password with a challenge, not a session', async () => {
    const challenge = await startSignIn(t, EMAIL);
    expect(challenge).toContain('portal.two_factor=');
    expect(challenge).not.toContain('session_token');
    expect((await me(challenge)).status).toBe(401);
  });

  it('refuses a wrong code and accepts the current one', async () => {
    const challenge = await startSignIn(t, EMAIL);
    const wrongCode = totpCode(secret) === '000000' ? '111111' : '000000';
    const wrong = await t.request('/api/auth/two-factor/verify-totp', { cookie: challenge, body: { code: wrongCode } });
    expect(wrong.status).toBe(401);
    expect(wrong.headers.getSetCookie().some((c) => c.startsWith('portal.session_token=') && !c.startsWith('portal.session_token=;'))).toBe(
      false,
    );
    const right = await t.request('/api/auth/two-factor/verify-totp', { cookie: challenge, body: { code: totpCode(secret) } });
    expect(right.status, right.text).toBe(200);
    const session = cookieFrom(right.headers);
    expect((await me(session)).json.user.email).toBe(EMAIL);
  });

  it('refuses a code without the challenge of a password sign-in', async () => {
    const res = await t.request('/api/auth/two-factor/verify-totp', { body: { code: totpCode(secret) } });
    expect(res.status).toBe(401);
  });

  it('accepts a backup code once only', async () => {
    const code = backupCodes[0]!;
    const first = await t.request('/api/auth/two-factor/verify-backup-code', { cookie: await startSignIn(t, EMAIL), body: { code } });
    expect(first.status, first.text).toBe(200);
    expect((await me(cookieFrom(first.headers))).status).toBe(200);
    const again = await t.request('/api/auth/two-factor/verify-backup-code', { cookie: await startSignIn(t, EMAIL), body: { code } });
    expect(again.status).toBe(401);
    expect(cookieFrom(again.headers)).not.toContain('session_token');
  });

  it('refuses the code step of a user deactivated after their password was accepted', async () => {
    const challenge = await startSignIn(t, EMAIL);
    await t.database.db.update(users).set({ status: 'inactive' }).where(eq(users.email, EMAIL));
    try {
      // The next step's code (accepted too): the current one signed in above, and a code signs in once.
      const res = await t.request('/api/auth/two-factor/verify-totp', {
        cookie: challenge,
        body: { code: totpCode(secret, Date.now(), 1) },
      });
      expect(res.status).toBe(403);
      expect(cookieFrom(res.headers)).not.toContain('session_token');
    } finally {
      await t.database.db.update(users).set({ status: 'active' }).where(eq(users.email, EMAIL));
    }
  });

  it('accepts a code for one sign-in only: the same code again, or an older one, is refused', async () => {
    // The next step's code: fresh whatever the steps before used (the refused sign-in above gave its step back).
    const code = totpCode(secret, Date.now(), 1);
    const failedBefore = await failedSignIns();
    const first = await t.request('/api/auth/two-factor/verify-totp', { cookie: await startSignIn(t, EMAIL), body: { code } });
    expect(first.status, first.text).toBe(200);
    const again = await t.request('/api/auth/two-factor/verify-totp', { cookie: await startSignIn(t, EMAIL), body: { code } });
    expect(again.status).toBe(401);
    expect(again.json.error).toMatchObject({ code: 'code_already_used' });
    expect(again.json.error.message).toMatch(/already been used/);
    expect(cookieFrom(again.headers)).not.toContain('session_token');
    const older = await t.request('/api/auth/two-factor/verify-totp', {
      cookie: await startSignIn(t, EMAIL),
      body: { code: totpCode(secret) },
    });
    expect(older.status).toBe(401);
    // Each refusal is a failed sign-in in the audit log, like a wrong code.
    expect(await failedSignIns()).toBe(failedBefore + 2);
  });

  it('puts our rate limit in front of the code checks', async () => {
    const limited = await createTestApp({ rateLimits: { signInPerAccount: { max: 2, windowSeconds: 60 } } });
    try {
      const { secret: own } = await enrol(limited, await limited.as(DEMO_ACCOUNTS.support));
      const challenge = (await limited.signIn(DEMO_ACCOUNTS.support)).cookie;
      const attempt = () => limited.request('/api/auth/two-factor/verify-totp', { cookie: challenge, body: { code: '000000' } });
      await attempt();
      await attempt();
      const third = await limited.request('/api/auth/two-factor/verify-totp', { cookie: challenge, body: { code: totpCode(own) } });
      expect(third.status).toBe(429);
      expect(third.json.error.message).toMatch(/Too many verification attempts/);
    } finally {
      await limited.close();
    }
  });
});

describe('backup codes and turning off', () => {
  it('regenerates backup codes with the password; the old ones stop working', async () => {
    const res = await t.request('/api/auth/two-factor/generate-backup-codes', { cookie, body: { password: DEMO_PASSWORD } });
    expect(res.status, res.text).toBe(200);
    expect(res.json.backupCodes).toHaveLength(10);
    const old = await t.request('/api/auth/two-factor/verify-backup-code', {
      cookie: await startSignIn(t, EMAIL),
      body: { code: backupCodes[1] },
    });
    expect(old.status).toBe(401);
    const fresh = await t.request('/api/auth/two-factor/verify-backup-code', {
      cookie: await startSignIn(t, EMAIL),
      body: { code: res.json.backupCodes[0] },
    });
    expect(fresh.status).toBe(200);
    expect(await actions(EMAIL)).toContain('account.backup_codes_regenerated');
  });

  it('turns off only with the password, then signing in needs the password alone', async () => {
    const wrong = await t.request('/api/auth/two-factor/disable', { cookie, body: { password: 'not-my-password' } });
    expect(wrong.status).toBe(400);
    const off = await t.request('/api/auth/two-factor/disable', { cookie, body: { password: DEMO_PASSWORD } });
    expect(off.status, off.text).toBe(200);
    expect((await me(cookieFrom(off.headers))).json.twoFactorEnabled).toBe(false);
    expect(await t.database.db.select().from(twoFactors)).toHaveLength(0);
    const plain = await t.signIn(EMAIL);
    expect(plain.json.twoFactorRedirect).toBeUndefined();
    expect((await me(plain.cookie)).status).toBe(200);
    expect(await actions(EMAIL)).toContain('account.two_factor_disabled');
  });
});
