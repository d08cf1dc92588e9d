import { expect, test } from '@playwright/test';
import { signInAs } from './helpers';

// Live updates (docs/decisions/0040-live-updates.md): two people on the same task see each other's comments appear
// without reloading, through the event stream each signed-in tab keeps open.
test("a staff member and a client user on the same task see each other's comments without a reload", async ({ browser }) => {
  const clientContext = await browser.newContext();
  const client = await clientContext.newPage();
  await signInAs(client, 'client_primary');
  const tasks = await (await client.request.get('/api/tasks?pageSize=1')).json();
  const taskId: string = tasks.items[0].id;

  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await signInAs(staff, 'manager');

  // Each page's stream is open before anyone writes.
  const streamOpen = (page: typeof client) => page.waitForResponse((r) => r.url().endsWith('/api/events') && r.status() === 200);
  const clientStream = streamOpen(client);
  await client.goto(`/tasks/${taskId}`);
  await clientStream;
  const staffStream = streamOpen(staff);
  await staff.goto(`/tasks/${taskId}`);
  await staffStream;
  const clientComments = client.getByRole('list', { name: 'Comments' });
  const staffComments = staff.getByRole('list', { name: 'Comments' });
  await expect(client.getByPlaceholder('Add a comment...')).toBeVisible();
  await expect(staff.getByPlaceholder('Add a comment...')).toBeVisible();

  const fromStaff = `Staged on the preview site ${Date.now()}`;
  await staff.getByPlaceholder('Add a comment...').fill(fromStaff);
  // A staff comment is internal unless the writer shares it (decision 0104).
  await staff.getByRole('checkbox', { name: 'Visible to the client' }).last().check();
  await staff.getByRole('button', { name: 'Submit Comment' }).click();
  await expect(staffComments.getByText(fromStaff)).toBeVisible();
  await expect(clientComments.getByText(fromStaff)).toBeVisible();

  const fromClient = `Looks right to us ${Date.now()}`;
  await client.getByPlaceholder('Add a comment...').fill(fromClient);
  await client.getByRole('button', { name: 'Submit Comment' }).click();
  await expect(staffComments.getByText(fromClient)).toBeVisible();

  await clientContext.close();
  await staffContext.close();
});

test("the bell's count goes up as a notification arrives, without polling or a reload", async ({ browser }) => {
  const devContext = await browser.newContext();
  const developer = await devContext.newPage();
  const streamOpen = developer.waitForResponse((r) => r.url().endsWith('/api/events') && r.status() === 200);
  await signInAs(developer, 'developer');
  await streamOpen;
  const me = await (await developer.request.get('/api/me')).json();
  const bell = developer.getByRole('banner').getByRole('button', { name: /^Notifications, / });
  await expect(bell).toHaveAccessibleName(/^Notifications, (\d+|none) unread/);
  const unread = async () => Number(/(\d+) unread/.exec((await bell.getAttribute('aria-label')) ?? '')?.[1] ?? 0);
  const before = await unread();

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInAs(admin, 'admin');
  const clients = await (await admin.request.get('/api/clients?pageSize=1')).json();
  const created = await admin.request.post('/api/tasks', {
    data: { title: `Live bell ${Date.now()}`, clientId: clients.items[0].id, assignedToId: me.user.id },
  });
  expect(created.status()).toBe(201);

  await expect.poll(unread).toBe(before + 1);
  await adminContext.close();
  await devContext.close();
});
