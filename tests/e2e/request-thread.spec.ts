/**
 * A request's thread in the browser (decision 0109): the client writes under their request and the manager, whose
 * request page is open, sees it arrive without a reload.
 */
import { expect, test, type Browser } from '@playwright/test';
import { signInAs } from './helpers';

async function signedIn(browser: Browser, role: 'manager' | 'client_primary') {
  const page = await (await browser.newContext()).newPage();
  await signInAs(page, role);
  return page;
}

test('a client writes in a request thread and the manager’s open page shows it live', async ({ browser }) => {
  const stamp = `E2E${Date.now()}`;
  const text = `${stamp} could the export include the tax column?`;
  const client = await signedIn(browser, 'client_primary');
  const manager = await signedIn(browser, 'manager');
  const { items } = (await (await client.request.get('/api/projects?pageSize=1')).json()) as { items: Array<{ id: string }> };
  const filed = await client.request.post('/api/requests', { data: { projectId: items[0]!.id, title: `${stamp} CSV export` } });
  expect(filed.status()).toBe(201);
  const request = (await filed.json()) as { id: string };

  try {
    await manager.goto(`/requests/${request.id}`);
    await expect(manager.getByText('No messages yet')).toBeVisible();

    await client.goto(`/requests/${request.id}`);
    await expect(client.getByLabel('Internal note (hidden from the client)')).toHaveCount(0);
    await client.getByLabel('Message', { exact: true }).fill(text);
    await client.getByRole('button', { name: 'Send' }).click();
    await expect(client.getByRole('list', { name: 'Messages on this request' }).getByText(text)).toBeVisible();

    // No reload: the live event refreshes the manager's thread, where the message is marked as the client's.
    const item = manager.getByRole('list', { name: 'Messages on this request' }).getByRole('listitem').filter({ hasText: text });
    await expect(item).toBeVisible({ timeout: 10_000 });
    await expect(item.getByText('Client', { exact: true })).toBeVisible();
  } finally {
    // Left as found: withdrawing the open request removes it and its thread.
    expect((await client.request.delete(`/api/requests/${request.id}`)).status()).toBe(204);
    await client.context().close();
    await manager.context().close();
  }
});
