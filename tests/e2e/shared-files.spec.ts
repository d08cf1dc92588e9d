/**
 * Shared files in the browser (decision 0039): a client's primary contact shares a file on a task of their project,
 * downloads it back byte for byte, finds it on the project's Files tab with a link to the task, and removes it.
 */
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { signInAs } from './helpers';

test('a client shares a file on a task, downloads it, sees it on the project and removes it', async ({ page }) => {
  await signInAs(page, 'client_primary');
  const { items } = (await (await page.request.get('/api/tasks?pageSize=50')).json()) as {
    items: Array<{ id: string; title: string; project: { id: string } | null }>;
  };
  const task = items.find((t) => t.project)!;
  const name = `e2e-notes-${Date.now()}.txt`;
  const content = `Notes shared from the browser test\nLaunch checklist: café menu ☕\n`;

  await page.goto(`/tasks/${task.id}`);
  const panel = page.getByRole('region', { name: 'Files', exact: true });
  await expect(panel.getByRole('button', { name: 'Add file' })).toBeVisible();
  const uploaded = page.waitForResponse((r) => r.url().includes('/api/files?') && r.request().method() === 'POST');
  await panel.getByLabel('Add a file to this task').setInputFiles({ name, mimeType: 'text/plain', buffer: Buffer.from(content) });
  expect((await uploaded).status()).toBe(201);
  const link = panel.getByRole('link', { name, exact: true });
  await expect(link).toBeVisible();

  const download = page.waitForEvent('download');
  await panel.getByRole('link', { name: `Download ${name}` }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(name);
  expect(readFileSync((await file.path())!, 'utf8')).toBe(content);

  // A program is refused, with the reason under the button.
  await panel
    .getByLabel('Add a file to this task')
    .setInputFiles({ name: 'setup.pdf', mimeType: 'application/pdf', buffer: Buffer.from('MZ\x90\x00binary') });
  await expect(panel.getByRole('alert')).toContainText('This kind of file cannot be shared');

  await page.goto(`/projects/${task.project!.id}?tab=files`);
  const row = page.getByRole('list', { name: 'Project files' }).getByRole('listitem').filter({ hasText: name });
  await expect(row.getByRole('link', { name: `Task: ${task.title.slice(0, 20)}` })).toBeVisible();
  await row.getByRole('button', { name: `Remove ${name}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('list', { name: 'Project files' }).getByText(name)).toHaveCount(0);
});
