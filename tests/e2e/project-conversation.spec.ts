/**
 * A project's conversation in the browser (decision 0043): a manager writes to the client and leaves an internal note;
 * the client's primary contact reads the message, never the note, and answers; the manager sees the answer.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { signInAs } from './helpers';

const messages = (page: Page) => page.getByRole('list', { name: 'Messages' });

async function signedIn(browser: Browser, role: 'manager' | 'client_primary') {
  const page = await (await browser.newContext()).newPage();
  await signInAs(page, role);
  return page;
}

test('staff write, the client reads and answers, and never sees an internal note', async ({ browser }) => {
  const stamp = `E2E${Date.now()}`;
  const hello = `${stamp} the staging site is ready`;
  const note = `${stamp} internal: keep the budget in mind`;
  const answer = `${stamp} thanks, looks great`;

  const client = await signedIn(browser, 'client_primary');
  const manager = await signedIn(browser, 'manager');
  const { items } = (await (await client.request.get('/api/projects?pageSize=1')).json()) as { items: Array<{ id: string; name: string }> };
  const project = items[0]!;
  const written: Array<[Page, string]> = [];
  const send = async (page: Page) => {
    const posted = page.waitForResponse((r) => r.url().endsWith(`/api/projects/${project.id}/messages`) && r.request().method() === 'POST');
    return ((await (await posted).json()) as { id: string }).id;
  };

  try {
    await manager.goto(`/projects/${project.id}`);
    await manager.getByRole('tab', { name: 'Conversation' }).click();
    await expect(manager).toHaveURL(/tab=conversation/);
    const box = manager.getByLabel('Message', { exact: true });
    await box.fill(hello);
    let id = send(manager);
    await box.press('Control+Enter');
    written.push([manager, await id]);
    await expect(messages(manager).getByText(hello)).toBeVisible();

    await manager.getByLabel('Internal note (hidden from the client)').check();
    await manager.getByLabel('Internal note', { exact: true }).fill(note);
    id = send(manager);
    await manager.getByRole('button', { name: 'Add note' }).click();
    written.push([manager, await id]);
    const noteItem = messages(manager).getByRole('listitem').filter({ hasText: note });
    await expect(noteItem.getByText('Internal note', { exact: true })).toBeVisible();

    // The client opens the project from their projects and finds the team's message, not the note.
    await client.goto('/projects');
    await client.getByRole('link', { name: project.name, exact: true }).first().click();
    await client.getByRole('tab', { name: 'Conversation' }).click();
    await expect(messages(client).getByText(hello)).toBeVisible();
    await expect(client.getByText(note)).toHaveCount(0);
    await expect(client.getByLabel('Internal note (hidden from the client)')).toHaveCount(0);
    await client.getByLabel('Message', { exact: true }).fill(answer);
    id = send(client);
    await client.getByRole('button', { name: 'Send' }).click();
    written.push([client, await id]);
    await expect(messages(client).getByText(answer)).toBeVisible();

    await manager.reload();
    await expect(messages(manager).getByText(answer)).toBeVisible();
  } finally {
    // Left as found: each author deletes their own.
    for (const [page, id] of written) expect((await page.request.delete(`/api/messages/${id}`)).status()).toBe(204);
    await client.context().close();
    await manager.context().close();
  }
});
