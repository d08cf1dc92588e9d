/**
 * Every change that is a webhook event writes it once, in its own transaction, with the record as an admin's GET returns
 * it (docs/decisions/0061-webhook-events-from-every-change.md): each event type through the API, a refused write
 * writes none, a save that changes nothing writes none, a completion is task.completed alone, and Stripe telling
 * twice that an invoice is paid is one invoice.paid. The events a client's own action or a record the client reads
 * (a message, a request's answer, a credit note) carry what the client reads too, never an internal note.
 */
import { sql } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEBHOOK_EVENT_TYPES, type WebhookEventType } from '@shared/webhook-events';
import { queryRows } from '@server/db/client';
import { startFakeStripe, type FakeStripe } from '../../fake-stripe';
import { clientIds, createCustomer, invoiceBody, invoiceEvent, webhook, WEBHOOK_SECRET } from '../billing/billing-helpers';
import { createTestApp, DEMO_ACCOUNTS, type DemoRole, type TestApp } from '../support/harness';
import { insertQuote, signatureFor } from '../quotes/quote-acceptance-helpers';
import { startReceiver } from './webhook-receiver';

type Receiver = Awaited<ReturnType<typeof startReceiver>>;

/** An endpoint of a local receiver that answers 200, subscribed to every event. */
async function subscribeAll(t: TestApp, receiver: Receiver) {
  const res = await t.request('/api/webhook-endpoints', {
    cookie: await t.as(DEMO_ACCOUNTS.admin),
    body: { url: receiver.url, description: 'Every event', events: WEBHOOK_EVENT_TYPES },
  });
  expect(res.status, res.text).toBe(201);
  return res.json.secret as string;
}

/** The events of `type` written for the record `id`, oldest first. */
async function eventsOf(t: TestApp, type: WebhookEventType, id: string) {
  return queryRows<{ data: Record<string, unknown> }>(
    t.database.db,
    sql`select data from webhook_events where type = ${type} and data->>'id' = ${id} order by occurred_at, id`,
  );
}

/** The one event of `type` for `id` (failing on none or more), its payload. */
async function onlyEvent(t: TestApp, type: WebhookEventType, id: string) {
  const events = await eventsOf(t, type, id);
  expect(events, `${type} events for ${id}`).toHaveLength(1);
  return events[0]!.data;
}

/** A record without its `can` flags, which are the reader's own. */
const withoutCan = (record: unknown) => {
  const { can: _can, ...rest } = record as Record<string, unknown>;
  return rest;
};

const countAll = async (t: TestApp) =>
  Number((await queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from webhook_events`))[0]!.n);

describe('webhook events from the API (manual payments)', () => {
  let t: TestApp;
  let receiver: Receiver;
  const cookies = {} as Record<DemoRole, string>;
  let ownClient: string;
  let projectId: string;
  let managerId: string;
  let secret: string;
  const call = (role: DemoRole, path: string, body?: unknown, method?: string) => t.request(path, { cookie: cookies[role], body, method });

  beforeAll(async () => {
    receiver = await startReceiver();
    t = await createTestApp();
    for (const role of ['admin', 'client_primary'] as const) cookies[role] = await t.as(DEMO_ACCOUNTS[role]);
    ownClient = (await clientIds(t)).own;
    managerId = (await queryRows<{ id: string }>(t.database.db, sql`select id from users where email = ${DEMO_ACCOUNTS.manager}`))[0]!.id;
    const project = await call('admin', '/api/projects', { name: 'Webhook playground', clientId: ownClient, projectManagerId: managerId });
    expect(project.status, project.text).toBe(201);
    projectId = project.json.id;
    secret = await subscribeAll(t, receiver);
  });
  afterAll(async () => {
    await t?.close();
    await receiver?.close();
  });

  it('client.created: once, with the client as GET returns it; a refused create writes none', async () => {
    const before = await countAll(t);
    expect((await call('admin', '/api/clients', { name: '', contactPerson: 'Ann', email: 'not-an-email' })).status).toBe(400);
    expect(await countAll(t)).toBe(before);
    const created = await call('admin', '/api/clients', { name: 'Hook & Co', contactPerson: 'Ann Hook', email: 'ann@hook.test' });
    expect(created.status, created.text).toBe(201);
    expect(await onlyEvent(t, 'client.created', created.json.id)).toEqual((await call('admin', `/api/clients/${created.json.id}`)).json);
  });

  it('task.created, task.updated and task.completed: one event per change, none for a save that changes nothing', async () => {
    const before = await countAll(t);
    // A milestone of another project: refused inside the write, nothing written.
    const refused = await call('admin', '/api/tasks', {
      title: 'Wrong links',
      clientId: ownClient,
      projectId,
      milestoneId: '00000000-0000-4000-8000-000000000000',
    });
    expect(refused.status).toBe(400);
    expect(await countAll(t)).toBe(before);

    const created = await call('admin', '/api/tasks', { title: 'Hook task', clientId: ownClient, projectId });
    expect(created.status, created.text).toBe(201);
    const id = created.json.id as string;
    const get = async () => (await call('admin', `/api/tasks/${id}`)).json;
    expect(await onlyEvent(t, 'task.created', id)).toEqual(await get());

    expect((await call('admin', `/api/tasks/${id}`, { title: 'Hook task, renamed' }, 'PATCH')).status).toBe(200);
    expect(await onlyEvent(t, 'task.updated', id)).toEqual(await get());
    // The same title again: no change, no event.
    expect((await call('admin', `/api/tasks/${id}`, { title: 'Hook task, renamed' }, 'PATCH')).status).toBe(200);
    expect(await eventsOf(t, 'task.updated', id)).toHaveLength(1);

    expect((await call('admin', `/api/tasks/${id}`, { status: 'completed' }, 'PATCH')).status).toBe(200);
    expect(await onlyEvent(t, 'task.completed', id)).toEqual(await get());
    expect(await eventsOf(t, 'task.updated', id)).toHaveLength(1);
  });

  it('request.created when a client files one, and task.created when it is accepted', async () => {
    const filed = await call('client_primary', '/api/requests', { projectId, title: 'Add a dark mode', description: 'Please' });
    expect(filed.status, filed.text).toBe(201);
    expect(await onlyEvent(t, 'request.created', filed.json.id)).toEqual((await call('admin', `/api/requests/${filed.json.id}`)).json);
    const accepted = await call('admin', `/api/requests/${filed.json.id}/accept`, {});
    expect(accepted.status, accepted.text).toBe(200);
    const taskId = accepted.json.task?.id ?? accepted.json.taskId;
    expect(taskId).toBeTruthy();
    expect(await onlyEvent(t, 'task.created', taskId)).toEqual((await call('admin', `/api/tasks/${taskId}`)).json);
    const answered = await onlyEvent(t, 'request.answered', filed.json.id);
    expect(answered).toEqual((await call('admin', `/api/requests/${filed.json.id}`)).json);
    expect(answered).toMatchObject({ status: 'accepted', task: { id: taskId } });
    expect(withoutCan(answered)).toEqual(withoutCan((await call('client_primary', `/api/requests/${filed.json.id}`)).json));
  });

  it('request.answered when a request is declined, with the reason the client reads; a second answer writes none', async () => {
    const filed = await call('client_primary', '/api/requests', { projectId, title: 'Rewrite it in Rust', description: 'Please' });
    expect(filed.status, filed.text).toBe(201);
    const declined = await call('admin', `/api/requests/${filed.json.id}/decline`, { reason: 'Out of scope this year' });
    expect(declined.status, declined.text).toBe(200);
    const answered = await onlyEvent(t, 'request.answered', filed.json.id);
    expect(answered).toEqual((await call('admin', `/api/requests/${filed.json.id}`)).json);
    expect(answered).toMatchObject({ status: 'declined', declineReason: 'Out of scope this year' });
    expect((await call('admin', `/api/requests/${filed.json.id}/accept`, {})).status).toBe(409);
    expect(await eventsOf(t, 'request.answered', filed.json.id)).toHaveLength(1);
  });

  it('message.posted for a message in the conversation, as the client reads it; an internal note sends nothing', async () => {
    const before = await countAll(t);
    const note = await call('admin', `/api/projects/${projectId}/messages`, { body: 'Margin is thin on this one', internal: true });
    expect(note.status, note.text).toBe(201);
    expect(await countAll(t)).toBe(before);
    expect(await eventsOf(t, 'message.posted', note.json.id)).toHaveLength(0);

    for (const role of ['client_primary', 'admin'] as const) {
      const posted = await call(role, `/api/projects/${projectId}/messages`, { body: `Hello from ${role}` });
      expect(posted.status, posted.text).toBe(201);
      const data = await onlyEvent(t, 'message.posted', posted.json.id);
      const staffView = (await call('admin', `/api/projects/${projectId}/messages`)).json.items as { id: string }[];
      // The flags are the reader's: edit is the author's alone, and the payload is read by no author.
      expect(withoutCan(data)).toEqual(withoutCan(staffView.find((m) => m.id === posted.json.id)));
      expect(data).toMatchObject({ internal: false, body: `Hello from ${role}` });
      const clientView = (await call('client_primary', `/api/projects/${projectId}/messages`)).json.items as { id: string }[];
      expect(withoutCan(data)).toEqual(withoutCan(clientView.find((m) => m.id === posted.json.id)));
    }
  });

  it('lead.received from the public contact form, and client.created when the lead is converted', async () => {
    const email = `lead-${Date.now()}@hook.test`;
    const form = { firstName: 'Lee', lastName: 'Hook', email, company: 'Lead Hook Ltd', projectType: 'saas', description: 'A portal' };
    expect((await t.request('/api/contact-submissions', { body: form })).status).toBe(201);
    const listed = (await call('admin', `/api/contact-submissions?q=${encodeURIComponent(email)}`)).json.items;
    expect(listed).toHaveLength(1);
    expect(await onlyEvent(t, 'lead.received', listed[0].id)).toEqual(listed[0]);

    const converted = await call('admin', `/api/contact-submissions/${listed[0].id}/convert`, {});
    expect(converted.status, converted.text).toBe(201);
    const clientId = converted.json.client.id;
    expect(await onlyEvent(t, 'client.created', clientId)).toEqual((await call('admin', `/api/clients/${clientId}`)).json);
  });

  it('client.created when a quote sent to a lead makes the lead a client', async () => {
    const email = `quoted-${Date.now()}@hook.test`;
    const form = {
      firstName: 'Ada',
      lastName: 'Quoted',
      email,
      company: 'Quoted Hook Ltd',
      projectType: 'web-design',
      description: 'A site',
    };
    expect((await t.request('/api/contact-submissions', { body: form })).status).toBe(201);
    const lead = (await call('admin', `/api/contact-submissions?q=${encodeURIComponent(email)}`)).json.items[0];
    const quote = await call('admin', '/api/quotes', {
      leadId: lead.id,
      title: 'Site',
      sections: [{ title: 'Build', items: [{ description: 'Pages', quantity: 2, unitPrice: 300 }] }],
    });
    expect(quote.status, quote.text).toBe(201);
    const sent = await call('admin', `/api/quotes/${quote.json.id}/send`, undefined, 'POST');
    expect(sent.status, sent.text).toBe(200);
    const clientId = sent.json.convertedClientId as string;
    expect(await onlyEvent(t, 'client.created', clientId)).toEqual((await call('admin', `/api/clients/${clientId}`)).json);
  });

  it('invoice.created, invoice.paid (by payments or marked paid) and invoice.voided, once each', async () => {
    const newInvoice = async () => {
      const res = await call('admin', `/api/clients/${ownClient}/invoices`, invoiceBody());
      expect(res.status, res.text).toBe(201);
      return res.json as { id: string; amountMinor: number };
    };
    const get = async (id: string) => (await call('admin', `/api/invoices/${id}`)).json;
    const paid = await newInvoice();
    expect(await onlyEvent(t, 'invoice.created', paid.id)).toEqual(await get(paid.id));
    const pay = (id: string, minor: number) =>
      call('admin', `/api/invoices/${id}/payments`, {
        amount: minor / 100,
        currency: 'USD',
        paidOn: new Date().toISOString().slice(0, 10),
        method: 'bank_transfer',
      });
    // A part payment is invoice.partially_paid, not invoice.paid; the payment that settles it is invoice.paid alone.
    expect((await pay(paid.id, 1000)).status).toBe(201);
    expect(await eventsOf(t, 'invoice.paid', paid.id)).toHaveLength(0);
    const part = await onlyEvent(t, 'invoice.partially_paid', paid.id);
    expect(part).toEqual(await get(paid.id));
    expect(part).toMatchObject({ status: 'partially_paid', amountPaidMinor: 1000 });
    expect((await pay(paid.id, paid.amountMinor - 1000)).status).toBe(201);
    expect(await onlyEvent(t, 'invoice.paid', paid.id)).toEqual(await get(paid.id));
    expect(await eventsOf(t, 'invoice.partially_paid', paid.id)).toHaveLength(1);

    const marked = await newInvoice();
    expect((await call('admin', `/api/invoices/${marked.id}`, { status: 'paid' }, 'PATCH')).status).toBe(200);
    expect(await onlyEvent(t, 'invoice.paid', marked.id)).toEqual(await get(marked.id));
    // Already paid: refused, nothing more.
    expect((await call('admin', `/api/invoices/${marked.id}`, { status: 'paid' }, 'PATCH')).status).toBe(409);
    expect(await eventsOf(t, 'invoice.paid', marked.id)).toHaveLength(1);

    // A credit note: credit_note.issued with the note as its POST answers and as the client reads it.
    const credited = await newInvoice();
    const before = await countAll(t);
    const refused = await call('admin', `/api/invoices/${credited.id}/credit-notes`, {
      reason: 'Too much',
      items: [{ description: 'All', quantity: 1, amount: 1e9 }],
    });
    expect(refused.status).toBe(400);
    expect(await countAll(t)).toBe(before);
    const note = await call('admin', `/api/invoices/${credited.id}/credit-notes`, {
      reason: 'One page less',
      items: [{ description: 'Page', quantity: 1, amount: 10 }],
    });
    expect(note.status, note.text).toBe(201);
    const issued = await onlyEvent(t, 'credit_note.issued', note.json.id);
    expect(issued).toEqual(note.json);
    const clientReads = (await call('client_primary', `/api/clients/${ownClient}/credit-notes`)).json.items as { id: string }[];
    expect(issued).toEqual(clientReads.find((n) => n.id === note.json.id));

    const voided = await newInvoice();
    expect((await call('admin', `/api/invoices/${voided.id}`, { status: 'void', reason: 'Raised in error' }, 'PATCH')).status).toBe(200);
    expect(await onlyEvent(t, 'invoice.voided', voided.id)).toEqual(await get(voided.id));
  });

  it('quote.accepted when the client signs, and task.created for each task its conversion makes', async () => {
    const id = await insertQuote(t, { clientId: ownClient, depositBasisPoints: 0 });
    const doc = (await call('client_primary', `/api/quotes/${id}/document`)).json.document;
    const signed = await call('client_primary', `/api/quotes/${id}/accept`, await signatureFor(doc));
    expect(signed.status, signed.text).toBe(200);
    expect(await onlyEvent(t, 'quote.accepted', id)).toEqual((await call('admin', `/api/quotes/${id}`)).json);

    const converted = await call('admin', `/api/quotes/${id}/convert`, {});
    expect(converted.status, converted.text).toBe(201);
    const tasks = await queryRows<{ id: string }>(
      t.database.db,
      sql`select id from tasks where project_id = ${converted.json.projectId} order by id`,
    );
    expect(tasks.length).toBe(2);
    for (const task of tasks)
      expect(await onlyEvent(t, 'task.created', task.id)).toEqual((await call('admin', `/api/tasks/${task.id}`)).json);
  });

  it('milestone.approved when the client approves, with the milestone as an admin lists it', async () => {
    const created = await call('admin', `/api/projects/${projectId}/milestones`, {
      name: 'Design sign-off',
      description: 'Home page',
      dueDate: '2099-03-01',
    });
    expect(created.status, created.text).toBe(201);
    const id = created.json.id as string;
    expect((await call('admin', `/api/milestones/${id}/approval-request`, {})).status).toBe(200);
    const approval = (await call('client_primary', `/api/milestones/${id}/approvals`)).json[0] as { id: string };
    const row = (
      (await call('client_primary', `/api/projects/${projectId}/milestones`)).json as Array<{
        id: string;
        approval: { currentHash: string };
      }>
    ).find((m) => m.id === id)!;
    expect(
      (await call('client_primary', `/api/milestones/${id}/approve`, { approvalId: approval.id, contentHash: row.approval.currentHash }))
        .status,
    ).toBe(200);
    const listed = (await call('admin', `/api/projects/${projectId}/milestones`)).json as { id: string }[];
    expect(await onlyEvent(t, 'milestone.approved', id)).toEqual(listed.find((m) => m.id === id));
    expect(await eventsOf(t, 'milestone.changes_requested', id)).toHaveLength(0);
  });

  it('milestone.changes_requested when the client asks for changes, with their note', async () => {
    const created = await call('admin', `/api/projects/${projectId}/milestones`, {
      name: 'Copy sign-off',
      description: 'About page',
      dueDate: '2099-04-01',
    });
    expect(created.status, created.text).toBe(201);
    const id = created.json.id as string;
    expect((await call('admin', `/api/milestones/${id}/approval-request`, {})).status).toBe(200);
    const before = await countAll(t);
    // Without the note it is refused, and nothing is written.
    expect((await call('client_primary', `/api/milestones/${id}/request-changes`, {})).status).toBe(400);
    expect(await countAll(t)).toBe(before);
    expect((await call('client_primary', `/api/milestones/${id}/request-changes`, { note: 'The headline is too long' })).status).toBe(200);
    const listed = (await call('admin', `/api/projects/${projectId}/milestones`)).json as { id: string }[];
    const data = await onlyEvent(t, 'milestone.changes_requested', id);
    expect(data).toEqual(listed.find((m) => m.id === id));
    expect(JSON.stringify(data)).toContain('The headline is too long');
    const clientList = (await call('client_primary', `/api/projects/${projectId}/milestones`)).json as { id: string }[];
    expect(withoutCan(data)).toEqual(withoutCan(clientList.find((m) => m.id === id)));
    expect(await eventsOf(t, 'milestone.approved', id)).toHaveLength(0);
  });

  it('delivers what it wrote to the subscribed endpoint', async () => {
    await t.jobsSettled();
    expect(receiver.received.length).toBeGreaterThan(0);
    const types = new Set(receiver.received.map((r) => (JSON.parse(r.body) as { type: string }).type));
    for (const type of WEBHOOK_EVENT_TYPES) expect(types, type).toContain(type);
    // Each one signed as the standard says.
    const verifier = new Webhook(secret);
    for (const got of receiver.received) {
      const headers = Object.fromEntries(Object.entries(got.headers).map(([k, v]) => [k, String(v)]));
      expect(verifier.verify(got.body, headers)).toEqual(JSON.parse(got.body));
    }
  });
});

describe('webhook events from Stripe', () => {
  let fake: FakeStripe;
  let t: TestApp;
  let receiver: Receiver;

  beforeAll(async () => {
    fake = await startFakeStripe();
    receiver = await startReceiver();
    t = await createTestApp({
      env: { STRIPE_SECRET_KEY: 'sk_test_fake', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_BASE: fake.url },
    });
    await subscribeAll(t, receiver);
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
    await receiver?.close();
  });

  it('one invoice.created after Stripe answers, and one invoice.paid however often Stripe says it was paid', async () => {
    const { own } = await clientIds(t);
    expect((await createCustomer(t, own)).status).toBe(200);
    const admin = await t.as(DEMO_ACCOUNTS.admin);
    const res = await t.request(`/api/clients/${own}/invoices`, { body: invoiceBody(), cookie: admin });
    expect(res.status, res.text).toBe(201);
    const invoice = res.json as { id: string; stripeInvoiceId: string };
    const get = async () => (await t.request(`/api/invoices/${invoice.id}`, { cookie: admin })).json;
    expect(await onlyEvent(t, 'invoice.created', invoice.id)).toEqual(await get());

    const paid = { ...fake.setInvoiceStatus(invoice.stripeInvoiceId, 'paid'), status_transitions: { paid_at: 1_800_000_000 } };
    expect((await webhook(t, invoiceEvent('evt_hook_paid', 'invoice.paid', paid))).json.duplicate).toBe(false);
    // The same event again, and another event telling the same.
    expect((await webhook(t, invoiceEvent('evt_hook_paid', 'invoice.paid', paid))).json.duplicate).toBe(true);
    expect((await webhook(t, invoiceEvent('evt_hook_paid_2', 'invoice.payment_succeeded', paid))).status).toBe(200);
    const after = await get();
    expect(after.status).toBe('paid');
    expect(await onlyEvent(t, 'invoice.paid', invoice.id)).toEqual(after);
  });
});
