/**
 * The audit log: each listed event (sign-in success and failure, sign-out, password and two-factor changes, user
 * create / update / role change / delete, lead deletion, invoice creation and payment by hand and by Stripe) is
 * recorded with who, when, what and from where; only super_admin and admin read it; its filters; nothing edits it.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxDir } from '@server/bootstrap';
import { queryRows } from '@server/db/client';
import { readOutbox } from '@server/integrations/mail';
import { secretFromTotpUri, totpCode } from '../../totp';
import { startFakeStripe, type FakeStripe } from '../../fake-stripe';
import { clientIds, createCustomer, invoiceBody, invoiceEvent, signed, webhook, WEBHOOK_SECRET } from '../billing/billing-helpers';
import { cookieFrom, createTestApp, DEMO_ACCOUNTS, DEMO_PASSWORD, type TestApp } from '../support/harness';

let fake: FakeStripe;
let t: TestApp;
let ipCount = 0;
/** A fresh documentation address (RFC 5737) per request, so each entry's ip names the request that caused it. */
const nextIp = () => `198.51.100.${++ipCount}`;

interface Entry {
  actor_id: string | null;
  action: string;
  entity_type: string;
  entity_id: string | null;
  summary: string;
  ip_address: string | null;
  metadata: Record<string, unknown> | null;
  created_at: Date | string;
}

async function entries(action: string, entityId?: string): Promise<Entry[]> {
  return queryRows<Entry>(
    t.database.db,
    sql`select actor_id, action, entity_type, entity_id, summary, ip_address, metadata, created_at from activity_log
        where action = ${action} ${entityId ? sql`and entity_id = ${entityId}` : sql``} order by created_at desc`,
  );
}

async function latest(action: string, entityId?: string): Promise<Entry> {
  const [row] = await entries(action, entityId);
  expect(row, `no ${action} entry`).toBeDefined();
  return row!;
}

async function userId(email: string): Promise<string> {
  const [row] = await queryRows<{ id: string }>(t.database.db, sql`select id from users where email = ${email}`);
  return row!.id;
}

/** A request from `ip`, as a proxy in front of the app reports it. */
function from(ip: string, init: Parameters<TestApp['request']>[1] = {}) {
  return { ...init, headers: { ...init.headers, 'x-forwarded-for': `${ip}, 10.0.0.1` } };
}

async function signInFrom(ip: string, email: string, password = DEMO_PASSWORD) {
  const res = await t.request('/api/auth/sign-in/email', from(ip, { body: { email, password } }));
  return { ...res, cookie: cookieFrom(res.headers) };
}

beforeAll(async () => {
  fake = await startFakeStripe();
  t = await createTestApp({
    env: { TRUST_PROXY: 'true', STRIPE_SECRET_KEY: 'sk_test_fake', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_BASE: fake.url },
  });
});

afterAll(async () => {
  await t?.close();
  await fake?.close();
});

describe('sign-in and sign-out', () => {
  it('records a successful sign-in with the user, the time and the first forwarded address', async () => {
    const ip = nextIp();
    const before = new Date(Date.now() - 1000);
    const res = await signInFrom(ip, DEMO_ACCOUNTS.manager);
    expect(res.status).toBe(200);
    const entry = await latest('account.signed_in', await userId(DEMO_ACCOUNTS.manager));
    expect(entry).toMatchObject({ actor_id: await userId(DEMO_ACCOUNTS.manager), ip_address: ip, metadata: { method: 'password' } });
    expect(new Date(entry.created_at).getTime()).toBeGreaterThanOrEqual(before.getTime());
  });

  it('records a failure with the e-mail tried and never the password, for known and unknown e-mails', async () => {
    const ip = nextIp();
    const secret = 'Wrong-Password-Never-Stored-42';
    expect((await signInFrom(ip, DEMO_ACCOUNTS.developer, secret)).status).toBe(401);
    const known = await latest('account.sign_in_failed', await userId(DEMO_ACCOUNTS.developer));
    expect(known).toMatchObject({
      actor_id: null,
      ip_address: ip,
      metadata: { email: DEMO_ACCOUNTS.developer, reason: 'INVALID_EMAIL_OR_PASSWORD' },
    });

    expect((await signInFrom(ip, 'Nobody@Example.test', secret)).status).toBe(401);
    const [unknown] = (await entries('account.sign_in_failed')).filter((e) => e.metadata?.email === 'nobody@example.test');
    expect(unknown).toMatchObject({ entity_id: null, ip_address: ip });
    expect(unknown!.summary).toContain('nobody@example.test');

    const stored = await queryRows<{ row: string }>(t.database.db, sql`select row_to_json(a)::text as row from activity_log a`);
    expect(stored.some((r) => r.row.includes(secret))).toBe(false);
  });

  it('records sign-out', async () => {
    const ip = nextIp();
    const { cookie } = await signInFrom(nextIp(), DEMO_ACCOUNTS.support);
    const out = await t.request('/api/auth/sign-out', from(ip, { cookie, body: {} }));
    expect(out.status).toBe(200);
    expect(await latest('account.signed_out', await userId(DEMO_ACCOUNTS.support))).toMatchObject({
      actor_id: await userId(DEMO_ACCOUNTS.support),
      ip_address: ip,
    });
  });
});

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

describe('users, leads and invoices', () => {
  it('records user create, update, role change and delete with the admin and their address', async () => {
    const admin = await t.as(DEMO_ACCOUNTS.admin);
    const adminId = await userId(DEMO_ACCOUNTS.admin);
    const ips = [nextIp(), nextIp(), nextIp(), nextIp()] as const;
    const body = {
      firstName: 'Audit',
      lastName: 'Subject',
      email: 'audit.subject@example.test',
      role: 'developer',
      password: 'correct-horse-battery',
    };
    const created = await t.request('/api/users', from(ips[0], { cookie: admin, body }));
    expect(created.status, created.text).toBe(201);
    const id = created.json.id as string;
    expect(await latest('user.created', id)).toMatchObject({ actor_id: adminId, ip_address: ips[0], metadata: { role: 'developer' } });

    expect(
      (await t.request(`/api/users/${id}`, from(ips[1], { method: 'PATCH', cookie: admin, body: { firstName: 'Audited' } }))).status,
    ).toBe(200);
    expect(await latest('user.updated', id)).toMatchObject({
      actor_id: adminId,
      ip_address: ips[1],
      metadata: { fields: ['firstName', 'name'] },
    });

    expect((await t.request(`/api/users/${id}`, from(ips[2], { method: 'PATCH', cookie: admin, body: { role: 'designer' } }))).status).toBe(
      200,
    );
    expect(await latest('user.role_changed', id)).toMatchObject({
      actor_id: adminId,
      ip_address: ips[2],
      metadata: { from: 'developer', to: 'designer' },
    });

    expect((await t.request(`/api/users/${id}`, from(ips[3], { method: 'DELETE', cookie: admin }))).status).toBe(204);
    expect(await latest('user.deleted', id)).toMatchObject({ actor_id: adminId, ip_address: ips[3], metadata: { email: body.email } });
  });

  it('records lead deletion with what was deleted', async () => {
    const enquiry = {
      firstName: 'Lead',
      lastName: 'Gone',
      email: 'lead.gone@example.test',
      company: 'Ephemeral Ltd',
      projectType: 'consultation',
      description: 'Please delete me later.',
    };
    expect((await t.request('/api/contact-submissions', from(nextIp(), { body: enquiry }))).status).toBe(201);
    const [lead] = await queryRows<{ id: string }>(t.database.db, sql`select id from contact_submissions where email = ${enquiry.email}`);
    const ip = nextIp();
    const res = await t.request(
      `/api/contact-submissions/${lead!.id}`,
      from(ip, { method: 'DELETE', cookie: await t.as(DEMO_ACCOUNTS.manager) }),
    );
    expect(res.status).toBe(204);
    const entry = await latest('lead.deleted', lead!.id);
    expect(entry).toMatchObject({
      actor_id: await userId(DEMO_ACCOUNTS.manager),
      ip_address: ip,
      metadata: { email: enquiry.email, company: enquiry.company },
    });
  });

  it('records invoice creation, a payment by Stripe webhook, and a payment marked by hand', async () => {
    const admin = await t.as(DEMO_ACCOUNTS.admin);
    const adminId = await userId(DEMO_ACCOUNTS.admin);
    const { own } = await clientIds(t);
    expect((await createCustomer(t, own)).status).toBe(200);
    const createIp = nextIp();
    const created = await t.request(`/api/clients/${own}/invoices`, from(createIp, { cookie: admin, body: invoiceBody() }));
    expect(created.status, created.text).toBe(201);
    expect(await latest('invoice.created', created.json.id)).toMatchObject({
      actor_id: adminId,
      ip_address: createIp,
      metadata: { amountMinor: 15997 },
    });

    const paid = fake.setInvoiceStatus(created.json.stripeInvoiceId, 'paid');
    const { raw, header } = signed(invoiceEvent('evt_audit_paid', 'invoice.paid', paid));
    const stripeIp = nextIp();
    const hook = await t.request(
      '/api/webhooks/stripe',
      from(stripeIp, { rawBody: raw, headers: { 'stripe-signature': header, origin: '' } }),
    );
    expect(hook.status).toBe(200);
    // Stripe's payment is recorded as any payment is (decision 0054), by nobody, from Stripe's address.
    const byStripe = await latest('invoice.payment_recorded', created.json.id);
    expect(byStripe).toMatchObject({ actor_id: null, ip_address: stripeIp });
    expect(byStripe.summary).toContain('Stripe');
    // A replay records nothing more.
    expect((await webhook(t, invoiceEvent('evt_audit_paid', 'invoice.paid', paid))).status).toBe(200);
    expect(await entries('invoice.payment_recorded', created.json.id)).toHaveLength(1);

    // Invoices Stripe does not hold (the seeded ones) are marked paid by staff.
    const [manual] = await queryRows<{ id: string }>(
      t.database.db,
      // An issued, unpaid one: a draft is issued before a payment is recorded on it (decision 0054).
      sql`select id from invoices where stripe_invoice_id is null and status = 'open' limit 1`,
    );
    const markIp = nextIp();
    const marked = await t.request(
      `/api/invoices/${manual!.id}`,
      from(markIp, { method: 'PATCH', cookie: admin, body: { status: 'paid' } }),
    );
    expect(marked.status, marked.text).toBe(200);
    expect(await latest('invoice.payment_recorded', manual!.id)).toMatchObject({ actor_id: adminId, ip_address: markIp });
  });
});

describe('reading the audit log', () => {
  const list = async (query: string, who: keyof typeof DEMO_ACCOUNTS = 'admin') =>
    t.request(`/api/audit-log${query}`, { cookie: await t.as(DEMO_ACCOUNTS[who]) });

  it('is readable by super_admin and admin only', async () => {
    for (const who of ['super_admin', 'admin'] as const) expect((await list('', who)).status).toBe(200);
    for (const who of ['manager', 'developer', 'designer', 'support', 'client_primary'] as const)
      expect((await list('', who)).status).toBe(403);
    expect((await t.request('/api/audit-log')).status).toBe(401);
  });

  it('answers entries newest first with the actor, what and where', async () => {
    const res = await list('?pageSize=200');
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ page: 1, pageSize: 200 });
    expect(res.json.total).toBeGreaterThan(10);
    const times = (res.json.items as Array<{ createdAt: string }>).map((i) => Date.parse(i.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const roleChange = res.json.items.find((i: { action: string }) => i.action === 'user.role_changed');
    expect(Object.keys(roleChange).sort()).toEqual([
      'action',
      'actor',
      'createdAt',
      'entityId',
      'entityType',
      'id',
      'ipAddress',
      'metadata',
      'summary',
    ]);
    expect(roleChange.actor).toEqual({ id: await userId(DEMO_ACCOUNTS.admin), name: expect.any(String), email: DEMO_ACCOUNTS.admin });
    expect(roleChange.ipAddress).toMatch(/^198\.51\.100\./);
    const failure = res.json.items.find((i: { action: string }) => i.action === 'account.sign_in_failed');
    expect(failure.actor).toBeNull();
  });

  it('filters by category, action, actor, date range and summary text, and pages', async () => {
    const signIns = await list('?category=sign_in&pageSize=200');
    expect(signIns.json.items.length).toBeGreaterThan(0);
    for (const item of signIns.json.items) expect(item.action).toMatch(/^account\.sign/);

    const invoices = await list('?action=invoice.');
    // Every invoice event, and only those: the test's invoice and two payments, beside the demo's own (its quote's
    // deposit, a reminded invoice's reminders and late fee).
    const actions: string[] = invoices.json.items.map((i: { action: string }) => i.action);
    for (const action of actions) expect(action).toMatch(/^invoice\./);
    expect(actions).toContain('invoice.created');
    expect(actions.filter((a) => a === 'invoice.payment_recorded')).toHaveLength(2);
    // '_' in an action is a letter, not a LIKE wildcard.
    expect(
      (await list('?action=account.sign_in_')).json.items.every((i: { action: string }) => i.action.startsWith('account.sign_in_')),
    ).toBe(true);

    const managerId = await userId(DEMO_ACCOUNTS.manager);
    const byManager = await list(`?actorId=${managerId}&pageSize=200`);
    expect(byManager.json.total).toBeGreaterThan(0);
    for (const item of byManager.json.items) expect(item.actor.id).toBe(managerId);

    const today = new Date().toISOString().slice(0, 10);
    const all = await list('');
    const fromToday = await list(`?from=${today}&to=${today}`);
    expect(fromToday.json.total).toBeGreaterThan(0);
    expect(fromToday.json.total).toBeLessThanOrEqual(all.json.total);
    expect((await list('?from=2099-01-01')).json.total).toBe(0);
    expect((await list('?to=2000-01-01')).json.total).toBe(0);

    const searched = await list('?q=Ephemeral');
    expect(searched.json.items.map((i: { action: string }) => i.action)).toContain('lead.deleted');
    expect((await list('?q=%25_%25')).json.total).toBe(0);

    const first = await list('?pageSize=2&page=1');
    const second = await list('?pageSize=2&page=2');
    expect(first.json.items).toHaveLength(2);
    expect(second.json.items[0].id).not.toBe(first.json.items[0].id);
    expect(second.json.items[0].id).not.toBe(first.json.items[1].id);
  });

  it('refuses bad filters per field', async () => {
    const res = await list('?pageSize=201&category=nope&actorId=x&from=2026-02-31&action=DROP%20TABLE&extra=1');
    expect(res.status).toBe(400);
    expect(Object.keys(res.json.error.fields).sort()).toEqual(['action', 'actorId', 'category', 'extra', 'from', 'pageSize']);
    const reversed = await list('?from=2026-02-02&to=2026-02-01');
    expect(reversed.status).toBe(400);
    expect(reversed.json.error.fields.to).toBe('to must not be before from');
  });

  it('has no route that edits or deletes an entry, and the entry stays as it was', async () => {
    const [entry] = await queryRows<{ id: string; summary: string }>(
      t.database.db,
      sql`select id, summary from activity_log order by created_at desc limit 1`,
    );
    const cookie = await t.as(DEMO_ACCOUNTS.super_admin);
    for (const method of ['PATCH', 'PUT', 'DELETE', 'POST']) {
      const res = await t.request(`/api/audit-log/${entry!.id}`, { method, cookie, body: { summary: 'rewritten' } });
      expect([404, 405], `${method} /api/audit-log/:id`).toContain(res.status);
    }
    for (const method of ['DELETE', 'PATCH']) {
      const res = await t.request('/api/audit-log', { method, cookie, body: {} });
      expect([404, 405], `${method} /api/audit-log`).toContain(res.status);
    }
    const [after] = await queryRows<{ summary: string }>(t.database.db, sql`select summary from activity_log where id = ${entry!.id}`);
    expect(after!.summary).toBe(entry!.summary);
  });
});
