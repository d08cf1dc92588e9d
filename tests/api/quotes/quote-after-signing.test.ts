/**
 * After signing (decision 0108): the client is told, in the bell and by e-mail, when the project of their quote exists
 * and when its deposit invoice is issued; the signed PDF prints when it was signed in words, not a raw timestamp.
 */
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '@server/db/client';
import type { MailMessage } from '@server/integrations/mail';
import { APP_URL, createTestApp, DEMO_ACCOUNTS, type DemoRole, type TestApp } from '../support/harness';
import { pdfText } from '../support/pdf-text';
import { insertQuote, setAutoConvert, signatureFor } from './quote-acceptance-helpers';

let t: TestApp;
const cookies = {} as Record<DemoRole, string>;
let clientId: string;
const sent: MailMessage[] = [];
const rows = <T>(query: SQL) => queryRows<T>(t.database.db, query);

beforeAll(async () => {
  t = await createTestApp({ mailer: { mode: 'smtp', send: async (m) => void sent.push(m) } });
  for (const role of ['admin', 'client_primary', 'client_additional'] as const) cookies[role] = await t.as(DEMO_ACCOUNTS[role]);
  clientId = (await rows<{ client_id: string }>(sql`select client_id from users where email = ${DEMO_ACCOUNTS.client_primary}`))[0]!
    .client_id;
  await setAutoConvert(t, false);
});
afterAll(() => t.close());

async function signed() {
  const id = await insertQuote(t, { clientId });
  const doc = (await t.request(`/api/quotes/${id}/document`, { cookie: cookies.client_primary })).json.document;
  const res = await t.request(`/api/quotes/${id}/accept`, { cookie: cookies.client_primary, body: await signatureFor(doc) });
  expect(res.status).toBe(200);
  return id;
}

const bellOf = async (who: DemoRole) =>
  (await t.request('/api/notifications?limit=50', { cookie: cookies[who] })).json.items as Array<{
    kind: string;
    title: string;
    link: string;
  }>;

describe('after signing a quote', () => {
  it('tells every user of the company when the project and the deposit invoice exist, in the bell and by e-mail', async () => {
    const id = await signed();
    // Signing alone makes neither: nothing of the kind yet.
    for (const who of ['client_primary', 'client_additional'] as const) {
      expect((await bellOf(who)).filter((n) => n.kind === 'project_created')).toEqual([]);
    }
    const converted = await t.request(`/api/quotes/${id}/convert`, { cookie: cookies.admin, method: 'POST' });
    expect(converted.status).toBe(201);
    const { projectId } = converted.json;
    const [project] = await rows<{ name: string }>(sql`select name from projects where id = ${projectId}`);
    for (const who of ['client_primary', 'client_additional'] as const) {
      const bell = await bellOf(who);
      expect(bell).toContainEqual(
        expect.objectContaining({
          kind: 'project_created',
          title: `Your project ${project!.name} is set up`,
          link: `/projects/${projectId}`,
        }),
      );
      expect(bell.some((n) => n.kind === 'invoice_created')).toBe(true);
    }
    await t.jobsSettled();
    for (const who of ['client_primary', 'client_additional'] as const) {
      const theirs = sent.filter((m) => m.to === DEMO_ACCOUNTS[who]);
      expect(theirs.map((m) => m.subject)).toEqual(
        expect.arrayContaining([expect.stringContaining(`Your project ${project!.name} is set up`)]),
      );
      expect(theirs.some((m) => /invoice/i.test(m.subject))).toBe(true);
    }
    // Staff are not told their own project exists.
    expect((await bellOf('admin')).some((n) => n.kind === 'project_created')).toBe(false);
  });

  it('prints the signing time in words with its zone in the signed PDF', async () => {
    const id = await signed();
    await rows(sql`update quote_signatures set signed_at = '2026-11-28T23:12:19.262Z' where quote_id = ${id}`);
    const res = await t.app.request(`${APP_URL}/api/quotes/${id}/pdf`, { headers: { cookie: cookies.client_primary } });
    expect(res.status).toBe(200);
    const text = (await pdfText(new Uint8Array(await res.arrayBuffer()))).replace(/\s+/g, ' ');
    expect(text).toContain('on November 28, 2026, 11:12 PM UTC');
    expect(text).not.toContain('2026-11-28T23:12:19');
  });
});
