/**
 * The tasks board: an overdue task keeps the status it is moved to and says Overdue beside it; every column shows its
 * true count and loads its next page when scrolled to its end; on a phone the board scrolls inside itself.
 */
import { expect, test, type Page } from '@playwright/test';
import { signInAs } from './helpers';
import { clientId, post } from './keyboard-helpers';
import { axeCheck } from './axe';

// Not a company with client-portal users: other specs count what those users see.
const CLIENT = 'Basin Industrial Fabrication';

const column = (page: Page, name: string) => page.getByRole('region', { name: `${name} column` });
const columnCount = (page: Page, name: string) => column(page, name).getByRole('heading').locator('[data-count]');

test('an overdue task dragged to In Progress stays there after a reload and still says Overdue', async ({ page }) => {
  await signInAs(page, 'manager');
  const title = `Late board task ${Date.now()}`;
  const created = await post<{ status: string; isOverdue: boolean }>(page, '/api/tasks', {
    title,
    clientId: await clientId(page, CLIENT),
    dueDate: '2024-01-15',
  });
  expect(created).toMatchObject({ status: 'pending', isOverdue: true });

  await page.goto(`/tasks?q=${encodeURIComponent(title)}&view=board`);
  const card = column(page, 'Pending').getByRole('listitem', { name: title });
  await expect(card).toBeVisible();
  await expect(card.getByText('Overdue', { exact: true })).toBeVisible();
  // Overdue is no column and no status to choose.
  await expect(page.getByRole('region', { name: 'Overdue column' })).toHaveCount(0);
  await expect(page.getByLabel(`Status of ${title}`).locator('option')).toHaveText(['Pending', 'In Progress', 'Completed']);
  await expect(columnCount(page, 'Pending')).toHaveText(/^1\b/);
  await expect(columnCount(page, 'In Progress')).toHaveText(/^0\b/);

  await card.dragTo(column(page, 'In Progress'));
  const moved = column(page, 'In Progress').getByRole('listitem', { name: title });
  await expect(moved).toBeVisible();
  // Both columns' counts follow the move.
  await expect(columnCount(page, 'In Progress')).toHaveText(/^1\b/);
  await expect(columnCount(page, 'Pending')).toHaveText(/^0\b/);

  await page.reload();
  const after = column(page, 'In Progress').getByRole('listitem', { name: title });
  await expect(after).toBeVisible();
  await expect(after.getByText('Overdue', { exact: true })).toBeVisible();
  await expect(column(page, 'Pending').getByRole('listitem', { name: title })).toHaveCount(0);
  await expect(page.getByLabel(`Status of ${title}`)).toHaveValue('in_progress');

  // The list says the same: In Progress, with the red Overdue marker beside it; the Overdue card counts it.
  await page.goto(`/tasks?q=${encodeURIComponent(title)}`);
  const row = page.getByRole('table').getByRole('row', { name: new RegExp(title) });
  await expect(row.getByRole('cell').nth(5)).toHaveText(/^In Progress\s*Overdue$/);
  const marker = row.getByRole('cell').nth(5).getByText('Overdue', { exact: true });
  await expect(marker).toHaveClass(/text-red/);
  await expect(page.locator('[data-stat="overdue"]')).toHaveText('1');
  await expect(page.locator('[data-stat="inProgress"]')).toHaveText('1');
});

test('a column with more than one page shows its true count and loads more as it scrolls', async ({ page }) => {
  await signInAs(page, 'admin');
  const api = (await (await page.request.get('/api/tasks?status=completed&pageSize=1')).json()) as { total: number };
  expect(api.total).toBeGreaterThan(20);

  await page.goto('/tasks?view=board');
  const completed = column(page, 'Completed');
  const cards = completed.getByRole('listitem');
  await expect(cards).toHaveCount(20);
  // The count is the server's total, not the cards loaded.
  await expect(columnCount(page, 'Completed')).toHaveText(new RegExp(`^${api.total.toLocaleString('en-US')}\\b`));

  // Scrolled to its end, the column loads its next page.
  await completed.locator('[data-column-scroller]').evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
  await expect(cards).toHaveCount(Math.min(40, api.total));
  await expect(columnCount(page, 'Completed')).toHaveText(new RegExp(`^${api.total.toLocaleString('en-US')}\\b`));
  // No pages of the whole list under the board: each column pages itself.
  await expect(page.getByRole('navigation', { name: 'Task pages' })).toHaveCount(0);
  // The scrolling columns, their counts and Load more pass axe.
  const { violations } = await axeCheck(page).include('main').analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});

test('on a phone the board scrolls inside itself, never the page', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await signInAs(page, 'admin');
  await page.goto('/tasks?view=board');
  await expect(column(page, 'Completed').getByRole('listitem').first()).toBeVisible();
  const widths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, inner: window.innerWidth }));
  expect(widths.scroll).toBeLessThanOrEqual(widths.inner);
  // The columns are still all reachable: the board itself scrolls sideways.
  const board = page.locator('[data-column="completed"]').locator('..');
  expect(await board.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
});
