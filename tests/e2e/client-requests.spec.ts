/**
 * Client requests in the browser (decision 0044): a client's primary contact files a request with a screenshot from
 * the dashboard; a manager accepts it, which plans a task; the client follows that task's status on the request. A
 * declined request shows the client the manager's reason.
 */
import { expect, test, type Browser } from '@playwright/test';
import { signInAs } from './helpers';

// A 1x1 PNG: a real image, so the server's content check takes it as one.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

async function signedIn(browser: Browser, role: 'manager' | 'client_primary') {
  const page = await (await browser.newContext()).newPage();
  await signInAs(page, role);
  return page;
}

test('a client files a request with a screenshot, the manager accepts it, the client follows its task', async ({ browser }) => {
  const stamp = `E2E${Date.now()}`;
  const title = `${stamp} Show order totals on the dashboard`;
  const client = await signedIn(browser, 'client_primary');
  const manager = await signedIn(browser, 'manager');
  try {
    // The client files it from the dashboard, with a screenshot.
    const card = client.getByRole('region', { name: 'Your Requests' });
    await card.getByRole('button', { name: 'New Request' }).click();
    const dialog = client.getByRole('dialog', { name: 'New Request' });
    const project = dialog.getByLabel('Project');
    await expect(project.locator('option').nth(1)).toBeAttached();
    await project.selectOption({ index: 1 });
    await dialog.getByLabel('Title').fill(title);
    await dialog.getByLabel('Description').fill('The sales team asks for it every week.');
    await dialog.getByLabel('Priority').selectOption('high');
    await dialog
      .getByLabel('Screenshots or files (optional)')
      .setInputFiles({ name: 'screenshot.png', mimeType: 'image/png', buffer: PNG });
    await dialog.getByRole('button', { name: 'Send Request' }).click();
    await expect(client).toHaveURL(/\/requests\/[0-9a-f-]{36}$/);
    const requestUrl = new URL(client.url()).pathname;
    await expect(client.getByRole('heading', { level: 1 })).toContainText(title);
    await expect(client.getByText('Open', { exact: true }).first()).toBeVisible();
    await expect(client.getByRole('link', { name: /screenshot\.png/ }).first()).toBeVisible();

    // The manager finds it on the Requests screen and accepts it.
    await manager.goto('/requests');
    await manager.getByLabel('Search requests').fill(stamp);
    await manager.getByRole('link', { name: new RegExp(title) }).click();
    await expect(manager).toHaveURL(requestUrl);
    await expect(manager.getByRole('link', { name: /screenshot\.png/ }).first()).toBeVisible();
    await manager.getByRole('button', { name: 'Accept' }).click();
    const accept = manager.getByRole('dialog', { name: 'Accept Request' });
    await accept.getByRole('button', { name: 'Accept and Create Task' }).click();
    await expect(accept).toHaveCount(0);
    const taskSection = manager.getByRole('region', { name: 'Task created from it' });
    await expect(taskSection.getByText('Pending')).toBeVisible();
    await expect(manager.getByRole('button', { name: 'Accept' })).toHaveCount(0);

    // The team starts the work; the client sees where it stands on their request.
    const taskId = (await taskSection.getByRole('link').first().getAttribute('href'))!.split('/').pop()!;
    expect((await manager.request.patch(`/api/tasks/${taskId}`, { data: { status: 'in_progress' } })).status()).toBe(200);
    await client.reload();
    await expect(client.getByText('Accepted', { exact: true }).first()).toBeVisible();
    await expect(client.getByRole('region', { name: 'The work on it' }).getByText('In Progress')).toBeVisible();
    await client.goto('/requests');
    await expect(
      client.getByRole('list', { name: 'Requests' }).getByRole('listitem').filter({ hasText: title }).getByText('In Progress'),
    ).toBeVisible();
  } finally {
    await client.context().close();
    await manager.context().close();
  }
});

test('a declined request shows the client the reason', async ({ browser }) => {
  const stamp = `E2E${Date.now()}`;
  const client = await signedIn(browser, 'client_primary');
  const manager = await signedIn(browser, 'manager');
  try {
    const { items } = (await (await client.request.get('/api/projects?pageSize=1')).json()) as { items: Array<{ id: string }> };
    const filed = await client.request.post('/api/requests', { data: { projectId: items[0]!.id, title: `${stamp} Free hosting` } });
    const { id } = (await filed.json()) as { id: string };

    await manager.goto(`/requests/${id}`);
    await manager.getByRole('button', { name: 'Decline' }).click();
    const dialog = manager.getByRole('dialog', { name: 'Decline Request' });
    await dialog.getByRole('button', { name: 'Decline Request' }).click();
    await expect(dialog.getByText('Tell the client why the request is declined')).toBeVisible();
    await dialog.getByLabel('Reason').fill('Hosting is outside the contract; we can quote it.');
    await dialog.getByRole('button', { name: 'Decline Request' }).click();
    await expect(dialog).toHaveCount(0);

    await client.goto(`/requests/${id}`);
    await expect(client.getByRole('region', { name: 'Why it was declined' })).toContainText(
      'Hosting is outside the contract; we can quote it.',
    );
  } finally {
    await client.context().close();
    await manager.context().close();
  }
});

test("a project's page offers New Request about that project to a client, and not to staff", async ({ browser }) => {
  const client = await signedIn(browser, 'client_primary');
  const manager = await signedIn(browser, 'manager');
  try {
    const { items } = (await (await client.request.get('/api/projects?pageSize=1')).json()) as { items: Array<{ id: string }> };
    await client.goto(`/projects/${items[0]!.id}`);
    await client.getByRole('button', { name: 'New Request' }).click();
    await expect(client.getByRole('dialog', { name: 'New Request' }).getByLabel('Project')).toHaveValue(items[0]!.id);
    await manager.goto(`/projects/${items[0]!.id}`);
    await expect(manager.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(manager.getByRole('button', { name: 'New Request' })).toHaveCount(0);
  } finally {
    await client.context().close();
    await manager.context().close();
  }
});
