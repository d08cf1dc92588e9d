/**
 * The quote-expiry sweep over many quotes (decision 0079): batches of a few rows each commit on their own, the quote
 * managers hear once per sweep with the count, and a sweep cut short or run twice at once expires each quote once.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUOTE_MANAGERS } from '@shared/policies/quotes';
import { expireQuoteBatch, expireQuotes } from '@server/features/quotes/expiry-sweep';
import { queryRows } from '@server/db/client';
import { createTestApp, DEMO_ACCOUNTS, type TestApp } from '../support/harness';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** `count` sent quotes of the demo's clients, valid until `validUntil` (long past, so no demo quote is due with them). */
async function sentQuotes(prefix: string, count: number, validUntil: string): Promise<void> {
  await queryRows(
    t.database.db,
    sql`insert into quotes (quote_number, client_id, title, currency, status, valid_until, total_minor, sent_at)
        select ${prefix} || g, (select id from clients order by id offset (g % (select count(*) from clients)) limit 1),
               'Offer ' || g, 'USD', (array['sent', 'viewed'])[1 + g % 2], ${validUntil}::date, 1000, now()
        from generate_series(1, ${count}) g`,
  );
}

async function statusesOf(prefix: string) {
  return queryRows<{ status: string; n: number }>(
    t.database.db,
    sql`select status, count(*)::int as n from quotes where quote_number like ${prefix + '%'} group by status`,
  );
}

/** Audit entries per quote of the prefix: each expired quote must have exactly one. */
async function auditPerQuote(prefix: string) {
  return queryRows<{ entries: number; quotes: number }>(
    t.database.db,
    sql`select count(*)::int as entries, count(distinct a.entity_id)::int as quotes from activity_log a
        join quotes q on q.id = a.entity_id where a.action = 'quote.expired' and q.quote_number like ${prefix + '%'}`,
  );
}

describe('quote expiry at scale', () => {
  it('expires 250 quotes in batches of 100 and tells each quote manager once, with the count and the list', async () => {
    await sentQuotes('QX-A-', 250, '2000-01-01');
    expect(await expireQuotes(t.deps, new Date('2000-01-05T12:00:00Z'), { batchSize: 100 })).toBe(250);
    expect(await statusesOf('QX-A-')).toEqual([{ status: 'expired', n: 250 }]);
    expect(await auditPerQuote('QX-A-')).toEqual([{ entries: 250, quotes: 250 }]);

    const managers = await queryRows<{ id: string }>(
      t.database.db,
      sql`select id from users where status = 'active' and role in (${sql.join(
        QUOTE_MANAGERS.map((r) => sql`${r}`),
        sql`, `,
      )})`,
    );
    expect(managers.length).toBeGreaterThan(0);
    const told = await queryRows<{ userId: string; title: string; link: string; n: number }>(
      t.database.db,
      sql`select user_id as "userId", title, link, count(*)::int as n from notifications where title like '%quotes expired' group by 1, 2, 3`,
    );
    expect(told.map((n) => n.userId).sort()).toEqual(managers.map((m) => m.id).sort());
    for (const n of told) expect(n).toMatchObject({ title: '250 quotes expired', link: '/quotes?status=expired', n: 1 });
    // Nobody is told quote by quote any more.
    const perQuote = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from notifications where title like 'Quote QX-%'`,
    );
    expect(perQuote[0]!.n).toBe(0);

    // The admin's bell shows it, and the link's filter lists the expired quotes.
    const admin = await t.as(DEMO_ACCOUNTS.admin);
    const list = await t.request('/api/quotes?status=expired&q=QX-A-', { cookie: admin });
    expect(list.status).toBe(200);
    expect(list.json.total).toBe(250);

    // A second sweep finds nothing and tells nobody.
    expect(await expireQuotes(t.deps, new Date('2000-01-06T12:00:00Z'), { batchSize: 100 })).toBe(0);
    const again = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from notifications where title like '%quotes expired'`,
    );
    expect(again[0]!.n).toBe(managers.length);
  });

  it('a sweep cut short after one batch, then two sweeps at once, expire each quote once', async () => {
    await sentQuotes('QX-B-', 250, '2000-02-01');
    const now = new Date('2000-02-05T12:00:00Z');
    // The crashed look: its first batch committed, then the process died.
    expect(await expireQuoteBatch(t.deps, now, 100)).toBe(100);
    expect(await statusesOf('QX-B-')).toEqual(
      expect.arrayContaining([
        { status: 'expired', n: 100 },
        expect.objectContaining({ status: expect.stringMatching(/^(sent|viewed)$/) }),
      ]),
    );
    // After the restart two processes look at the same moment: together they do the rest, once.
    const [a, b] = await Promise.all([expireQuotes(t.deps, now, { batchSize: 100 }), expireQuotes(t.deps, now, { batchSize: 100 })]);
    expect(a + b).toBe(150);
    expect(await statusesOf('QX-B-')).toEqual([{ status: 'expired', n: 250 }]);
    expect(await auditPerQuote('QX-B-')).toEqual([{ entries: 250, quotes: 250 }]);
  });
});
