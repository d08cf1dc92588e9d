/**
 * Outgoing webhooks' endpoints beyond delivery (docs/decisions/0060-outgoing-webhooks.md, 0071): private addresses are
 * refused at registration and at delivery when the setting is off, the API reference describes every event a receiver
 * gets, and an endpoint registered before secrets were standard base64 keeps its key. Delivery: webhooks.test.ts.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '@server/db/client';
import { createTestApp, DEMO_ACCOUNTS, type TestApp } from '../support/harness';
import { startReceiver } from './webhook-receiver';
import { expectVerified } from './webhook-signatures';
import { deliveries, emit, until } from './webhooks-helpers';

describe('private addresses when they are not allowed', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { WEBHOOKS_ALLOW_PRIVATE_TARGETS: 'false' } });
  });
  afterAll(() => t.close());

  it('are refused at registration and at delivery, and the refusal is in the log', async () => {
    const receiver = await startReceiver();
    try {
      const cookie = await t.as(DEMO_ACCOUNTS.admin);
      const disguised = [
        'http://[::127.0.0.1]/x',
        'http://[::ffff:a9fe:a9fe]/x',
        'http://[2002:7f00:1::]/x',
        'http://[64:ff9b::10.0.0.1]/x',
        'http://[fec0::1]/x',
        'http://0x7f.1/x',
      ];
      for (const url of [
        receiver.url,
        'http://localhost:9/x',
        'http://169.254.169.254/latest/meta-data',
        'http://[::1]/x',
        'http://10.1.2.3/x',
        ...disguised,
      ]) {
        const res = await t.request('/api/webhook-endpoints', { cookie, body: { url, events: ['client.created'] } });
        expect(res.status, url).toBe(400);
        expect(res.json.error.fields.url, url).toMatch(/not allowed/);
      }
      // One that got in before (say, while the setting was on) is refused when delivering.
      const [row] = await queryRows<{ id: string }>(
        t.database.db,
        sql`
        insert into webhook_endpoints (url, events, secret) values (${receiver.url.replace('127.0.0.1', 'localhost')}, '{client.created}', 'whsec_x') returning id`,
      );
      await emit(t, 'client.created', { id: 'c6' });
      const log = await until(
        () => deliveries(t, row!.id),
        (d) => (d[0]?.attempts ?? 0) >= 1,
      );
      expect(log[0]!.error).toMatch(/^Refused: localhost resolves to .*(127\.0\.0\.1|::1)/);
      expect(log[0]!.status).toBe('retrying');
      // The receiver's own address written as IPv4-mapped IPv6 is refused before connecting, too.
      const port = new URL(receiver.url).port;
      const [mapped] = await queryRows<{ id: string }>(
        t.database.db,
        sql`
        insert into webhook_endpoints (url, events, secret) values (${`http://[::ffff:127.0.0.1]:${port}/hook`}, '{client.created}', 'whsec_x') returning id`,
      );
      await emit(t, 'client.created', { id: 'c7' });
      const mappedLog = await until(
        () => deliveries(t, mapped!.id),
        (d) => (d[0]?.attempts ?? 0) >= 1,
      );
      expect(mappedLog[0]!.error).toMatch(/^Refused: ::ffff:7f00:1 is a private/);
      expect(receiver.received).toHaveLength(0);
    } finally {
      await receiver.close();
    }
  });
});

describe('the API reference', () => {
  it('describes every event in its webhooks section, with its payload and signature headers', async () => {
    const t = await createTestApp();
    try {
      const res = await t.request('/api/openapi.json');
      const webhooks = res.json.webhooks as Record<string, any>;
      // A payload is the entity's named schema (components.schemas), as the matching GET answers it.
      const resolved = (schema: { $ref?: string }) => (schema.$ref ? res.json.components.schemas[schema.$ref.split('/').pop()!] : schema);
      for (const type of [
        'task.created',
        'task.completed',
        'invoice.paid',
        'client.created',
        'lead.received',
        'quote.accepted',
        'milestone.approved',
        'request.created',
      ]) {
        const post = webhooks[type]?.post;
        expect(post, type).toBeDefined();
        expect(post.parameters.map((p: { name: string }) => p.name)).toEqual(['webhook-id', 'webhook-timestamp', 'webhook-signature']);
        const body = post.requestBody.content['application/json'].schema;
        expect(body.required).toEqual(['id', 'type', 'createdAt', 'data']);
        expect(resolved(body.properties.data).type, type).toBe('object');
        expect(Object.keys(resolved(body.properties.data).properties ?? {}).length, type).toBeGreaterThan(2);
      }
      expect(
        resolved(webhooks['client.created'].post.requestBody.content['application/json'].schema.properties.data).properties,
      ).toHaveProperty('name');
    } finally {
      await t.close();
    }
  });
});

describe('an endpoint registered before secrets were standard base64', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { JOBS_POLL_SECONDS: '0.5' } });
  });
  afterAll(() => t.close());

  it('keeps its key: the upgrade rewrites its secret in standard base64 and the libraries verify its deliveries', async () => {
    const receiver = await startReceiver();
    try {
      const key = randomBytes(32);
      // Chosen so the old text has both characters base64url spells differently.
      key[0] = 0xfb;
      key[1] = 0xff;
      const [row] = await queryRows<{ id: string }>(
        t.database.db,
        sql`
        insert into webhook_endpoints (url, events, secret) values (${receiver.url}, '{client.created}', ${`whsec_${key.toString('base64url')}`}) returning id`,
      );
      const migration = readFileSync(
        new URL('../../../src/server/db/migrations/0039_webhook_standard_signatures.sql', import.meta.url),
        'utf8',
      );
      const rewrite = migration.split('--> statement-breakpoint').at(-1)!;
      await t.database.db.execute(sql.raw(rewrite));
      // Run again (as a second start would not, but a restore might): a standard secret is left as it is.
      await t.database.db.execute(sql.raw(rewrite));
      const [stored] = await queryRows<{ secret: string }>(t.database.db, sql`select secret from webhook_endpoints where id = ${row!.id}`);
      expect(stored!.secret).toBe(`whsec_${key.toString('base64')}`);
      await emit(t, 'client.created', { id: 'c-old' });
      const [got] = await receiver.waitFor(1);
      expectVerified(`whsec_${key.toString('base64')}`, got!);
      await t.request(`/api/webhook-endpoints/${row!.id}`, { method: 'DELETE', cookie: await t.as(DEMO_ACCOUNTS.admin) });
    } finally {
      await receiver.close();
    }
  });
});
