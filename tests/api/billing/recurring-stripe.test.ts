/**
 * Recurring invoices with Stripe connected (decision 0057): each period's invoice is created at Stripe after the local
 * commit; when Stripe refuses, the local invoice and the schedule's advance are undone together and the next look
 * invoices the period again, once. A client without a Stripe customer waits, logged, without holding up the others.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '@server/db/client';
import { startFakeStripe, type FakeStripe } from '../../fake-stripe';
import { clientIds, createCustomer, WEBHOOK_SECRET } from './billing-helpers';
import { createTestApp, type TestApp } from '../support/harness';
import { createSchedule, periodsOf, scheduleBody, scheduleRow, sweepAt } from './recurring-helpers';

describe('recurring invoices through Stripe', () => {
  let fake: FakeStripe;
  let app: TestApp;
  let ownId: string;
  let otherId: string;

  beforeAll(async () => {
    fake = await startFakeStripe();
    app = await createTestApp({
      env: { STRIPE_SECRET_KEY: 'sk_test_fake', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_BASE: fake.url },
    });
    ({ own: ownId, other: otherId } = await clientIds(app));
    await queryRows(app.database.db, sql`delete from stripe_customers`);
    expect((await createCustomer(app, ownId)).status).toBe(200);
  });
  afterAll(async () => {
    await app?.close();
    await fake?.close();
  });

  it('undoes a period Stripe refused and invoices it once at the next look', async () => {
    const { id } = await createSchedule(app, scheduleBody(ownId, { startDate: '2039-01-01' }));
    // Not yet a Stripe customer: this one waits, the other goes on.
    const waiting = await createSchedule(app, scheduleBody(otherId, { startDate: '2039-01-01' }));
    fake.failNext('/v1/invoices', 1);
    await sweepAt(app, '2039-01-10');
    expect(await periodsOf(app, id)).toEqual([]);
    expect(await scheduleRow(app, id)).toMatchObject({ next: '2039-01-01', count: 0, status: 'active' });
    expect(await periodsOf(app, waiting.id)).toEqual([]);

    await sweepAt(app, '2039-01-10');
    const periods = await periodsOf(app, id);
    expect(periods.map((p) => [p.period, p.n])).toEqual([['2039-01-01', 1]]);
    const [invoice] = await queryRows<{ stripe: string | null; number: string }>(
      app.database.db,
      sql`select stripe_invoice_id as stripe, invoice_number as number from invoices where id = ${periods[0]!.id}`,
    );
    expect(invoice!.stripe).toMatch(/^in_/);
    expect(await scheduleRow(app, id)).toMatchObject({ next: '2039-02-01', count: 1 });
    expect(await periodsOf(app, waiting.id)).toEqual([]);
  });
});
