/**
 * The audit log records password and two-factor changes with who, when and from where: a password change, a reset
 * through the mailed link, turning two-factor on and off, and the code step of a sign-in, wrong and right. The other
 * events, and reading the log: audit-log.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { outboxDir } from '@server/bootstrap';
import { readOutbox } from '@server/integrations/mail';
import { secretFromTotpUri, totpCode } from '../../totp';
import { cookieFrom, DEMO_ACCOUNTS, DEMO_PASSWORD } from '../support/harness';
import { entries, from, latest, nextIp, setUpAuditLog, signInFrom, t, userId } from './audit-log-helpers';

setUpAuditLog();

describe('password and two-factor changes', () => {
  it('records a password change with its address', async () => {
    const ip = nextIp();
    const email = DEMO_ACCOUNTS.client_additional;
    const { cookie } = await signInFrom(nextIp(), email);
    const res = await t.request(
      '/api/auth/change-password',
      from(ip, { cookie, body: { currentPassword: DEMO_PASSWORD, newPassword: DEMO_PASSWORD + '!' } }),
    );
    expect(res.status, res.text).toBe(200);
    expect(await latest('account.password_changed', await userId(email))).toMatchObject({ actor_id: await userId(email), ip_address: ip });
  });

  it('records a password reset through the mailed link, with the owner of the link and the address', async () => {
    const email = DEMO_ACCOUNTS.support;
    expect((await t.request('/api/auth/request-password-reset', { body: { email, redirectTo: '/reset-password' } })).status).toBe(200);
    const mail = readOutbox(outboxDir(t.env))
      .filter((m) => m.to === email && m.subject === 'Reset your password')
      .at(-1);
    const token = new URL(mail!.text.match(/https?:\/\/\S+/)![0]).searchParams.get('token');
    const ip = nextIp();
    // The same password again, so the later tests still sign in as support.
    const res = await t.request('/api/auth/reset-password', from(ip, { body: { token, newPassword: DEMO_PASSWORD } }));
    expect(res.status, res.text).toBe(200);
    expect(await latest('account.password_reset', await userId(email))).toMatchObject({
      actor_id: await userId(email),
      ip_address: ip,
      metadata: { via: 'reset_link' },
    });
    // A used or made-up token records nothing.
    expect((await t.request('/api/auth/reset-password', from(nextIp(), { body: { token, newPassword: DEMO_PASSWORD } }))).status).toBe(400);
    expect(await entries('account.password_reset')).toHaveLength(1);
  });

  it('records turning two-factor on, the code step of a sign-in (wrong and right) and turning it off', async () => {
    const email = DEMO_ACCOUNTS.designer;
    const id = await userId(email);
    let { cookie } = await signInFrom(nextIp(), email);
    const enabled = await t.request('/api/auth/two-factor/enable', { cookie, body: { password: DEMO_PASSWORD } });
    expect(enabled.status, enabled.text).toBe(200);
    const secret = secretFromTotpUri(enabled.json.totpURI);
    const enrolIp = nextIp();
    const confirmed = await t.request('/api/auth/two-factor/verify-totp', from(enrolIp, { cookie, body: { code: totpCode(secret) } }));
    expect(confirmed.status).toBe(200);
    expect(await latest('account.two_factor_enabled', id)).toMatchObject({ actor_id: id, ip_address: enrolIp });
    // Confirming enrolment is not a sign-in.
    expect(await entries('account.signed_in', id)).toHaveLength(1);

    const passwordIp = nextIp();
    const challenge = await signInFrom(passwordIp, email);
    expect(challenge.json.twoFactorRedirect).toBe(true);
    expect(await latest('account.sign_in_code_requested', id)).toMatchObject({ actor_id: id, ip_address: passwordIp });

    const wrongIp = nextIp();
    const wrong = await t.request(
      '/api/auth/two-factor/verify-totp',
      from(wrongIp, { cookie: challenge.cookie, body: { code: '000000' } }),
    );
    expect(wrong.status).toBe(401);
    const failed = await latest('account.sign_in_failed', id);
    expect(failed).toMatchObject({ actor_id: null, ip_address: wrongIp, metadata: { email, method: 'authenticator_code' } });
    expect(JSON.stringify(failed)).not.toContain('000000');

    const rightIp = nextIp();
    const right = await t.request(
      '/api/auth/two-factor/verify-totp',
      from(rightIp, { cookie: challenge.cookie, body: { code: totpCode(secret) } }),
    );
    expect(right.status).toBe(200);
    expect(await latest('account.signed_in', id)).toMatchObject({
      actor_id: id,
      ip_address: rightIp,
      metadata: { method: 'authenticator_code' },
    });

    cookie = cookieFrom(right.headers);
    const offIp = nextIp();
    const off = await t.request('/api/auth/two-factor/disable', from(offIp, { cookie, body: { password: DEMO_PASSWORD } }));
    expect(off.status, off.text).toBe(200);
    expect(await latest('account.two_factor_disabled', id)).toMatchObject({ actor_id: id, ip_address: offIp });
  });
});
