/**
 * The daily digest (docs/product.md, Notifications; decision 0114): whoever chooses it gets no e-mail at each event but
 * one a day, from DIGEST_HOUR_UTC, with what they have not read; once a day, even with two processes looking at once.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxDir } from '@server/bootstrap';
import { queryRows } from '@server/db/client';
import { readOutbox } from '@server/integrations/mail';
import { runSweeps } from '@server/jobs/scheduler';
import { dailyDigestSweep } from '@server/notifications/digest';
import { createTestApp, DEMO_ACCOUNTS, type TestApp } from '../support/harness';

let t: TestApp;
let manager: string;
let client: string;
let projectId: string;

const mailsTo = (address: string) => readOutbox(outboxDir(t.env)).filter((m) => m.to === address);
const digestsTo = (address: string) => mailsTo(address).filter((m) => m.subject.startsWith('Your daily digest'));
/** A look of the scheduler at `iso`, as every process makes one a minute. */
const look = async (iso: string) => {
  await runSweeps(t.deps, [dailyDigestSweep], new Date(iso));
  await t.jobsSettled();
};

beforeAll(async () => {
  t = await createTestApp({ env: { DIGEST_HOUR_UTC: '7' } });
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

describe('the daily digest', () => {
  it('is chosen in the notification settings, and then no e-mail goes at each event', async () => {
    const res = await t.request('/api/notifications/preferences', { method: 'PUT', cookie: client, body: { delivery: 'daily' } });
    expect(res.status).toBe(200);
    expect(res.json.delivery).toBe('daily');
    const before = mailsTo(DEMO_ACCOUNTS.client_primary).length;
    for (const body of ['The wireframes are ready.', 'The copy deck is in the files.']) {
      expect((await t.request(`/api/projects/${projectId}/messages`, { cookie: manager, body: { body } })).status).toBe(201);
    }
    expect(mailsTo(DEMO_ACCOUNTS.client_primary)).toHaveLength(before);
    // The other client user, who did not choose it, got each at once.
    expect(mailsTo(DEMO_ACCOUNTS.client_additional).filter((m) => /wireframes|copy deck/.test(m.text))).toHaveLength(2);
    // The looks below run on a clock of their own: as if yesterday's digest went at 07:00 and these came at noon.
    await t.database.db.execute(sql`update notification_delivery set last_digest_at = '2030-03-09T07:00:00Z'`);
    await t.database.db.execute(
      sql`update notifications set created_at = '2030-03-09T12:00:00Z' where created_at > now() - interval '1 hour'`,
    );
  });

  it('waits for the digest hour, then sends one e-mail with everything unread, once a day even when two processes look', async () => {
    await look('2030-03-10T06:30:00Z');
    expect(digestsTo(DEMO_ACCOUNTS.client_primary)).toHaveLength(0);

    await Promise.all([look('2030-03-10T07:01:00Z'), look('2030-03-10T07:01:00Z')]);
    const digests = digestsTo(DEMO_ACCOUNTS.client_primary);
    expect(digests).toHaveLength(1);
    expect(digests[0]!.text).toContain('The wireframes are ready.');
    expect(digests[0]!.text).toContain('The copy deck is in the files.');
    expect(digests[0]!.headers['Auto-Submitted']).toBe('auto-generated');

    await look('2030-03-10T18:00:00Z');
    expect(digestsTo(DEMO_ACCOUNTS.client_primary)).toHaveLength(1);
  });

  it('the next day holds only what came since, and nothing is sent when nothing is unread', async () => {
    await t.request('/api/notifications/read', { cookie: client, body: {} });
    await look('2030-03-11T07:05:00Z');
    expect(digestsTo(DEMO_ACCOUNTS.client_primary)).toHaveLength(1);
  });
});
