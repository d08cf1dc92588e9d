/**
 * Live updates served by Node over real HTTP, as in production: once a stream's headers are out, its frames are
 * written on the socket as HTTP/1.1 chunks by the stream itself (src/server/live/body.ts), not through the response.
 * The rules of who may see what hold there as in-process (live-events.test.ts), the bytes are a chunked body any
 * HTTP client reads, a stream ends with a proper last chunk, and a reader that stops reading is dropped.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { createAdaptorServer } from '@hono/node-server';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { queryRows } from '@server/db/client';
import { createBody, Frame } from '@server/live/body';
import { publishLive, type LiveEvent } from '@server/live/publish';
import { APP_URL, createTestApp, DEMO_ACCOUNTS, type TestApp } from '../support/harness';
import { readSse, type SseClient } from '../support/sse-client';

let t: TestApp;
let server: http.Server;
let base: string;
const opened: SseClient[] = [];
const ids = { company: '', otherCompany: '' };
let serial = 0;
const fakeId = () => `00000000-0000-4000-8000-${String(++serial).padStart(12, '0')}`;
const publish = (event: LiveEvent) => t.database.db.transaction((tx) => publishLive(tx, event));
const received = (s: SseClient, id: string) => s.events.some((e) => e.data.id === id);

/** Opens a stream over HTTP and waits until it listens; `response` ends when the server ends the body. */
async function stream(cookie: string) {
  const res = await new Promise<http.IncomingMessage>((resolve, reject) =>
    http.get(`${base}/api/events`, { headers: { cookie, origin: APP_URL }, agent: false }, resolve).on('error', reject),
  );
  expect(res.statusCode).toBe(200);
  expect(res.headers['transfer-encoding']).toBe('chunked');
  const ended = new Promise<'end' | 'error'>((resolve) => {
    res.on('end', () => resolve('end'));
    res.on('error', () => resolve('error'));
  });
  const client = readSse(Readable.toWeb(res) as ReadableStream<Uint8Array>);
  opened.push(client);
  await client.next((e) => e.event === 'ready');
  return { client, ended };
}

beforeAll(async () => {
  t = await createTestApp({ env: { LIVE_HEARTBEAT_SECONDS: '0.2' } });
  const [client] = await queryRows<{ client_id: string }>(
    t.database.db,
    sql`select client_id from users where email = ${DEMO_ACCOUNTS.client_primary}`,
  );
  ids.company = client!.client_id;
  const [other] = await queryRows<{ id: string }>(t.database.db, sql`select id from clients where id <> ${ids.company} limit 1`);
  ids.otherCompany = other!.id;
  server = createAdaptorServer({ fetch: t.app.fetch }) as http.Server;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  for (const s of opened) s.close();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await t.close();
});

describe('GET /api/events over HTTP', () => {
  it("writes the frames on the socket, and tells a client user only their company's events, never a staff-only one", async () => {
    const chunks = vi.spyOn(Frame.prototype, 'chunk', 'get');
    const client = await stream(await t.as(DEMO_ACCOUNTS.client_primary));
    const colleague = await stream(await t.as(DEMO_ACCOUNTS.client_additional));
    const manager = await stream(await t.as(DEMO_ACCOUNTS.manager));
    const other = fakeId();
    const internal = fakeId();
    const theirs = fakeId();
    await publish({ topic: 'task', id: other, projectId: null, clientId: ids.otherCompany });
    await publish({ topic: 'message', id: internal, projectId: null, clientId: ids.company, staffOnly: true });
    await publish({ topic: 'task', id: theirs, projectId: null, clientId: ids.company });

    for (const s of [client, colleague]) {
      const seen = await s.client.next((e) => e.data.id === theirs);
      expect(seen.data).toEqual({ topic: 'task', id: theirs, projectId: null });
      expect(received(s.client, other)).toBe(false);
      expect(received(s.client, internal)).toBe(false);
    }
    await manager.client.next((e) => e.data.id === theirs);
    expect(received(manager.client, other)).toBe(true);
    expect(received(manager.client, internal)).toBe(true);
    // The frames went to the sockets as chunks, not through the web stream.
    expect(chunks).toHaveBeenCalled();
    chunks.mockRestore();
  });

  it("tells another company's user none of this company's events", async () => {
    const [outsider] = await queryRows<{ email: string }>(
      t.database.db,
      sql`select email from users where client_id = ${ids.otherCompany} and status = 'active' limit 1`,
    );
    const theirs = await stream(await t.as(outsider!.email));
    const mine = await stream(await t.as(DEMO_ACCOUNTS.client_primary));
    const id = fakeId();
    const marker = fakeId();
    await publish({ topic: 'task', id, projectId: null, clientId: ids.company });
    await publish({ topic: 'task', id: marker, projectId: null, clientId: ids.otherCompany });
    await mine.client.next((e) => e.data.id === id);
    await theirs.client.next((e) => e.data.id === marker);
    expect(received(theirs.client, id)).toBe(false);
  });

  it('ends the body with its last chunk when the session ends (sign-out)', async () => {
    const signedIn = await t.signIn(DEMO_ACCOUNTS.designer);
    const s = await stream(signedIn.cookie);
    expect((await t.request('/api/auth/sign-out', { cookie: signedIn.cookie, body: {} })).status).toBe(200);
    const how = await Promise.race([s.ended, new Promise((resolve) => setTimeout(() => resolve('still open'), 3000))]);
    expect(how).toBe('end');
  });
});

describe('an event stream body on a socket', () => {
  it('drops a reader that stopped taking what was written, instead of buffering without end', async () => {
    const written: Buffer[] = [];
    const socket = { writable: true, writableLength: 0, write: (b: Buffer) => written.push(b) };
    const outgoing = {
      socket,
      headersSent: true,
      writableEnded: false,
      chunkedEncoding: true,
      get writableLength() {
        return socket.writableLength;
      },
    };
    let ends = 0;
    const body = createBody(outgoing as never, () => ends++);
    // The server's first read: from then on the body writes on the socket.
    void body.stream
      .getReader()
      .read()
      .catch(() => {});
    await new Promise((resolve) => setImmediate(resolve));
    const frame = new Frame('data: {}\n\n');
    expect(body.write(frame)).toBe(true);
    expect(written[0]!.toString()).toBe('a\r\ndata: {}\n\n\r\n');
    socket.writableLength = 1024 * 1024;
    expect(body.write(frame)).toBe(false);
    expect(body.write(frame)).toBe(false);
    expect(written).toHaveLength(1);
    expect(ends).toBe(1);
  });
});
