import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxDir } from '@server/bootstrap';
import { queryRows } from '@server/db/client';
import { activityLog, clients, contactSubmissions } from '@server/db/schema';
import { readOutbox } from '@server/integrations/mail';
import { createTestApp, DEMO_ACCOUNTS, type TestApp } from '../support/harness';

const ENQUIRY = {
  firstName: 'Grace',
  lastName: 'Hopper',
  email: 'Grace@Compilers.example',
  company: 'Compilers & Co',
  projectType: 'saas',
  description: 'We need a SaaS product for scheduling naval logistics.',
};

let t: TestApp;
let admin: string;
const leadCount = async () =>
  Number((await queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from contact_submissions`))[0]!.n);

beforeAll(async () => {
  t = await createTestApp({ rateLimits: { contactPerIp: { max: 1000, windowSeconds: 60 } } });
  admin = await t.as(DEMO_ACCOUNTS.admin);
});
afterAll(() => t.close());

describe('the contact form endpoint', () => {
  it('stores an enquiry as a new lead, records it and tells the staff who work leads', async () => {
    const res = await t.request('/api/contact-submissions', { body: ENQUIRY });
    expect(res.status).toBe(201);
    const [lead] = await t.database.db.select().from(contactSubmissions).where(eq(contactSubmissions.company, 'Compilers & Co'));
    expect(lead).toMatchObject({ status: 'new', email: 'grace@compilers.example', firstName: 'Grace' });
    const [event] = await t.database.db.select().from(activityLog).where(eq(activityLog.entityId, lead!.id));
    expect(event!.action).toBe('lead.created');

    await expect.poll(() => readOutbox(outboxDir(t.env)).filter((m) => m.subject.includes('Grace Hopper')).length).toBeGreaterThan(0);
    const to = readOutbox(outboxDir(t.env))
      .filter((m) => m.subject.includes('Grace Hopper'))
      .map((m) => m.to);
    expect(to).toEqual(expect.arrayContaining([DEMO_ACCOUNTS.admin, DEMO_ACCOUNTS.super_admin, DEMO_ACCOUNTS.manager]));
    expect(to).not.toContain(DEMO_ACCOUNTS.developer);
    expect(to).not.toContain(DEMO_ACCOUNTS.client_primary);
  });

  it('names every missing or wrong field and stores nothing', async () => {
    const before = await leadCount();
    const empty = await t.request('/api/contact-submissions', { body: {} });
    expect(empty.status).toBe(400);
    expect(Object.keys(empty.json.error.fields).sort()).toEqual([
      'company',
      'description',
      'email',
      'firstName',
      'lastName',
      'projectType',
    ]);
    const wrong = await t.request('/api/contact-submissions', {
      body: { ...ENQUIRY, email: 'not-an-email', projectType: 'rocket-science', firstName: '   ' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.json.error.fields).toMatchObject({
      email: 'Enter a valid email address',
      projectType: 'Choose a project type',
      firstName: 'First name is required',
    });
    const long = await t.request('/api/contact-submissions', { body: { ...ENQUIRY, description: 'x'.repeat(5001) } });
    expect(long.json.error.fields.description).toMatch(/at most 5000/);
    const extra = await t.request('/api/contact-submissions', { body: { ...ENQUIRY, status: 'qualified' } });
    expect(extra.status).toBe(400);
    expect(extra.json.error.fields.status).toBe('Unknown field.');
    expect(await leadCount()).toBe(before);
  });

  it('quietly drops what a bot sends through the honeypot', async () => {
    const before = await leadCount();
    const res = await t.request('/api/contact-submissions', { body: { ...ENQUIRY, website: 'http://spam.example' } });
    expect(res.status).toBe(201);
    expect(await leadCount()).toBe(before);
  });

  it('keeps the lead when the mail cannot be sent', async () => {
    const broken = await createTestApp({ mailer: { mode: 'smtp', send: async () => Promise.reject(new Error('SMTP down')) } });
    try {
      const res = await broken.request('/api/contact-submissions', { body: { ...ENQUIRY, company: 'Mail Down Ltd' } });
      expect(res.status).toBe(201);
      const rows = await broken.database.db.select().from(contactSubmissions).where(eq(contactSubmissions.company, 'Mail Down Ltd'));
      expect(rows).toHaveLength(1);
    } finally {
      await broken.close();
    }
  });

  it('limits how many enquiries one address sends, with a clear message', async () => {
    const limited = await createTestApp({ rateLimits: { contactPerIp: { max: 2, windowSeconds: 600 } } });
    try {
      expect((await limited.request('/api/contact-submissions', { body: ENQUIRY })).status).toBe(201);
      expect((await limited.request('/api/contact-submissions', { body: ENQUIRY })).status).toBe(201);
      const third = await limited.request('/api/contact-submissions', { body: ENQUIRY });
      expect(third.status).toBe(429);
      expect(third.json.error.message).toMatch(/^Too many messages from your network\. Please wait \d+ minutes? and try again\.$/);
    } finally {
      await limited.close();
    }
  });
});

describe('working the leads', () => {
  const firstLead = async (status?: string) => {
    const rows = await queryRows<{ id: string; company: string; first_name: string }>(
      t.database.db,
      status
        ? sql`select id, company, first_name from contact_submissions where status = ${status} and client_id is null order by created_at limit 1`
        : sql`select id, company, first_name from contact_submissions where client_id is null order by created_at limit 1`,
    );
    return rows[0]!;
  };

  it('lists newest first with per-status counts, searches and filters on the server', async () => {
    const all = await t.request('/api/contact-submissions', { cookie: admin });
    expect(all.status).toBe(200);
    expect(all.json.total).toBe(await leadCount());
    expect(all.json.stats.total).toBe(all.json.total);
    expect(all.json.stats.new + all.json.stats.contacted + all.json.stats.qualified + all.json.stats.disqualified).toBe(all.json.total);
    const dates = all.json.items.map((i: { createdAt: string }) => i.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);

    const found = await t.request('/api/contact-submissions?q=compilers%20%26', { cookie: admin });
    expect(found.json.items.map((i: { company: string }) => i.company)).toEqual(['Compilers & Co']);
    const byName = await t.request('/api/contact-submissions?q=grace%20hopper', { cookie: admin });
    expect(byName.json.total).toBe(1);

    const qualified = await t.request('/api/contact-submissions?status=qualified', { cookie: admin });
    expect(qualified.json.items.length).toBeGreaterThan(0);
    expect(qualified.json.items.every((i: { status: string }) => i.status === 'qualified')).toBe(true);
    expect((await t.request('/api/contact-submissions?status=won', { cookie: admin })).status).toBe(400);
  });

  it('sets any status directly', async () => {
    const lead = await firstLead('new');
    const res = await t.request(`/api/contact-submissions/${lead.id}`, {
      method: 'PATCH',
      cookie: admin,
      body: { status: 'disqualified' },
    });
    expect(res.status).toBe(200);
    expect(res.json.status).toBe('disqualified');
    const back = await t.request(`/api/contact-submissions/${lead.id}`, { method: 'PATCH', cookie: admin, body: { status: 'new' } });
    expect(back.json.status).toBe('new');
    const bad = await t.request(`/api/contact-submissions/${lead.id}`, { method: 'PATCH', cookie: admin, body: { status: 'won' } });
    expect(bad.status).toBe(400);
    expect(bad.json.error.fields.status).toBe('Unknown status');
  });

  it('deletes a lead once, and records who did', async () => {
    const lead = await firstLead();
    const res = await t.request(`/api/contact-submissions/${lead.id}`, { method: 'DELETE', cookie: admin });
    expect(res.status).toBe(204);
    expect((await t.request(`/api/contact-submissions/${lead.id}`, { method: 'DELETE', cookie: admin })).status).toBe(404);
    const [event] = await t.database.db
      .select()
      .from(activityLog)
      .where(eq(activityLog.entityId, lead.id))
      .orderBy(sql`created_at desc`)
      .limit(1);
    expect(event!.action).toBe('lead.deleted');
  });

  it('converts a lead into a prospect client, once', async () => {
    const lead = await firstLead('contacted');
    const res = await t.request(`/api/contact-submissions/${lead.id}/convert`, { method: 'POST', cookie: admin });
    expect(res.status).toBe(201);
    expect(res.json.client.name).toBe(lead.company);
    expect(res.json.lead).toMatchObject({ status: 'qualified', clientId: res.json.client.id });
    const [client] = await t.database.db.select().from(clients).where(eq(clients.id, res.json.client.id));
    expect(client).toMatchObject({ status: 'prospect', name: lead.company });
    expect(client!.contactPerson).toContain(lead.first_name);
    const again = await t.request(`/api/contact-submissions/${lead.id}/convert`, { method: 'POST', cookie: admin });
    expect(again.status).toBe(409);
    expect(again.json.error.message).toBe('This lead has already been converted to a client.');
  });

  it('exports the filtered leads as CSV', async () => {
    const res = await t.request('/api/contact-submissions/export.csv?q=compilers', { cookie: admin });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(res.headers.get('content-disposition')).toMatch(/attachment; filename="contact-leads-/);
    const lines = res.text.trim().split('\r\n');
    expect(lines[0]).toBe('First name,Last name,Email,Company,Project type,Status,Submitted,Description');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('SaaS Development');
  });

  it('refuses staff outside admin, super_admin and manager, and every client user', async () => {
    const lead = await firstLead();
    for (const role of ['developer', 'designer', 'support', 'client_primary', 'client_additional'] as const) {
      const cookie = await t.as(DEMO_ACCOUNTS[role]);
      expect((await t.request('/api/contact-submissions', { cookie })).status).toBe(403);
      expect(
        (await t.request(`/api/contact-submissions/${lead.id}`, { method: 'PATCH', cookie, body: { status: 'contacted' } })).status,
      ).toBe(403);
      expect((await t.request(`/api/contact-submissions/${lead.id}`, { method: 'DELETE', cookie })).status).toBe(403);
    }
    expect((await t.request(`/api/contact-submissions/${lead.id}`, { method: 'DELETE' })).status).toBe(401);
  });
});
