import { expect, test, type Page } from '@playwright/test';
import { signInAs } from './helpers';

// A client of the demo data with projects and milestones (src/server/db/seed/demo-data.ts).
const CLIENT = 'Animas Valley Health';

function dialog(page: Page, name: string) {
  return page.getByRole('dialog', { name });
}

/** The value of the first real choice of a select (after its placeholder). */
async function firstChoice(page: Page, label: string, within = page.locator('body')) {
  const select = within.getByLabel(label, { exact: true });
  await expect(select.locator('option').nth(1)).toBeAttached();
  return select.locator('option').nth(1).getAttribute('value');
}

test('a manager creates a task, finds it, comments on it and moves it on the board', async ({ page }) => {
  const title = `E2E task ${Date.now()}`;
  await signInAs(page, 'manager');
  await page.goto('/tasks');
  await expect(page.getByRole('heading', { name: 'Tasks', exact: true })).toBeVisible();
  await expect(page.getByText('View and manage all tasks across projects')).toBeVisible();

  await page.getByRole('button', { name: 'Add Task' }).click();
  const form = dialog(page, 'Create New Task');
  await expect(form).toBeVisible();
  const client = form.getByLabel('Client', { exact: true });
  const project = form.getByLabel('Project', { exact: true });
  const milestone = form.getByLabel('Milestone', { exact: true });
  await expect(project).toBeDisabled();
  await expect(milestone).toBeDisabled();
  await expect(milestone.locator('option').first()).toHaveText('Select a project first');

  // Required fields are checked before anything is sent.
  await form.getByRole('button', { name: 'Create Task' }).click();
  await expect(form.getByText('Task title is required')).toBeVisible();
  await expect(form.getByText('A client must be selected')).toBeVisible();

  await form.getByLabel('Title', { exact: true }).fill(title);
  await form.getByLabel('Description').fill('Made by the end-to-end test');
  await client.selectOption({ label: CLIENT });
  await expect(project).toBeEnabled();
  const projectId = await firstChoice(page, 'Project', form);
  await project.selectOption(projectId!);
  await expect(milestone).toBeEnabled();
  const milestoneId = await firstChoice(page, 'Milestone', form);
  await milestone.selectOption(milestoneId!);

  // Changing the project clears the milestone; changing the client clears both.
  await project.selectOption('');
  await expect(milestone).toHaveValue('');
  await expect(milestone).toBeDisabled();
  await project.selectOption(projectId!);
  await milestone.selectOption(milestoneId!);
  await client.selectOption({ index: 0 });
  await expect(project).toHaveValue('');
  await expect(milestone).toHaveValue('');
  await client.selectOption({ label: CLIENT });
  await project.selectOption(projectId!);
  await milestone.selectOption(milestoneId!);
  await form.getByLabel('Priority').selectOption('high');

  await form.getByRole('button', { name: 'Create Task' }).click();
  await expect(page.getByText('Task created successfully')).toBeVisible();
  await expect(form).toBeHidden();

  // Search, then filter.
  await page.getByLabel('Search tasks').fill(title);
  await expect(page).toHaveURL(/[?&]q=/);
  const table = page.getByRole('table');
  const row = table.getByRole('row', { name: new RegExp(title) });
  await expect(row).toBeVisible();
  await expect(row).toContainText(CLIENT);
  await expect(row).toContainText('Pending');
  await expect(row).toContainText('High');

  await page.getByRole('button', { name: 'Filters' }).click();
  await page.getByLabel('Status', { exact: true }).selectOption('completed');
  await expect(page).toHaveURL(/status=completed/);
  await expect(page.getByText('No tasks match your filters')).toBeVisible();
  await page.getByLabel('Status', { exact: true }).selectOption('pending');
  await page.getByLabel('Priority', { exact: true }).selectOption('high');
  await expect(row).toBeVisible();
  // The filters survive a reload.
  await page.reload();
  await expect(page.getByRole('table').getByRole('row', { name: new RegExp(title) })).toBeVisible();

  // Open it and comment.
  await page.getByRole('link', { name: title }).first().click();
  await expect(page).toHaveURL(/\/tasks\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await expect(page.getByText('Task Details & Management')).toBeVisible();
  await expect(page.getByRole('link', { name: /^Back to / })).toHaveAttribute('href', `/projects/${projectId}`);
  await expect(page.getByText('No comments yet. Be the first to add a comment.')).toBeVisible();

  const submit = page.getByRole('button', { name: 'Submit Comment' });
  await expect(submit).toBeDisabled();
  await page.getByPlaceholder('Add a comment...').fill('   ');
  await expect(submit).toBeDisabled();
  await page.getByPlaceholder('Add a comment...').fill('First look done');
  await submit.click();
  await expect(page.getByText('Comment added')).toBeVisible();
  await expect(page.getByText('Your comment has been added to the task.')).toBeVisible();
  const comments = page.getByRole('list', { name: 'Comments' });
  await expect(comments.getByText('First look done')).toBeVisible();
  await expect(comments.getByText('Just now')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Comments (1)' })).toBeVisible();

  await comments.getByRole('button', { name: 'Edit' }).click();
  await comments.getByLabel('Edit comment').fill('First look done, two issues found');
  await comments.getByRole('button', { name: 'Save' }).click();
  await expect(comments.getByText('First look done, two issues found')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('list', { name: 'Comments' }).getByText('First look done, two issues found')).toBeVisible();

  // Drag it to Completed on the board.
  await page.goto(`/tasks?q=${encodeURIComponent(title)}&view=board`);
  const card = page.getByRole('listitem', { name: title });
  const pending = page.getByRole('region', { name: 'Pending column' });
  const completed = page.getByRole('region', { name: 'Completed column' });
  await expect(pending.getByRole('listitem', { name: title })).toBeVisible();
  await card.dragTo(completed);
  await expect(completed.getByRole('listitem', { name: title })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('region', { name: 'Completed column' }).getByRole('listitem', { name: title })).toBeVisible();

  // The keyboard path: the card's status select.
  await page.getByLabel(`Status of ${title}`).selectOption('in_progress');
  await expect(page.getByRole('region', { name: 'In Progress column' }).getByRole('listitem', { name: title })).toBeVisible();
});

test('a developer sees the tasks of the projects he works on, not only his own, and can comment', async ({ page }) => {
  await signInAs(page, 'developer');
  const me = (await (await page.request.get('/api/me')).json()) as { user: { firstName: string; lastName: string } };
  const name = `${me.user.firstName} ${me.user.lastName}`;

  await page.goto('/tasks');
  const rows = page.getByRole('table').locator('tbody tr');
  await expect(rows.first()).toBeVisible();
  // Column 4 is Assigned To: a team's task is on his list whoever holds it (decision 0075; which tasks exactly is
  // the API tests' table).
  const assignees = (await rows.locator('td:nth-child(4)').allInnerTexts()).map((a) => a.trim());
  expect(assignees.length).toBeGreaterThan(0);
  expect(assignees.some((a) => a !== name)).toBe(true);

  await rows.first().locator('td').first().getByRole('link').click();
  await expect(page).toHaveURL(/\/tasks\/[0-9a-f-]{36}$/);
  const text = `Developer note ${Date.now()}`;
  await page.getByPlaceholder('Add a comment...').fill(text);
  await page.getByRole('button', { name: 'Submit Comment' }).click();
  await expect(page.getByText('Comment added')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Comments' }).getByText(text)).toBeVisible();
});

test('the pager turns pages by the task at the page edge, and a reload shows the same page', async ({ page }) => {
  await signInAs(page, 'manager');
  await page.goto('/tasks?pageSize=5');
  const pager = page.getByRole('navigation', { name: 'Task pages' });
  const firstCells = page.getByRole('table').locator('tbody tr td:first-child');
  await expect(pager.getByText('Page 1 of')).toBeVisible();
  const page1 = await firstCells.allTextContents();

  await pager.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/page=2.*after=[0-9a-f-]{36}/);
  await expect(pager.getByText('Page 2 of')).toBeVisible();
  await expect(firstCells.first()).not.toHaveText(page1[0]!);
  const page2 = await firstCells.allTextContents();
  expect(page2.some((title) => page1.includes(title))).toBe(false);

  await page.reload();
  await expect(firstCells).toHaveText(page2);

  await pager.getByRole('button', { name: 'Next' }).click();
  await expect(pager.getByText('Page 3 of')).toBeVisible();
  await pager.getByRole('button', { name: 'Previous' }).click();
  await expect(page).toHaveURL(/page=2.*before=[0-9a-f-]{36}/);
  await expect(firstCells).toHaveText(page2);
  await pager.getByRole('button', { name: 'Previous' }).click();
  await expect(page).not.toHaveURL(/after=|before=/);
  await expect(firstCells).toHaveText(page1);
});
