/**
 * Shared setup of the audit log tests: the app behind a trusted proxy with a fake Stripe, a fresh address per request,
 * and reads of the recorded entries.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { queryRows } from '@server/db/client';
import { startFakeStripe, type FakeStripe } from '../../fake-stripe';
import { WEBHOOK_SECRET } from '../billing/billing-helpers';
import { cookieFrom, createTestApp, DEMO_PASSWORD, type TestApp } from '../support/harness';

export let fake: FakeStripe;
export let t: TestApp;
let ipCount = 0;
/** A fresh documentation address (RFC 5737) per request, so each entry's ip names the request that caused it. */
export const nextIp = () => `198.51.100.${++ipCount}`;

export interface Entry {
  actor_id: string | null;
  action: string;
  entity_type: string;
  entity_id: string | null;
  summary: string;
  ip_address: string | null;
  metadata: Record<string, unknown> | null;
  created_at: Date | string;
}

export async function entries(action: string, entityId?: string): Promise<Entry[]> {
  return queryRows<Entry>(
    t.database.db,
    sql`select actor_id, action, entity_type, entity_id, summary, ip_address, metadata, created_at from activity_log
        where action = ${action} ${entityId ? sql`and entity_id = ${entityId}` : sql``} order by created_at desc`,
  );
}

export async function latest(action: string, entityId?: string): Promise<Entry> {
  const [row] = await entries(action, entityId);
  expect(row, `no ${action} entry`).toBeDefined();
  return row!;
}

export async function userId(email: string): Promise<string> {
  const [row] = await queryRows<{ id: string }>(t.database.db, sql`select id from users where email = ${email}`);
  return row!.id;
}

/** A request from `ip`, as a proxy in front of the app reports it. */
export function from(ip: string, init: Parameters<TestApp['request']>[1] = {}) {
  return { ...init, headers: { ...init.headers, 'x-forwarded-for': `${ip}, 10.0.0.1` } };
}

export async function signInFrom(ip: string, email: string, password = DEMO_PASSWORD) {
  const res = await t.request('/api/auth/sign-in/email', from(ip, { body: { email, password } }));
  return { ...res, cookie: cookieFrom(res.headers) };
}

/** Starts the app and the fake Stripe for the file's tests and closes both after them. */
export function setUpAuditLog() {
  beforeAll(async () => {
    fake = await startFakeStripe();
    t = await createTestApp({
      env: { TRUST_PROXY: 'true', STRIPE_SECRET_KEY: 'sk_test_fake', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_BASE: fake.url },
    });
  });

  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });
}
