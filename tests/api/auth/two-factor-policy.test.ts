import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLog } from '@server/db/schema';
import { createTestApp, DEMO_ACCOUNTS, type TestApp } from '../support/harness';
import { enrol } from './two-factor-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const setPolicy = async (email: string, requireStaffTwoFactor: boolean) =>
  t.request('/api/account/security-policy', { method: 'PUT', cookie: await t.as(email), body: { requireStaffTwoFactor } });

describe('require two-factor for all staff', () => {
  it('is off by default and readable by anyone signed in', async () => {
    const res = await t.request('/api/account/security-policy', { cookie: await t.as(DEMO_ACCOUNTS.client_additional) });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ requireStaffTwoFactor: false });
  });

  it('may be switched only by super_admin and admin', async () => {
    expect((await setPolicy(DEMO_ACCOUNTS.manager, true)).status).toBe(403);
    expect((await setPolicy(DEMO_ACCOUNTS.client_primary, true)).status).toBe(403);
    expect((await t.request('/api/account/security-policy', { cookie: await t.as(DEMO_ACCOUNTS.admin) })).json.requireStaffTwoFactor).toBe(
      false,
    );
    const bad = await t.request('/api/account/security-policy', {
      method: 'PUT',
      cookie: await t.as(DEMO_ACCOUNTS.admin),
      body: { requireStaffTwoFactor: 'yes' },
    });
    expect(bad.status).toBe(400);
    const on = await setPolicy(DEMO_ACCOUNTS.admin, true);
    expect(on.status).toBe(200);
    expect(on.json).toEqual({ requireStaffTwoFactor: true });
    const logged = await t.database.db.select().from(activityLog).where(eq(activityLog.action, 'workspace.security_policy_changed'));
    expect(logged).toHaveLength(1);
  });

  it('closes the portal to staff without two-factor, but not who-am-I or Account Settings', async () => {
    const cookie = await t.as(DEMO_ACCOUNTS.developer);
    const projects = await t.request('/api/projects', { cookie });
    expect(projects.status).toBe(403);
    expect(projects.json.error).toEqual({
      code: 'two_factor_required',
      message: 'Your administrator requires two-factor sign-in. Set it up in Account Settings.',
    });
    expect((await t.request('/api/tasks', { cookie })).status).toBe(403);
    const me = await t.request('/api/me', { cookie });
    expect(me.status).toBe(200);
    expect(me.json).toMatchObject({ twoFactorEnabled: false, twoFactorRequired: true });
    expect((await t.request('/api/account/sessions', { cookie })).status).toBe(200);
  });

  it('does not apply to client users', async () => {
    const cookie = await t.as(DEMO_ACCOUNTS.client_primary);
    expect((await t.request('/api/projects', { cookie })).status).toBe(200);
    expect((await t.request('/api/me', { cookie })).json.twoFactorRequired).toBe(false);
  });

  it('lifts once the staff member enrols', async () => {
    const { cookie } = await enrol(t, await t.as(DEMO_ACCOUNTS.developer));
    expect((await t.request('/api/projects', { cookie })).status).toBe(200);
    expect((await t.request('/api/me', { cookie })).json).toMatchObject({ twoFactorEnabled: true, twoFactorRequired: false });
  });

  it('lets an admin who has not enrolled still turn it off again', async () => {
    expect((await t.request('/api/projects', { cookie: await t.as(DEMO_ACCOUNTS.admin) })).status).toBe(403);
    expect((await setPolicy(DEMO_ACCOUNTS.admin, false)).status).toBe(200);
    expect((await t.request('/api/projects', { cookie: await t.as(DEMO_ACCOUNTS.support) })).status).toBe(200);
  });
});
