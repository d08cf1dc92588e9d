/**
 * The quotes list at scale (decision 0055), opt-in: QUOTES_SCALE=20000 inserts that many quotes over the demo's
 * clients and times the list's pages (first page, a status, a client, a search) as the bench rows ask them, printing
 * each p95. Without the variable it is skipped: the regular suite stays fast.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '@server/db/client';
import { createTestApp, DEMO_ACCOUNTS, type TestApp } from '../support/harness';

const SCALE = Number(process.env.QUOTES_SCALE ?? 0);
let t: TestApp;

describe.skipIf(!SCALE)('quotes list at scale', () => {
  beforeAll(async () => {
    t = await createTestApp();
    await queryRows(
      t.database.db,
      sql`insert into quotes (quote_number, client_id, title, currency, status, valid_until, total_minor, sent_at, created_at)
          select 'QS-' || g, (select id from clients order by id offset (g % (select count(*) from clients)) limit 1),
                 (array['Website redesign', 'Mobile app', 'API integration', 'Support retainer'])[1 + g % 4] || ' ' || g, 'USD',
                 (array['draft', 'sent', 'viewed', 'accepted', 'declined', 'expired'])[1 + g % 6], current_date + 30, g * 100,
                 now() - g * interval '1 hour', now() - g * interval '1 hour'
          from generate_series(1, ${SCALE}) g`,
    );
    await queryRows(t.database.db, sql`analyze quotes`);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it('answers every page within the list budget', async () => {
    const admin = await t.as(DEMO_ACCOUNTS.admin);
    const [client] = await queryRows<{ id: string }>(
      t.database.db,
      sql`select client_id as id from quotes group by client_id order by count(*) desc limit 1`,
    );
    const paths = [
      '/api/quotes?page=1',
      '/api/quotes?status=sent',
      `/api/quotes?clientId=${client!.id}`,
      '/api/quotes?q=redesign',
      '/api/quotes?q=QS-1234',
    ];
    for (const path of paths) {
      const times: number[] = [];
      for (let i = 0; i < 20; i++) {
        const start = performance.now();
        const res = await t.request(path, { cookie: admin });
        times.push(performance.now() - start);
        expect(res.status).toBe(200);
      }
      times.sort((a, b) => a - b);
      console.log(`quotes list at ${SCALE}: ${path} p95 ${times[18]!.toFixed(1)} ms`);
    }
  }, 120_000);
});
