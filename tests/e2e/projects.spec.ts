import { expect, test, type Locator, type Page } from '@playwright/test';
import { signInAs } from './helpers';

// Seeded data (src/server/db/seed/demo-data.ts, fixed seed): developer@demo.test is on four projects; the client users
// belong to Animas Valley Health, which has three.
const DEVELOPER_PROJECTS = ['Patient Portal', 'Appointment Reminder Service', 'Online Store Migration', 'Field Inspection App'];
const CLIENT_NAME = 'Animas Valley Health';
// The last one is the project the demo's signed quote became.
const CLIENT_PROJECTS = ['Patient Portal', 'Appointment Reminder Service', 'Provider Directory Redesign', 'Loyalty app, phase 1'];
const OTHER_CLIENT = 'Mesa Verde Outfitters';

function milestoneList(page: Page): Locator {
  return page.getByRole('list', { name: 'Milestones' });
}

async function milestoneOrder(page: Page): Promise<string[]> {
  return milestoneList(page).getByRole('heading', { level: 3 }).allInnerTexts();
}

function waitForOrderSaved(page: Page) {
  return page.waitForResponse((r) => r.url().endsWith('/milestones/order') && r.request().method() === 'PUT' && r.ok());
}

async function addMilestone(page: Page, name: string) {
  await page.getByRole('button', { name: 'Add Milestone' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Milestone' });
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Description').fill(`${name} deliverables`);
  await dialog.getByRole('button', { name: 'Add Milestone' }).click();
  await expect(dialog).toBeHidden();
  await expect(milestoneList(page).getByRole('heading', { name, exact: true })).toBeVisible();
}

test('a manager creates a project, orders its milestones by drag and by keyboard, and manages its team', async ({ page }) => {
  test.setTimeout(120_000);
  const name = `E2E Launch ${Date.now()}`;
  await signInAs(page, 'manager');
  await page.goto('/projects');
  await expect(page.getByRole('heading', { name: 'Projects', level: 1 })).toBeVisible();
  await expect(page.getByText('View and manage all projects across clients')).toBeVisible();

  // Create: the client is required, then the project is saved and announced.
  await page.getByRole('button', { name: 'Add Project' }).click();
  const create = page.getByRole('dialog', { name: 'Create New Project' });
  await create.getByLabel('Name').fill(name);
  await create.getByRole('button', { name: 'Create Project' }).click();
  await expect(create.getByText('A client must be selected')).toBeVisible();
  await expect(create.getByLabel('Status')).toHaveValue('planning');
  await expect(create.getByLabel('Priority')).toHaveValue('medium');
  await create.getByLabel('Client').selectOption({ label: OTHER_CLIENT });
  await create.getByLabel('Start date').fill('2026-01-05');
  await create.getByLabel('End date').fill('2026-06-30');
  await create.getByRole('button', { name: 'Create Project' }).click();
  await expect(page.getByText('Project created successfully')).toBeVisible();
  await expect(page.getByText(`${name} has been added.`)).toBeVisible();
  await expect(create).toBeHidden();

  // Find it with the search (kept in the address) and open it from its row.
  await page.getByLabel('Search projects').fill(name);
  await expect(page).toHaveURL(/[?&]q=E2E/);
  const row = page.getByRole('table').getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText(OTHER_CLIENT);
  await expect(row).toContainText('Planning');
  await row.getByRole('cell').nth(1).click();
  await expect(page).toHaveURL(/\/projects\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: `Back to ${OTHER_CLIENT}` })).toHaveAttribute('href', /^\/clients\/[0-9a-f-]{36}$/);

  // Three milestones, in the order they were added.
  await page.getByRole('tab', { name: 'Milestones' }).click();
  await expect(page.getByText('No milestones yet')).toBeVisible();
  for (const milestone of ['Alpha', 'Beta', 'Gamma']) await addMilestone(page, milestone);
  expect(await milestoneOrder(page)).toEqual(['Alpha', 'Beta', 'Gamma']);
  await expect(milestoneList(page).getByRole('listitem').first()).toContainText('#1');
  await expect(milestoneList(page).getByRole('listitem').first()).toContainText('0 of 0 tasks completed');

  // Drag Gamma onto Alpha's place: it becomes first, and stays first after a reload.
  const item = (milestone: string) =>
    milestoneList(page)
      .getByRole('listitem')
      .filter({ hasText: `${milestone} deliverables` });
  let saved = waitForOrderSaved(page);
  await item('Gamma').dragTo(item('Alpha'));
  await saved;
  await expect.poll(() => milestoneOrder(page)).toEqual(['Gamma', 'Alpha', 'Beta']);
  await page.reload();
  await expect.poll(() => milestoneOrder(page)).toEqual(['Gamma', 'Alpha', 'Beta']);

  // Keyboard: the Move up button, then Alt+ArrowUp on a focused row (twice).
  saved = waitForOrderSaved(page);
  await page.getByRole('button', { name: 'Move Beta up' }).click();
  await saved;
  await expect.poll(() => milestoneOrder(page)).toEqual(['Gamma', 'Beta', 'Alpha']);
  await item('Alpha').focus();
  saved = waitForOrderSaved(page);
  await page.keyboard.press('Alt+ArrowUp');
  await saved;
  await expect.poll(() => milestoneOrder(page)).toEqual(['Gamma', 'Alpha', 'Beta']);
  await expect(item('Alpha')).toBeFocused();
  saved = waitForOrderSaved(page);
  await page.keyboard.press('Alt+ArrowUp');
  await saved;
  await expect.poll(() => milestoneOrder(page)).toEqual(['Alpha', 'Gamma', 'Beta']);
  await page.reload();
  await expect.poll(() => milestoneOrder(page)).toEqual(['Alpha', 'Gamma', 'Beta']);

  // Complete one: its Complete button goes away and the badge says so.
  await page.getByRole('button', { name: 'Complete Gamma' }).click();
  await expect(page.getByText('Milestone completed')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Complete Gamma' })).toHaveCount(0);
  await expect(item('Gamma')).toContainText('Completed');

  // Team: add a member as a designer, then remove them.
  await page.getByRole('tab', { name: 'Team Members' }).click();
  await expect(page.getByRole('heading', { name: 'Project Team' })).toBeVisible();
  await expect(page.getByText('No team members yet')).toBeVisible();
  await page.getByRole('button', { name: 'Add Team Member' }).click();
  const addDialog = page.getByRole('dialog', { name: 'Add Team Member to Project' });
  await addDialog.getByRole('button', { name: 'Add to Project' }).click();
  await expect(addDialog.getByText('Please select a team member')).toBeVisible();
  const memberSelect = addDialog.getByLabel('Team Member');
  await expect(memberSelect.locator('option')).not.toHaveCount(1);
  await expect(addDialog.getByLabel('Project Role')).toHaveValue('developer');
  await memberSelect.selectOption({ index: 1 });
  const optionText = await memberSelect.locator('option:checked').innerText();
  const memberName = optionText.replace(/\s*\(.*\)$/, '');
  await addDialog.getByLabel('Project Role').selectOption('designer');
  await addDialog.getByRole('button', { name: 'Add to Project' }).click();
  await expect(page.getByText('Team member added')).toBeVisible();
  await expect(page.getByText(`${memberName} has been added to the project as a designer.`)).toBeVisible();
  await expect(addDialog).toBeHidden();
  const members = page.getByRole('list', { name: 'Team members' });
  await expect(members.getByRole('heading', { name: memberName })).toBeVisible();
  await expect(members).toContainText('Designer');
  await expect(members).toContainText('Global role:');
  await members.getByRole('button', { name: `Remove ${memberName}` }).click();
  await expect(page.getByText('Team member removed')).toBeVisible();
  await expect(page.getByText('No team members yet')).toBeVisible();

  // Edit, then delete: the project is gone and the user lands on the clients list.
  await page.getByRole('button', { name: 'Edit Project' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Project' });
  await expect(edit.getByLabel('Name')).toHaveValue(name);
  // Completion follows the tasks unless set by hand (decision 0027).
  await expect(edit.getByLabel('Completion %')).toHaveCount(0);
  await edit.getByLabel('Set completion by hand').check();
  await edit.getByLabel('Completion %').fill('40');
  await edit.getByLabel('Status').selectOption('active');
  await edit.getByRole('button', { name: 'Update Project' }).click();
  await expect(page.getByText('Project updated successfully')).toBeVisible();
  await page.getByRole('tab', { name: 'Overview' }).click();
  await expect(page.getByRole('progressbar', { name: 'Project completion' })).toHaveAttribute('aria-valuenow', '40');
  await expect(page.getByText('Set by hand (0 of 0 tasks completed)')).toBeVisible();
  await page.getByRole('button', { name: 'Follow tasks' }).click();
  await expect(page.getByText('Completion follows the tasks')).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Project completion' })).toHaveAttribute('aria-valuenow', '0');
  await expect(page.getByText('0 of 0 tasks completed')).toBeVisible();

  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete project' });
  await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByText('Project deleted successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/clients$/);
});

test('a developer sees only the projects he is assigned to, and cannot change them', async ({ page }) => {
  await signInAs(page, 'developer');
  await page.goto('/projects');
  await expect(page.getByRole('heading', { name: 'Projects', level: 1 })).toBeVisible();
  const table = page.getByRole('table');
  for (const name of DEVELOPER_PROJECTS) await expect(table.getByRole('link', { name, exact: true })).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(DEVELOPER_PROJECTS.length + 1);
  await expect(table.getByText('Closing Document Portal')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Add Project' })).toHaveCount(0);

  await table.getByRole('link', { name: 'Patient Portal', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Patient Portal', level: 1 })).toBeVisible();
  await expect(page.getByText('Project Details & Management')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit Project' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Delete', exact: true })).toHaveCount(0);
  await page.getByRole('tab', { name: 'Milestones' }).click();
  await expect(page.getByRole('heading', { name: 'Project Milestones' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add Milestone' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Move .* up$/ })).toHaveCount(0);
  await page.getByRole('tab', { name: 'Team Members' }).click();
  await expect(page.getByRole('heading', { name: 'Project Team' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add Team Member' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Remove / })).toHaveCount(0);
});

test('a client user sees only their company’s projects', async ({ page }) => {
  await signInAs(page, 'client_primary');
  await page.goto('/projects');
  const table = page.getByRole('table');
  for (const name of CLIENT_PROJECTS) await expect(table.getByRole('link', { name, exact: true })).toBeVisible();
  // Other specs sharing this server may give the company more projects (a signed quote's): every row must be the
  // company's, whatever their number.
  await expect.poll(async () => table.getByRole('row').count()).toBeGreaterThanOrEqual(CLIENT_PROJECTS.length + 1);
  for (const row of await table.getByRole('row').all()) {
    if ((await row.getByRole('cell').count()) > 0) await expect(row).toContainText(CLIENT_NAME);
  }
  await expect(table.getByText('Online Store Migration')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Add Project' })).toHaveCount(0);

  // A search the server answers with nothing shows the filtered empty state, and the address keeps it.
  await page.getByLabel('Search projects').fill('zzzz-no-such-project');
  await expect(page.getByText('No projects match your filters')).toBeVisible();
  await page.reload();
  await expect(page.getByText('No projects match your filters')).toBeVisible();
});

test('a phone shows projects as cards', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signInAs(page, 'manager');
  await page.goto('/projects');
  const cards = page.getByRole('list', { name: 'Projects' });
  await expect(cards.getByRole('link', { name: 'Patient Portal', exact: true })).toBeVisible();
  await expect(page.getByRole('table')).toBeHidden();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await cards.getByRole('link', { name: 'Patient Portal', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Patient Portal', level: 1 })).toBeVisible();
});

test('a phone shows that the project tabs go on past the edge, and scrolls to them', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signInAs(page, 'client_primary');
  await page.goto('/projects');
  await page.getByRole('list', { name: 'Projects' }).getByRole('link', { name: 'Patient Portal', exact: true }).click();
  const tabs = page.getByRole('tablist', { name: 'Project sections' });
  const bar = tabs.locator('xpath=..');
  const inView = (name: string) =>
    tabs.getByRole('tab', { name, exact: true }).evaluate((el) => {
      const box = el.getBoundingClientRect();
      return box.left >= 0 && box.right <= window.innerWidth;
    });
  // Conversation and Files are off-screen at first, and a fade with an arrow says so.
  await expect(bar).toHaveAttribute('data-more-right', 'true');
  await expect(bar).not.toHaveAttribute('data-more-left', 'true');
  expect(await inView('Files')).toBe(false);
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.screenshot({
      path: testInfo.outputPath(`project-tabs-375-${scheme}.png`),
      clip: { x: 0, y: 0, width: 375, height: 400 },
      animations: 'disabled',
    });
  }
  // The arrow scrolls there; then the left side has its cue.
  await bar.locator('button[title="More sections"]').click();
  await expect(bar).toHaveAttribute('data-more-left', 'true');
  await expect.poll(() => inView('Conversation')).toBe(true);
  // A tab opened by its address is brought into view (the dashboard's Message the team opens one so).
  await page.goto(`${new URL(page.url()).pathname}?tab=files`);
  await expect(tabs.getByRole('tab', { name: 'Files' })).toHaveAttribute('aria-selected', 'true');
  await expect.poll(() => inView('Files')).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
});
