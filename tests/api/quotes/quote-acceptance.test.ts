/**
 * The client's side of quotes (decision 0056): reading a sent quote (viewed once), signing it (only the primary
 * contact; the browser's hash must be the stored quote's), declining with a reason, the audit entries and notifications.
 */
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '@server/db/client';
import { signQuoteLinkToken } from '@server/features/quotes/quote-link';
import { createTestApp, DEMO_ACCOUNTS, type DemoRole, type TestApp } from '../support/harness';
import { insertQuote, quoteRow, signatureFor } from './quote-acceptance-helpers';

let t: TestApp;
const cookies = {} as Record<DemoRole, string>;
const ids = {} as Record<DemoRole, string>;
let clientId: string;
let otherClientId: string;

const rows = <T>(query: SQL) => queryRows<T>(t.database.db, query);
const IP = '203.0.113.77';
const UA = 'Mozilla/5.0 (quote test)';
const call = (path: string, who: DemoRole, body?: unknown, method?: string) =>
  t.request(path, { cookie: cookies[who], body, method, headers: { 'x-forwarded-for': IP, 'user-agent': UA } });
const read = (id: string, who: DemoRole = 'client_primary', query = '') => call(`/api/quotes/${id}/document${query}`, who);

beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: 'true' } });
  for (const role of Object.keys(DEMO_ACCOUNTS) as DemoRole[]) {
    cookies[role] = await t.as(DEMO_ACCOUNTS[role]);
    ids[role] = (await rows<{ id: string }>(sql`select id from users where email = ${DEMO_ACCOUNTS[role]}`))[0]!.id;
  }
  clientId = (await rows<{ client_id: string }>(sql`select client_id from users where id = ${ids.client_primary}`))[0]!.client_id;
  otherClientId = (await rows<{ id: string }>(sql`select id from clients where id <> ${clientId} limit 1`))[0]!.id;
});
afterAll(() => t.close());

describe('reading a quote', () => {
  it('shows a sent quote to its company as a document, never a draft nor another company’s', async () => {
    const sent = await insertQuote(t, { clientId });
    const draft = await insertQuote(t, { clientId, status: 'draft' });
    const other = await insertQuote(t, { clientId: otherClientId });
    for (const who of ['client_primary', 'client_additional'] as const) {
      const res = await read(sent, who);
      expect(res.status).toBe(200);
      expect(res.json.document).toMatchObject({ quoteId: sent, subtotalMinor: 300_000, taxMinor: 24_000, totalMinor: 324_000 });
      expect(res.json.document.sections.map((s: { title: string }) => s.title)).toEqual(['Design', 'Running costs']);
      expect(res.json.depositMinor).toBe(162_000);
      expect((await read(draft, who)).status).toBe(404);
      expect((await read(other, who)).status).toBe(404);
    }
    for (const who of ['developer', 'designer', 'support', 'manager'] as const) expect((await read(sent, who)).status).toBe(403);
    expect((await read(draft, 'admin')).status).toBe(200);
  });

  it('marks the quote viewed on a client’s first opening only, with one audit entry', async () => {
    const id = await insertQuote(t, { clientId });
    expect((await read(id, 'admin')).json.status).toBe('sent');
    const first = await read(id, 'client_additional');
    expect(first.json.status).toBe('viewed');
    const viewedAt = first.json.viewedAt;
    expect(viewedAt).not.toBeNull();
    const again = await read(id, 'client_primary');
    expect(again.json.viewedAt).toBe(viewedAt);
    const entries = await rows<{ n: number }>(
      sql`select count(*)::int as n from activity_log where action = 'quote.viewed' and entity_id = ${id}`,
    );
    expect(entries[0]!.n).toBe(1);
    // The admins hear of the first opening once; the client's own users never get it.
    const told = await rows<{ user_id: string; title: string }>(sql`select user_id, title from notifications where entity_id = ${id}`);
    expect(told.map((n) => n.user_id)).toEqual(expect.arrayContaining([ids.admin, ids.super_admin]));
    expect(told.map((n) => n.user_id)).not.toContain(ids.client_primary);
    expect(new Set(told.map((n) => n.title))).toEqual(new Set([`Quote ${(await quoteRow(t, id)).quoteNumber} opened`]));
    expect(told.filter((n) => n.user_id === ids.admin)).toHaveLength(1);
  });

  it('says who may sign: the button is the primary contact’s alone', async () => {
    const id = await insertQuote(t, { clientId });
    const primary = await read(id, 'client_primary');
    expect(primary.json.can).toMatchObject({ sign: true, decline: true, convert: false });
    const additional = await read(id, 'client_additional');
    expect(additional.json.can).toMatchObject({ sign: false, decline: false });
    expect(additional.json.signRefusal).toMatch(/primary contacts/);
    expect(additional.json.signers.length).toBeGreaterThan(0);
    expect((await read(id, 'admin')).json.can.sign).toBe(false);
  });

  it('tells the state of the e-mailed link', async () => {
    const id = await insertQuote(t, { clientId });
    const secret = t.deps.env.AUTH_SECRET;
    const good = signQuoteLinkToken(secret, id, new Date(Date.now() + 86_400_000));
    const old = signQuoteLinkToken(secret, id, new Date(Date.now() - 1000));
    expect((await read(id, 'client_primary', `?t=${good}`)).json.link).toBe('valid');
    const expired = await read(id, 'client_primary', `?t=${old}`);
    expect(expired.status).toBe(200);
    expect(expired.json.link).toBe('expired');
    expect((await read(id, 'client_primary', '?t=nonsense')).json.link).toBe('invalid');
    expect((await read(id, 'client_primary')).json.link).toBeNull();
  });
});

describe('signing', () => {
  it('stores the signature with who, when, where and the hash, and accepts the quote', async () => {
    const id = await insertQuote(t, { clientId });
    const doc = (await read(id)).json.document;
    const body = await signatureFor(doc, 'Pat Primary');
    const res = await call(`/api/quotes/${id}/accept`, 'client_primary', body);
    expect(res.status).toBe(200);
    expect(res.json.status).toBe('accepted');
    expect(res.json.signature).toMatchObject({ signerName: 'Pat Primary', documentSha256: body.documentSha256, version: 1 });
    const [sig] = await rows<Record<string, unknown>>(sql`select * from quote_signatures where quote_id = ${id}`);
    expect(sig).toMatchObject({
      user_id: ids.client_primary,
      ip_address: IP,
      user_agent: UA,
      document_sha256: body.documentSha256,
      terms_accepted: true,
      version: 1,
    });
    expect(sig!.signer_email).toBe(DEMO_ACCOUNTS.client_primary);
    const quote = await quoteRow(t, id);
    expect(quote.status).toBe('accepted');
    expect(quote.answeredAt).not.toBeNull();
    expect((await rows(sql`select 1 from activity_log where action = 'quote.accepted' and entity_id = ${id}`)).length).toBe(1);
    const told = await rows<{ user_id: string }>(
      sql`select user_id from notifications where kind = 'quote_answered' and entity_id = ${id}`,
    );
    expect(told.map((n) => n.user_id)).toEqual(expect.arrayContaining([ids.admin, ids.super_admin]));
    expect(told.map((n) => n.user_id)).not.toContain(ids.manager);
    // Signing twice is refused.
    expect((await call(`/api/quotes/${id}/accept`, 'client_primary', body)).status).toBe(409);
  });

  it('refuses the additional contact and every staff member with a reason (403)', async () => {
    const id = await insertQuote(t, { clientId });
    const body = await signatureFor((await read(id)).json.document);
    const additional = await call(`/api/quotes/${id}/accept`, 'client_additional', body);
    expect(additional.status).toBe(403);
    expect(additional.json.error.message).toMatch(/primary contacts/);
    for (const who of ['super_admin', 'admin'] as const) expect((await call(`/api/quotes/${id}/accept`, who, body)).status).toBe(403);
    for (const who of ['manager', 'developer'] as const) expect((await call(`/api/quotes/${id}/accept`, who, body)).status).toBe(403);
    expect((await quoteRow(t, id)).status).not.toBe('accepted');
  });

  it('refuses a changed quote (hash or version) with 409 and writes nothing', async () => {
    const id = await insertQuote(t, { clientId });
    const doc = (await read(id)).json.document;
    const body = await signatureFor(doc);
    // The agency changes a price after the client opened it.
    await t.database.db.execute(
      sql`update quote_items set description = 'Wireframes and prototype' where quote_id = ${id} and description = 'Wireframes'`,
    );
    const res = await call(`/api/quotes/${id}/accept`, 'client_primary', body);
    expect(res.status).toBe(409);
    expect(res.json.error.fields).toHaveProperty('documentSha256');
    const newer = await call(`/api/quotes/${id}/accept`, 'client_primary', { ...body, version: 2 });
    expect(newer.status).toBe(409);
    expect(newer.json.error.fields).toHaveProperty('version');
    expect(await rows(sql`select 1 from quote_signatures where quote_id = ${id}`)).toHaveLength(0);
    expect((await quoteRow(t, id)).status).toBe('viewed');
    expect(await rows(sql`select 1 from activity_log where action = 'quote.accepted' and entity_id = ${id}`)).toHaveLength(0);
  });

  it('a quote the agency revised after the client opened it (back in draft) says it changed (409), not "not found"', async () => {
    const id = await insertQuote(t, { clientId });
    const body = await signatureFor((await read(id)).json.document);
    // What saving a sent quote does (tests/api/quotes/quotes.test.ts): the next version, back in draft until sent again.
    await t.database.db.execute(sql`update quotes set version = version + 1, status = 'draft' where id = ${id}`);
    const signed = await call(`/api/quotes/${id}/accept`, 'client_primary', body);
    expect(signed.status).toBe(409);
    expect(signed.json.error.message).toBe('This quote was changed after you opened it. Reload it and read it again before signing.');
    expect((await call(`/api/quotes/${id}/decline`, 'client_primary', { reason: 'Too dear' })).status).toBe(409);
    expect(await rows(sql`select 1 from quote_signatures where quote_id = ${id}`)).toHaveLength(0);
    // The draft itself is still not theirs to read, and another company's client is told nothing.
    expect((await read(id)).status).toBe(404);
    const other = await insertQuote(t, { clientId: otherClientId });
    await t.database.db.execute(sql`update quotes set version = version + 1, status = 'draft' where id = ${other}`);
    expect((await call(`/api/quotes/${other}/accept`, 'client_primary', body)).status).toBe(404);
  });

  it('refuses a quote past its valid-until date (409)', async () => {
    const id = await insertQuote(t, { clientId, validUntil: '2020-01-31' });
    const got = await read(id);
    expect(got.json.expired).toBe(true);
    expect(got.json.can.sign).toBe(false);
    const res = await call(`/api/quotes/${id}/accept`, 'client_primary', await signatureFor(got.json.document));
    expect(res.status).toBe(409);
    expect(res.json.error.message).toMatch(/expired/);
  });

  it('needs the typed name and the ticked terms', async () => {
    const id = await insertQuote(t, { clientId });
    const body = await signatureFor((await read(id)).json.document);
    const res = await call(`/api/quotes/${id}/accept`, 'client_primary', { ...body, signerName: ' ', termsAccepted: false });
    expect(res.status).toBe(400);
    expect(Object.keys(res.json.error.fields)).toEqual(expect.arrayContaining(['signerName', 'termsAccepted']));
  });
});

describe('declining', () => {
  it('needs a reason, then records it and tells the admins', async () => {
    const id = await insertQuote(t, { clientId });
    const empty = await call(`/api/quotes/${id}/decline`, 'client_primary', { reason: '  ' });
    expect(empty.status).toBe(400);
    expect(empty.json.error.fields).toHaveProperty('reason');
    expect((await call(`/api/quotes/${id}/decline`, 'client_additional', { reason: 'Too dear' })).status).toBe(403);
    const res = await call(`/api/quotes/${id}/decline`, 'client_primary', { reason: 'Too dear for this year' });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ status: 'declined', declineReason: 'Too dear for this year' });
    expect((await rows(sql`select 1 from activity_log where action = 'quote.declined' and entity_id = ${id}`)).length).toBe(1);
    expect((await rows(sql`select 1 from notifications where kind = 'quote_answered' and entity_id = ${id}`)).length).toBeGreaterThan(0);
    expect((await call(`/api/quotes/${id}/decline`, 'client_primary', { reason: 'Again' })).status).toBe(409);
  });
});

describe('the demo', () => {
  it('has an accepted quote whose signature is of the document as it stands, turned into a project with its deposit', async () => {
    const [demo] = await rows<{ id: string }>(sql`select id from quotes where title = 'Loyalty app, phase 1'`);
    const res = await read(demo!.id, 'client_primary');
    expect(res.json.status).toBe('accepted');
    expect(res.json.signature.documentSha256).toBe((await signatureFor(res.json.document)).documentSha256);
    expect(res.json.project).not.toBeNull();
    expect(res.json.depositInvoice.amountMinor).toBe(res.json.depositMinor);
    expect((await read(demo!.id, 'admin')).json.can).toMatchObject({ convert: false, createDeposit: false });
  });
});
