/**
 * Keyboard-only use: after page.goto every step is a key press; the page is only read. Fixtures
 * (a project with milestones, a task for the board) are made through the API, since creating them is not what is
 * under test here.
 */
import { expect, test, type Page } from '@playwright/test';
import { mainNav } from './helpers';
import {
  clientId,
  expectFocusTrapped,
  expectVisibleFocus,
  focusInDialog,
  isFocused,
  keyboardSignIn,
  post,
  tabTo,
} from './keyboard-helpers';
import { axeCheck } from './axe';

// A client of the demo data with projects and milestones (src/server/db/seed/demo-data.ts).
// Not a company with client-portal users: other specs count what those users see.
const CLIENT = 'Basin Industrial Fabrication';

function taskSaved(page: Page) {
  return page.waitForResponse((r) => /\/api\/tasks\/[0-9a-f-]{36}$/.test(r.url()) && r.request().method() === 'PATCH' && r.ok());
}

function orderSaved(page: Page) {
  return page.waitForResponse((r) => r.url().endsWith('/milestones/order') && r.request().method() === 'PUT' && r.ok());
}

test('sign in, create a task and comment on it with the keyboard alone', async ({ page }) => {
  test.setTimeout(90_000);
  const title = `Keyboard task ${Date.now()}`;
  await keyboardSignIn(page, 'manager');

  // The sidebar is reachable by Tab; Enter follows a link.
  const tasksLink = mainNav(page).getByRole('link', { name: 'Tasks', exact: true });
  await tabTo(page, tasksLink);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/tasks$/);
  await expect(page.getByRole('heading', { name: 'Tasks', exact: true })).toBeVisible();

  // Back to the skip link, which shows itself on focus and jumps past the navigation to the screen.
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await tabTo(page, skip, { back: true });
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.locator('#main-content')).toBeFocused();

  // New task: Title has focus; selects are chosen by typing their option's first letters or with the arrows.
  const addTask = page.getByRole('button', { name: 'Add Task' });
  await tabTo(page, addTask);
  await page.keyboard.press('Enter');
  const form = page.getByRole('dialog', { name: 'Create New Task' });
  await expect(form).toBeVisible();
  await expect(form.getByLabel('Title', { exact: true })).toBeFocused();
  await page.keyboard.type(title);

  const client = form.getByLabel('Client', { exact: true });
  await expect(client.locator('option', { hasText: CLIENT })).toBeAttached();
  await tabTo(page, client);
  await page.keyboard.type('Basin');
  await expect(client.locator('option:checked')).toHaveText(CLIENT);

  const project = form.getByLabel('Project', { exact: true });
  await expect(project).toBeEnabled();
  await expect(project.locator('option').nth(1)).toBeAttached();
  await tabTo(page, project);
  await page.keyboard.press('ArrowDown');
  await expect(project).not.toHaveValue('');

  const priority = form.getByLabel('Priority', { exact: true });
  await tabTo(page, priority);
  await page.keyboard.type('High');
  await expect(priority).toHaveValue('high');

  await tabTo(page, form.getByRole('button', { name: 'Create Task' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('Task created successfully')).toBeVisible();
  await expect(form).toBeHidden();
  // Focus is back on the button that opened the dialog.
  await expect(addTask).toBeFocused();

  // Find it with the search box, open it from its row.
  await tabTo(page, page.getByLabel('Search tasks'));
  await page.keyboard.type(title);
  await expect(page).toHaveURL(/[?&]q=/);
  const link = page.getByRole('table').getByRole('link', { name: title });
  await tabTo(page, link);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/tasks\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();

  // Comment: type, Tab to the button, Enter.
  const comment = `Checked by keyboard ${Date.now()}`;
  await tabTo(page, page.getByLabel('Add a comment'));
  await page.keyboard.type(comment);
  await tabTo(page, page.getByRole('button', { name: 'Submit Comment' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('Comment added')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Comments' }).getByText(comment)).toBeVisible();
});

test('dialogs and menus trap focus, close on Escape and give focus back', async ({ page }) => {
  test.setTimeout(90_000);
  await keyboardSignIn(page, 'manager');
  const title = `Keyboard delete ${Date.now()}`;
  const task = await post<{ id: string }>(page, '/api/tasks', { title, clientId: await clientId(page, CLIENT) });

  // The New Task form.
  await page.goto('/tasks');
  const addTask = page.getByRole('button', { name: 'Add Task' });
  await tabTo(page, addTask);
  await page.keyboard.press('Enter');
  const form = page.getByRole('dialog', { name: 'Create New Task' });
  await expect(form).toBeVisible();
  await expectFocusTrapped(page);
  await page.keyboard.press('Escape');
  await expect(form).toBeHidden();
  await expect(addTask).toBeFocused();

  // A confirmation (an alertdialog), opened from the task page's Delete button, then cancelled.
  await page.goto(`/tasks/${task.id}`);
  const remove = page.getByRole('button', { name: 'Delete', exact: true });
  await tabTo(page, remove);
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('alertdialog', { name: 'Delete Task' });
  await expect(confirm).toBeVisible();
  await expectFocusTrapped(page, 10);
  await page.keyboard.press('Escape');
  await expect(confirm).toBeHidden();
  await expect(remove).toBeFocused();
  await expect(page.getByRole('heading', { name: title })).toBeVisible();

  // The user menu: Enter opens it on its first item, the arrows move, Escape closes it onto its button.
  const menuButton = page.getByRole('button', { name: /User menu/ });
  await tabTo(page, menuButton);
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  expect(await page.evaluate(() => !!document.activeElement?.closest('[role="menu"]'))).toBe(true);
  await page.keyboard.press('ArrowDown');
  expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('menuitem');
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(menuButton).toBeFocused();
});

test('no serious axe violation with the New Task, New Project and New Client dialogs open', async ({ page }) => {
  test.setTimeout(90_000);
  await keyboardSignIn(page, 'admin');
  const dialogs = [
    { path: '/tasks', button: 'Add Task', dialog: 'Create New Task' },
    { path: '/projects', button: 'Add Project', dialog: 'Create New Project' },
    { path: '/clients', button: 'Add Client', dialog: 'Add New Client' },
  ];
  const found: string[] = [];
  for (const { path, button, dialog } of dialogs) {
    await page.goto(path);
    await tabTo(page, page.getByRole('button', { name: button, exact: true }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: dialog })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const { violations } = await axeCheck(page).include('[role="dialog"]').analyze();
    found.push(
      ...violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map(
          (v) =>
            `${dialog}: ${v.id} ${v.help} — ${v.nodes
              .slice(0, 3)
              .map((n) => n.target.join(' '))
              .join(' | ')}`,
        ),
    );
    // Every form control in the dialog has an accessible name (axe's label rule, checked directly as well).
    const unnamed = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('[role="dialog"] input, [role="dialog"] select, [role="dialog"] textarea')]
        .filter(
          (el) => (el as HTMLInputElement).labels?.length === 0 && !el.getAttribute('aria-label') && !el.getAttribute('aria-labelledby'),
        )
        .map((el) => el.outerHTML.slice(0, 80)),
    );
    expect(unnamed, `${dialog}: unlabelled controls`).toEqual([]);
    await page.keyboard.press('Escape');
  }
  expect(found).toEqual([]);
});

test('milestones are reordered with the keyboard and the order persists', async ({ page }) => {
  test.setTimeout(90_000);
  await keyboardSignIn(page, 'manager');
  const project = await post<{ id: string }>(page, '/api/projects', {
    name: `Keyboard milestones ${Date.now()}`,
    clientId: await clientId(page, CLIENT),
  });
  for (const name of ['Alpha', 'Beta', 'Gamma']) await post(page, `/api/projects/${project.id}/milestones`, { name });
  const list = page.getByRole('list', { name: 'Milestones' });
  const order = () => list.getByRole('heading', { level: 3 }).allInnerTexts();

  await page.goto(`/projects/${project.id}`);
  // The tab list is one tab stop; the arrow keys choose the tab.
  await tabTo(page, page.getByRole('tab', { selected: true }));
  const milestonesTab = page.getByRole('tab', { name: 'Milestones' });
  for (let i = 0; i < 4 && !(await isFocused(milestonesTab)); i++) await page.keyboard.press('ArrowRight');
  await expect(milestonesTab).toHaveAttribute('aria-selected', 'true');
  await expect.poll(order).toEqual(['Alpha', 'Beta', 'Gamma']);

  // The Move up button keeps focus while it can still move; at the top focus falls back to the row.
  const moveUp = page.getByRole('button', { name: 'Move Gamma up' });
  await tabTo(page, moveUp);
  let saved = orderSaved(page);
  await page.keyboard.press('Enter');
  await saved;
  await expect.poll(order).toEqual(['Alpha', 'Gamma', 'Beta']);
  await expect(moveUp).toBeFocused();
  saved = orderSaved(page);
  await page.keyboard.press('Enter');
  await saved;
  await expect.poll(order).toEqual(['Gamma', 'Alpha', 'Beta']);
  const gammaRow = list.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Gamma' }) });
  await expect(gammaRow).toBeFocused();
  // The move is announced to screen readers.
  await expect(page.getByRole('status').filter({ hasText: 'Gamma moved to position 1 of 3.' })).toBeAttached();

  // Alt+ArrowDown on the focused row.
  saved = orderSaved(page);
  await page.keyboard.press('Alt+ArrowDown');
  await saved;
  await expect.poll(order).toEqual(['Alpha', 'Gamma', 'Beta']);
  await expect(gammaRow).toBeFocused();

  await page.reload();
  await expect.poll(order).toEqual(['Alpha', 'Gamma', 'Beta']);
});

test('a task moves across the kanban with the keyboard; overdue and status are said in words', async ({ page }) => {
  test.setTimeout(90_000);
  await keyboardSignIn(page, 'manager');
  const client = await clientId(page, CLIENT);
  const title = `Keyboard board ${Date.now()}`;
  await post(page, '/api/tasks', { title, clientId: client, priority: 'high' });
  // Past due and not completed: overdue, which the lists show as an 'Overdue' marker beside its status and its date.
  const late = `Keyboard late ${Date.now()}`;
  await post(page, '/api/tasks', { title: late, clientId: client, dueDate: '2024-01-15' });

  // In the table the badges carry words, and the due date says 'Overdue' next to the red.
  await page.goto(`/tasks?q=${encodeURIComponent(late)}`);
  const lateRow = page.getByRole('table').getByRole('row', { name: new RegExp(late) });
  await expect(lateRow.getByRole('cell').nth(5)).toHaveText(/^Pending\s*Overdue$/);
  await expect(lateRow.getByRole('cell').nth(6)).toHaveText('Medium');
  await expect(lateRow.getByRole('cell').nth(7)).toHaveText(/Overdue$/);

  await page.goto(`/tasks?q=${encodeURIComponent(title)}&view=board`);
  const column = (name: string) => page.getByRole('region', { name: `${name} column` });
  const card = column('Pending').getByRole('listitem', { name: title });
  await expect(card).toBeVisible();
  await expect(card).toContainText('High');

  // The current page and the chosen view are marked by a shape too (a bar, an outline), not by the tint alone.
  const marker = (name: string) =>
    mainNav(page)
      .getByRole('link', { name, exact: true })
      .evaluate((el) => getComputedStyle(el, '::before').width);
  expect(Number.parseFloat(await marker('Tasks'))).toBeGreaterThan(0);
  expect(Number.parseFloat(await marker('Clients'))).toBeNaN();
  const shadow = (name: string) => page.getByRole('button', { name, exact: true }).evaluate((el) => getComputedStyle(el).boxShadow);
  await expect(page.getByRole('button', { name: 'Board', exact: true })).toHaveAttribute('aria-pressed', 'true');
  expect(await shadow('Board')).not.toBe('none');
  expect(await shadow('List')).toBe('none');

  // The card's status select: each arrow press moves it one column on, and focus follows the card.
  const status = page.getByLabel(`Status of ${title}`);
  await tabTo(page, status);
  let saved = taskSaved(page);
  await page.keyboard.press('ArrowDown');
  await saved;
  await expect(column('In Progress').getByRole('listitem', { name: title })).toBeVisible();
  await expect(status).toBeFocused();
  saved = taskSaved(page);
  await page.keyboard.press('ArrowDown');
  await saved;
  await expect(column('Completed').getByRole('listitem', { name: title })).toBeVisible();
  await expect(status).toBeFocused();

  await page.reload();
  await expect(column('Completed').getByRole('listitem', { name: title })).toBeVisible();
});

test('keyboard focus is always visible', async ({ page }) => {
  test.setTimeout(90_000);
  await keyboardSignIn(page, 'manager');
  await page.goto('/tasks');
  await expect(page.getByRole('heading', { name: 'Tasks', exact: true })).toBeVisible();

  // The skip link is the first tab stop.
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();

  const targets = [
    mainNav(page).getByRole('link', { name: 'Tasks', exact: true }),
    page.getByRole('button', { name: 'Add Task' }),
    page.getByLabel('Search tasks'),
    page.getByRole('button', { name: 'Filters' }),
  ];
  for (const target of targets) {
    await tabTo(page, target);
    await expectVisibleFocus(target);
  }

  // A select in the filter panel, opened with Enter on the Filters button.
  await page.keyboard.press('Enter');
  const statusFilter = page.getByLabel('Status', { exact: true });
  await tabTo(page, statusFilter);
  await expectVisibleFocus(statusFilter);

  // In a dialog: a text input and the close button.
  await tabTo(page, page.getByRole('button', { name: 'Add Task' }), { back: true });
  await page.keyboard.press('Enter');
  const form = page.getByRole('dialog', { name: 'Create New Task' });
  await expect(form).toBeVisible();
  // Title got focus from the dialog opening; Tab away and back so it is keyboard focus for certain.
  await page.keyboard.press('Tab');
  await page.keyboard.press('Shift+Tab');
  await expectVisibleFocus(form.getByLabel('Title', { exact: true }));
  const close = form.getByRole('button', { name: 'Close dialog' });
  await tabTo(page, close);
  await expectVisibleFocus(close);
  expect(await focusInDialog(page)).toBe(true);
  await page.keyboard.press('Escape');

  // The project tabs and their panel (a tab stop of its own).
  await page.goto('/projects');
  const projectLink = page.getByRole('table').getByRole('link').first();
  await tabTo(page, projectLink);
  await expectVisibleFocus(projectLink);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/projects\/[0-9a-f-]{36}$/);
  const tab = page.getByRole('tab', { selected: true });
  await tabTo(page, tab);
  await expectVisibleFocus(tab);
  await page.keyboard.press('Tab');
  await expectVisibleFocus(page.getByRole('tabpanel'));
});
