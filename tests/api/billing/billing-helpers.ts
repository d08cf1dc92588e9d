/** Shared setup for the billing tests: webhook signing, invoice bodies, the demo client ids. */
import { sql } from 'drizzle-orm';
import Stripe from 'stripe';
import { queryRows } from '@server/db/client';
import { DEMO_ACCOUNTS, type TestApp } from '../support/harness';

export const WEBHOOK_SECRET = 'whsec_test_secret_for_billing';
const stripeSdk = new Stripe('sk_test_offline');

export const dueIn30 = () => new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);

export async function clientIds(app: TestApp) {
  const [own] = await queryRows<{ id: string }>(
    app.database.db,
    sql`select client_id as id from users where email = ${DEMO_ACCOUNTS.client_primary}`,
  );
  // English clients only: ids are random, and a Spanish or German client's documents and e-mails read in its language.
  const others = await queryRows<{ id: string }>(
    app.database.db,
    sql`select id from clients where id <> ${own!.id} and language = 'en' and locale is null order by id limit 2`,
  );
  return { own: own!.id, other: others[0]!.id, third: others[1]!.id };
}

export function signed(payload: object, secret = WEBHOOK_SECRET) {
  const raw = JSON.stringify(payload);
  return { raw, header: stripeSdk.webhooks.generateTestHeaderString({ payload: raw, secret }) };
}

export function invoiceEvent(eventId: string, type: string, invoice: object) {
  return {
    id: eventId,
    object: 'event',
    type,
    api_version: '2026-10-28',
    created: Math.floor(Date.now() / 1000),
    data: { object: invoice },
  };
}

export async function webhook(app: TestApp, payload: object, secret?: string) {
  const { raw, header } = signed(payload, secret);
  // Stripe is not a browser: no Origin, no cookie.
  return app.request('/api/webhooks/stripe', { rawBody: raw, headers: { 'stripe-signature': header, origin: '' } });
}

export async function asAdmin(app: TestApp) {
  return app.as(DEMO_ACCOUNTS.admin);
}

export async function createCustomer(app: TestApp, clientId: string) {
  return app.request(`/api/clients/${clientId}/stripe-customer`, { method: 'POST', body: {}, cookie: await asAdmin(app) });
}

export const invoiceBody = (overrides: Record<string, unknown> = {}) => ({
  currency: 'USD',
  description: 'Sprint 12',
  dueDate: dueIn30(),
  sendEmail: false,
  items: [
    { description: 'Design hours', quantity: 3, amount: 19.99 },
    { description: '', quantity: 1, amount: 100 },
  ],
  ...overrides,
});
