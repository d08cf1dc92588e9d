import { deflateSync } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import { signIn, signInAs } from './helpers';

// A seeded developer no other end-to-end test signs in as or looks for by name; renamed back at the end all the same.
const EMAIL = 'tyler.benally@northwind.test';

/** A small real PNG (a colour gradient), built here so the test needs no fixture file. */
function gradientPng(size = 32): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const byte of buf) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), body.length + 4);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = Array.from({ length: size }, (_, y) =>
    Buffer.from([0, ...Array.from({ length: size }, (_, x) => [x * 8, y * 8, 200]).flat()]),
  );
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const userMenu = (page: Page) => page.getByRole('button', { name: 'User menu' });

async function rename(page: Page, firstName: string, lastName: string) {
  await page.getByLabel('First Name').fill(firstName);
  await page.getByLabel('Last Name').fill(lastName);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Profile updated')).toBeVisible();
}

test('a user renames themselves and uploads a photo, and the top bar shows both at once', async ({ page }) => {
  await signIn(page, EMAIL);
  await expect(page).toHaveURL(/\/dashboard$/);
  await userMenu(page).click();
  await page.getByRole('menuitem', { name: 'Profile Settings' }).click();
  await expect(page).toHaveURL(/\/settings\/profile$/);
  await expect(page.getByLabel('Email')).toHaveValue(EMAIL);
  await expect(page.getByLabel('Role')).toHaveValue('Developer');

  await page.getByLabel('First Name').fill('   ');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('First name is required')).toBeVisible();

  await rename(page, 'Ty', 'Benally-Harper');
  await expect(userMenu(page)).toContainText('Ty Benally-Harper');
  await expect(userMenu(page).locator('img')).toHaveCount(0);

  // A vector image is refused in the browser before any upload.
  const fileInput = page.locator('input[type="file"]');
  await fileInput.setInputFiles({
    name: 'face.svg',
    mimeType: 'image/svg+xml',
    buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
  });
  await expect(page.getByRole('alert').filter({ hasText: 'Choose a PNG, JPEG, WebP or GIF image.' })).toBeVisible();

  await fileInput.setInputFiles({ name: 'face.png', mimeType: 'image/png', buffer: gradientPng() });
  await expect(page.getByText('Photo updated')).toBeVisible();
  const avatar = userMenu(page).locator('img');
  await expect(avatar).toHaveAttribute('src', /^\/api\/avatars\/[0-9a-f-]+\?v=\d+$/);
  // Loaded, not just pointed at: the picture decoded under the page's security policy.
  await expect.poll(() => avatar.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(32);

  // Still there after a reload: it came from the server, not from the page's memory.
  await page.reload();
  await expect(userMenu(page)).toContainText('Ty Benally-Harper');
  await expect(userMenu(page).locator('img')).toHaveAttribute('src', /^\/api\/avatars\//);

  await page.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('Photo removed')).toBeVisible();
  await expect(userMenu(page).locator('img')).toHaveCount(0);
  await expect(userMenu(page)).toContainText('TB');
  await rename(page, 'Tyler', 'Benally');
  await expect(userMenu(page)).toContainText('Tyler Benally');
});

/** The Role Permissions tab's cell for a capability and a role, on a desktop-wide screen (the table). */
const permissionCell = (page: Page, capability: string, role: string) =>
  page.locator(`tr[data-capability="${capability}"] td[data-role="${role}"]`);

async function openPermissions(page: Page) {
  await page.goto('/settings?tab=permissions');
  await expect(page.getByRole('heading', { name: 'Permissions by category' })).toBeVisible();
}

test('the Role Permissions tab says what the API does: a developer may not delete clients', async ({ page }) => {
  await signInAs(page, 'developer');
  await openPermissions(page);
  await expect(permissionCell(page, 'clients.delete', 'developer')).toHaveText('—No access');
  await expect(permissionCell(page, 'clients.view', 'developer')).toHaveText('Assigned');

  const clients = await page.request.get('/api/clients');
  expect(clients.status()).toBe(200);
  const { items } = (await clients.json()) as { items: Array<{ id: string }> };
  expect(items.length).toBeGreaterThan(0);
  const refused = await page.request.delete(`/api/clients/${items[0]!.id}`);
  expect([403, 404]).toContain(refused.status());
  expect((await page.request.get(`/api/clients/${items[0]!.id}`)).status()).toBe(200);
});

test('the Role Permissions tab says what the API does: support may create communications, clients may not', async ({ page }) => {
  await signInAs(page, 'support');
  await openPermissions(page);
  await expect(permissionCell(page, 'communications.create', 'support')).toHaveText('Yes');
  await expect(permissionCell(page, 'communications.create', 'client_primary')).toHaveText('—No access');

  const { items } = (await (await page.request.get('/api/clients')).json()) as { items: Array<{ id: string }> };
  const created = await page.request.post('/api/communications', {
    data: { clientId: items[0]!.id, type: 'call', subject: 'Permissions tab check', duration: '5 minutes' },
  });
  expect(created.status()).toBe(201);
  // Left as it was found: other tests count communications.
  const { id } = (await created.json()) as { id: string };
  expect((await page.request.delete(`/api/communications/${id}`)).status()).toBe(204);

  await page.context().clearCookies();
  await signInAs(page, 'client_primary');
  const refused = await page.request.post('/api/communications', { data: { type: 'call', subject: 'Not allowed', duration: '5 minutes' } });
  expect(refused.status()).toBe(403);
});
