/**
 * One-click unsubscribe (RFC 8058; docs/product.md, Notifications; decision 0114): every notification e-mail names a
 * link that turns that kind of e-mail off for its recipient without a session; a GET only asks; security e-mails
 * (password reset) carry none.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxDir } from '@server/bootstrap';
import { queryRows } from '@server/db/client';
import { readOutbox, type OutboxEntry } from '@server/integrations/mail';
import { APP_URL, createTestApp, DEMO_ACCOUNTS, type TestApp } from '../support/harness';

let t: TestApp;
let manager: string;
let client: string;
let projectId: string;

const mailsTo = (address: string): OutboxEntry[] => readOutbox(outboxDir(t.env)).filter((m) => m.to === address);

async function post(body: string) {
  const res = await t.request(`/api/projects/${projectId}/messages`, { cookie: manager, body: { body } });
  expect(res.status).toBe(201);
}

/** As a mail program sends it: no cookie, no Origin, the RFC 8058 body. */
const oneClick = (url: string) =>
  t.app.request(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'List-Unsubscribe=One-Click',
  });

const channelOf = async (kind: string) =>
  ((await t.request('/api/notifications/preferences', { cookie: client })).json.items as { kind: string; channel: string }[]).find(
    (i) => i.kind === kind,
  )!.channel;

beforeAll(async () => {
  t = await createTestApp();
  manager = await t.as(DEMO_ACCOUNTS.manager);
  client = await t.as(DEMO_ACCOUNTS.client_primary);
  [{ id: projectId }] = (await queryRows<{ id: string }>(
    t.database.db,
    sql`select id from projects where client_id = (select client_id from users where email = ${DEMO_ACCOUNTS.client_primary}) order by name limit 1`,
  )) as [{ id: string }];
});

afterAll(async () => {
  await t.close();
});

describe('one-click unsubscribe', () => {
  let link: string;

  it('is offered by every notification e-mail, as a link and a one-click POST', async () => {
    await post('The staging site is up.');
    const [mail] = mailsTo(DEMO_ACCOUNTS.client_primary);
    expect(mail!.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const header = mail!.headers['List-Unsubscribe']!;
    expect(header).toMatch(new RegExp(`^<${APP_URL}/api/unsubscribe/[^>]+>$`));
    link = /<([^>]+)>/.exec(header)![1]!;
  });

  it('asks before it changes anything when the link is opened', async () => {
    const res = await t.app.request(link);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await res.text();
    expect(html).toContain('Stop these e-mails?');
    expect(html).toContain('New message in a project');
    expect(await channelOf('project_message')).toBe('both');
  });

  it('turns that kind of e-mail off with one POST and no session, keeping the bell', async () => {
    const res = await oneClick(link);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('E-mails turned off');
    expect(await channelOf('project_message')).toBe('in_app');
    const before = mailsTo(DEMO_ACCOUNTS.client_primary).length;
    await post('The staging site has the new header.');
    expect(mailsTo(DEMO_ACCOUNTS.client_primary)).toHaveLength(before);
    const bell = (await t.request('/api/notifications', { cookie: client })).json.items as { body: string }[];
    expect(bell[0]!.body).toContain('The staging site has the new header.');
    // Repeating it changes nothing.
    expect((await oneClick(link)).status).toBe(200);
    expect(await channelOf('project_message')).toBe('in_app');
  });

  it('refuses a token the portal did not sign', async () => {
    const forged = link.replace(/\.[A-Za-z0-9_-]{32}$/, `.${'A'.repeat(32)}`);
    expect((await oneClick(forged)).status).toBe(404);
    const otherKind = link.replace('.project_message.', '.invoice_created.');
    expect((await oneClick(otherKind)).status).toBe(404);
  });

  it('is not on security e-mails such as the password reset', async () => {
    await t.request('/api/auth/request-password-reset', { body: { email: DEMO_ACCOUNTS.support, redirectTo: '/reset-password' } });
    const [reset] = mailsTo(DEMO_ACCOUNTS.support).filter((m) => /password/i.test(m.subject));
    expect(reset).toBeDefined();
    expect(reset!.headers['List-Unsubscribe']).toBeUndefined();
  });
});
