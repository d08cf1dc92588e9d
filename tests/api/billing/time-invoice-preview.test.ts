/**
 * The preview is summed by the database (time-invoice-preview.ts) and the invoice by the shared module entry by entry
 * (src/shared/time-invoice.ts): for a mixed set of entries, every grouping and every rounding, both give the same lines
 * to the cent, so what the admin reads is what the invoice says.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '@server/db/client';
import { groupLines, INVOICE_GROUPINGS, priceEntry, ROUNDING_INCREMENTS, ROUNDING_MODES } from '@shared/time-invoice';
import { asAdmin, clientIds } from './billing-helpers';
import { createTestApp, type TestApp } from '../support/harness';
import { insertEntry, selection, timeFixture } from './time-invoice-helpers';

let t: TestApp;
let clientId: string;
let cookie: string;

/** A small deterministic generator: the same entries on every run. */
function numbers(seed: number) {
  let state = seed;
  return (below: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state % below;
  };
}

beforeAll(async () => {
  t = await createTestApp();
  clientId = (await clientIds(t)).own;
  cookie = await asAdmin(t);
  await queryRows(t.database.db, sql`delete from time_entries`);
  const fx = await timeFixture(t, clientId);
  const [other] = await queryRows<{ id: string }>(
    t.database.db,
    sql`insert into tasks (title, project_id, client_id) values ('Checkout', ${fx.projectId}, ${clientId}) returning id`,
  );
  const next = numbers(7);
  const rates = [0, 7_500, 10_000, 12_345, 19_999];
  for (let i = 0; i < 40; i++) {
    await insertEntry(
      t,
      clientId,
      { ...fx, taskId: i % 3 === 0 ? other!.id : fx.taskId },
      { minutes: 1 + next(600), rateMinor: rates[next(rates.length)]!, workDate: `2025-03-${String(1 + next(28)).padStart(2, '0')}` },
    );
  }
});

afterAll(async () => {
  await t?.close();
});

describe('the preview and the invoice agree', () => {
  it('for every grouping and rounding, line by line and in total', async () => {
    const entries = await queryRows<{
      id: string;
      minutes: number;
      rate: string | number;
      work_date: string;
      project_id: string;
      project_name: string;
      task_id: string;
      task_title: string;
      user_id: string;
      user_name: string;
    }>(
      t.database.db,
      sql`select e.id, e.minutes, e.rate_minor as rate, e.work_date::text as work_date, e.project_id, p.name as project_name,
                 e.task_id, k.title as task_title, e.user_id, u.name as user_name
            from time_entries e join projects p on p.id = e.project_id join tasks k on k.id = e.task_id join users u on u.id = e.user_id`,
    );
    expect(entries).toHaveLength(40);
    for (const groupBy of INVOICE_GROUPINGS) {
      for (const increment of ROUNDING_INCREMENTS) {
        for (const mode of ROUNDING_MODES) {
          const res = await t.request(`/api/clients/${clientId}/time-invoice/preview`, {
            body: selection({ groupBy, rounding: { increment, mode } }),
            cookie,
          });
          expect(res.status, res.text).toBe(200);
          const priced = entries
            .map((e) =>
              priceEntry(
                {
                  id: e.id,
                  minutes: e.minutes,
                  rateMinor: Number(e.rate),
                  workDate: e.work_date,
                  projectId: e.project_id,
                  projectName: e.project_name,
                  taskId: e.task_id,
                  taskTitle: e.task_title,
                  userId: e.user_id,
                  userName: e.user_name,
                },
                increment,
                mode,
              ),
            )
            .filter((e) => e.billedAmountMinor > 0);
          const expected = groupLines(priced, groupBy).map(({ entryIds, entryAmounts: _shares, ...line }) => ({
            ...line,
            entryCount: entryIds.length,
          }));
          const where = `${groupBy}, ${increment} ${mode}`;
          expect(res.json.lines, where).toEqual(expected);
          // Each line rounded once (decision 0095): the total is the sum of the lines.
          expect(res.json.totalMinor, where).toBe(expected.reduce((s, l) => s + l.amountMinor, 0));
          expect(res.json.leftOut.entryCount, where).toBe(40 - priced.length);
        }
      }
    }
  });
});
