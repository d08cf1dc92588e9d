/** Profile Settings: every signed-in user renames themselves and sets or removes their own picture; anyone signed in sees it. */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { queryRows } from '@server/db/client';
import { APP_URL, createTestApp, DEMO_ACCOUNTS, type DemoRole, type TestApp } from '../support/harness';

let t: TestApp;
const cookies = {} as Record<DemoRole, string>;
const userIds = {} as Record<DemoRole, string>;
const ROLES_USED = ['admin', 'developer', 'client_primary', 'client_additional'] as const;

/** A real 1x1 PNG and a JPEG header: the server identifies formats by their first bytes, not by name or label. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const JPEG = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
  Buffer.from('JFIF\0'),
  Buffer.alloc(64),
  Buffer.from([0xff, 0xd9]),
]);
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>');

const one = async <T>(query: ReturnType<typeof sql>) => (await queryRows<T>(t.database.db, query))[0]!;

beforeAll(async () => {
  t = await createTestApp();
  for (const role of ROLES_USED) {
    cookies[role] = await t.as(DEMO_ACCOUNTS[role]);
    userIds[role] = (await one<{ id: string }>(sql`select id from users where email = ${DEMO_ACCOUNTS[role]}`)).id;
  }
});
afterAll(() => t.close());

const rename = (role: DemoRole, body: unknown) => t.request('/api/profile', { method: 'PATCH', cookie: cookies[role], body });

/** A browser form upload: multipart with the picture in the field 'file', under a name and type the sender chose. */
async function upload(role: DemoRole | null, bytes: Buffer, name = 'photo.png', type = 'image/png') {
  const form = new FormData();
  form.append('file', new File([new Uint8Array(bytes)], name, { type }));
  const headers: Record<string, string> = { origin: APP_URL };
  if (role) headers.cookie = cookies[role];
  const res = await t.app.request(`${APP_URL}/api/profile/avatar`, { method: 'PUT', headers, body: form });
  return { status: res.status, json: await res.json() };
}

async function fetchAvatar(role: DemoRole | null, url: string, headers: Record<string, string> = {}) {
  const res = await t.app.request(`${APP_URL}${url}`, { headers: { ...(role && { cookie: cookies[role] }), ...headers } });
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
}

const me = async (role: DemoRole) => (await t.request('/api/me', { cookie: cookies[role] })).json.user;

describe('renaming oneself', () => {
  it('trims the names, keeps the display name in sync, shows it in /api/me and records it', async () => {
    const res = await rename('developer', { firstName: '  Marcus  ', lastName: ' Chen-Okafor ' });
    expect(res.status, res.text).toBe(200);
    expect(res.json).toMatchObject({ id: userIds.developer, firstName: 'Marcus', lastName: 'Chen-Okafor', role: 'developer' });
    expect(await me('developer')).toMatchObject({ firstName: 'Marcus', lastName: 'Chen-Okafor' });
    const row = await one<{ name: string }>(sql`select name from users where id = ${userIds.developer}`);
    expect(row.name).toBe('Marcus Chen-Okafor');
    const event = await one<{ action: string; actor_id: string }>(
      sql`select action, actor_id from activity_log where entity_id = ${userIds.developer} order by created_at desc limit 1`,
    );
    expect(event).toEqual({ action: 'profile.updated', actor_id: userIds.developer });
  });

  it('answers 400 with a message per field for blank, missing-typed, too long or unknown fields', async () => {
    const blank = await rename('developer', { firstName: '   ', lastName: '' });
    expect(blank.status).toBe(400);
    expect(blank.json.error.fields).toEqual({ firstName: 'First name is required', lastName: 'Last name is required' });
    const long = await rename('developer', { firstName: 'x'.repeat(101), lastName: 'Chen' });
    expect(long.status).toBe(400);
    expect(long.json.error.fields.firstName).toBe('First name must be at most 100 characters');
    const extra = await rename('developer', { firstName: 'Marcus', role: 'admin' });
    expect(extra.status).toBe(400);
    expect(extra.json.error.fields.role).toBe('Unknown field.');
    expect(await me('developer')).toMatchObject({ firstName: 'Marcus', lastName: 'Chen-Okafor', role: 'developer' });
  });

  it('lets a client user rename themselves, and only themselves', async () => {
    const res = await rename('client_additional', { firstName: 'Kev', lastName: 'Brooks' });
    expect(res.status).toBe(200);
    expect(await me('client_additional')).toMatchObject({ firstName: 'Kev', lastName: 'Brooks' });
    expect(await me('client_primary')).toMatchObject({ firstName: 'Rebecca', lastName: 'Holloway' });
  });

  it('refuses anonymous callers', async () => {
    expect((await t.request('/api/profile', { method: 'PATCH', body: { firstName: 'Eve', lastName: 'X' } })).status).toBe(401);
  });
});

describe('the profile picture', () => {
  it('stores a PNG, points avatarUrl at it and serves the same bytes with safe headers', async () => {
    const res = await upload('developer', PNG);
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json.avatarUrl).toMatch(new RegExp(`^/api/avatars/${userIds.developer}\\?v=\\d+$`));
    expect((await me('developer')).avatarUrl).toBe(res.json.avatarUrl);

    const served = await fetchAvatar('developer', res.json.avatarUrl);
    expect(served.status).toBe(200);
    expect(served.bytes.equals(PNG)).toBe(true);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    expect(served.headers.get('content-disposition')).toBe('inline');
    expect(served.headers.get('cache-control')).toBe('private, max-age=31536000, immutable');
    expect(served.headers.get('content-encoding')).toBeNull();
    const etag = served.headers.get('etag');
    expect(etag).toBeTruthy();
    expect((await fetchAvatar('developer', res.json.avatarUrl, { 'if-none-match': etag! })).status).toBe(304);
  });

  it('is visible to any signed-in user, client users included, and to nobody anonymous', async () => {
    const { avatarUrl } = await me('developer');
    for (const role of ['admin', 'client_primary'] as const) {
      const served = await fetchAvatar(role, avatarUrl);
      expect(served.status).toBe(200);
      expect(served.bytes.equals(PNG)).toBe(true);
    }
    expect((await fetchAvatar(null, avatarUrl)).status).toBe(401);
  });

  it('replaces the picture with a JPEG under a new URL, identified by its bytes whatever it is called', async () => {
    const before = (await me('developer')).avatarUrl;
    // The URL's version is the upload's millisecond: a new one needs the clock past the old picture's.
    const version = Number(new URL(before!, APP_URL).searchParams.get('v'));
    await vi.waitFor(() => expect(Date.now()).toBeGreaterThan(version));
    const res = await upload('developer', JPEG, 'holiday.png', 'image/png');
    expect(res.status).toBe(200);
    expect(res.json.avatarUrl).not.toBe(before);
    const served = await fetchAvatar('admin', res.json.avatarUrl);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    expect(served.bytes.equals(JPEG)).toBe(true);
  });

  it('refuses a picture over 512 KB with 413 and a clear message, and keeps the old one', async () => {
    const before = (await me('developer')).avatarUrl;
    const big = Buffer.concat([PNG, Buffer.alloc(512 * 1024)]);
    const res = await upload('developer', big);
    expect(res.status).toBe(413);
    expect(res.json.error.message).toMatch(/larger than 512 KB/);
    // Just over the limit, inside the multipart allowance: refused by the picture's own size check.
    const justOver = await upload('developer', Buffer.concat([PNG, Buffer.alloc(512 * 1024 - PNG.length + 1)]));
    expect(justOver.status).toBe(413);
    expect(justOver.json.error.fields.file).toMatch(/at most 512 KB/);
    expect((await me('developer')).avatarUrl).toBe(before);
  });

  it('refuses a text file or an SVG labelled as a PNG with 415', async () => {
    const before = (await me('developer')).avatarUrl;
    for (const [bytes, name, type] of [
      [Buffer.from('just some text pretending'), 'avatar.png', 'image/png'],
      [SVG, 'avatar.png', 'image/png'],
      [SVG, 'avatar.svg', 'image/svg+xml'],
    ] as const) {
      const res = await upload('developer', bytes, name, type);
      expect(res.status, name).toBe(415);
      expect(res.json.error.message).toBe('The picture must be a PNG, JPEG, WebP or GIF image.');
    }
    expect((await me('developer')).avatarUrl).toBe(before);
  });

  it('answers 400 when no file is sent, and 401 to anonymous uploads', async () => {
    const json = await t.request('/api/profile/avatar', { method: 'PUT', cookie: cookies.developer, body: { file: 'x' } });
    expect(json.status).toBe(400);
    expect(json.json.error.fields.file).toBe('Choose a picture to upload.');
    expect((await upload(null, PNG)).status).toBe(401);
  });

  it('removes the picture: avatarUrl null and the old URL answers 404', async () => {
    const { avatarUrl } = await me('developer');
    const res = await t.request('/api/profile/avatar', { method: 'DELETE', cookie: cookies.developer });
    expect(res.status).toBe(200);
    expect(res.json.avatarUrl).toBeNull();
    expect((await me('developer')).avatarUrl).toBeNull();
    expect((await fetchAvatar('developer', avatarUrl)).status).toBe(404);
    // Removing again is harmless.
    expect((await t.request('/api/profile/avatar', { method: 'DELETE', cookie: cookies.developer })).status).toBe(200);
    expect((await t.request('/api/profile/avatar', { method: 'DELETE' })).status).toBe(401);
  });

  it('answers 404 for a user without a picture and for an id that is not one', async () => {
    expect((await fetchAvatar('admin', `/api/avatars/${userIds.admin}`)).status).toBe(404);
    expect((await fetchAvatar('admin', '/api/avatars/not-a-uuid')).status).toBe(404);
  });
});

describe('whose pictures a client user reads', () => {
  it("their colleagues' and the staff's; another company's contact is not found, as if there were no picture", async () => {
    const staff = await upload('developer', PNG);
    const colleague = await upload('client_primary', PNG);
    expect(staff.status).toBe(200);
    expect(colleague.status).toBe(200);
    const [other] = await queryRows<{ id: string }>(
      t.database.db,
      sql`select id from users where client_id is not null and client_id <> (select client_id from users where id = ${userIds.client_primary}) order by id limit 1`,
    );
    await queryRows(
      t.database.db,
      sql`insert into avatars (user_id, content_type, data) values (${other!.id}, 'image/png', ${PNG})
      on conflict (user_id) do nothing`,
    );
    const theirs = `/api/avatars/${other!.id}?v=1`;
    expect((await fetchAvatar('client_additional', colleague.json.avatarUrl)).status).toBe(200);
    expect((await fetchAvatar('client_additional', staff.json.avatarUrl)).status).toBe(200);
    const refused = await fetchAvatar('client_additional', theirs);
    expect(refused.status).toBe(404);
    expect(refused.headers.get('content-type') ?? '').not.toContain('image');
    // Staff see every picture, the other company's contact's too.
    expect((await fetchAvatar('developer', theirs)).status).toBe(200);
    expect((await fetchAvatar('admin', colleague.json.avatarUrl)).status).toBe(200);
    await queryRows(t.database.db, sql`delete from avatars where user_id = ${other!.id}`);
  });
});

describe('client users', () => {
  it('set and remove their own picture only; nobody can set another user’s', async () => {
    const primaryBefore = (await me('client_primary')).avatarUrl;
    const res = await upload('client_additional', PNG);
    expect(res.status).toBe(200);
    expect(res.json.id).toBe(userIds.client_additional);
    expect((await me('client_primary')).avatarUrl).toBe(primaryBefore);
    // There is no user id to aim at: the routes act on the caller.
    for (const path of [
      `/api/profile/${userIds.client_primary}`,
      `/api/profile/avatar/${userIds.client_primary}`,
      `/api/avatars/${userIds.client_primary}`,
    ]) {
      const form = new FormData();
      form.append('file', new File([new Uint8Array(PNG)], 'x.png', { type: 'image/png' }));
      const put = await t.app.request(`${APP_URL}${path}`, {
        method: 'PUT',
        headers: { origin: APP_URL, cookie: cookies.client_additional },
        body: form,
      });
      expect(put.status, path).toBe(404);
    }
    expect((await me('client_primary')).avatarUrl).toBe(primaryBefore);
    expect((await fetchAvatar('developer', res.json.avatarUrl)).status).toBe(200);
    const removed = await t.request('/api/profile/avatar', { method: 'DELETE', cookie: cookies.client_additional });
    expect(removed.json.avatarUrl).toBeNull();
  });
});
