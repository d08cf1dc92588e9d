/**
 * The audit log: each listed event (sign-in success and failure, sign-out, user create / update / role change /
 * delete, lead deletion, invoice creation and payment by hand and by Stripe) is recorded with who, when, what and from
 * where; only super_admin and admin read it; its filters; nothing edits it. Password and two-factor changes:
 * audit-log-credentials.test.ts.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '@server/db/client';
import { clientIds, createCustomer, invoiceBody, invoiceEvent, signed, webhook } from '../billing/billing-helpers';
import { DEMO_ACCOUNTS } from '../support/harness';
import { entries, fake, from, latest, nextIp, setUpAuditLog, signInFrom, t, userId } from './audit-log-helpers';

setUpAuditLog();

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
