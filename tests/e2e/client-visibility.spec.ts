import { expect, test } from '@playwright/test';
import { signInAs } from './helpers';

// What the client sees (docs/decisions/0103-what-the-client-sees.md, 0105): a manager marks a task internal, and the
// client's open Tasks page loses it without a reload; shown again, it comes back.
test("a manager marks a task internal and the client's open Tasks page loses it live", async ({ browser }) => {
  const clientContext = await browser.newContext();
  const client = await clientContext.newPage();
  await signInAs(client, 'client_primary');
  const me = await (await client.request.get('/api/me')).json();
  const projects = await (await client.request.get('/api/projects?pageSize=1')).json();

  // A task of its own, so no other test moves it: the newest, first on the client's Tasks page.
  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await signInAs(staff, 'manager');
  const title = `Homepage hero copy ${Date.now()}`;
  const created = await staff.request.post('/api/tasks', { data: { title, clientId: me.user.clientId, projectId: projects.items[0].id } });
  expect(created.status()).toBe(201);
  const task = await created.json();
  expect(task.clientVisible).toBe(true);

  const streamOpen = client.waitForResponse((r) => r.url().endsWith('/api/events') && r.status() === 200);
  await client.goto('/tasks');
  await streamOpen;
  const row = client.getByRole('main').getByText(title, { exact: true }).first();
  await expect(row).toBeVisible();

  await staff.goto(`/tasks/${task.id}`);
  const visible = staff.getByRole('checkbox', { name: /Visible to the client/ }).first();
  await expect(visible).toBeChecked();
  // The switch follows the server's answer.
  await visible.click();
  await expect(staff.getByText('The task is now internal')).toBeVisible();
  await expect(visible).not.toBeChecked();
  await expect(staff.getByText('Only your team sees it, its comments, files and time.')).toBeVisible();

  // The client's page drops it, with no reload; the task is not found for them.
  await expect(row).toBeHidden();
  expect((await client.request.get(`/api/tasks/${task.id}`)).status()).toBe(404);

  await visible.click();
  await expect(visible).toBeChecked();
  await client.reload();
  await expect(client.getByRole('main').getByText(title, { exact: true }).first()).toBeVisible();
  await clientContext.close();
  await staffContext.close();
});
