/**
 * Time tracking in the browser (decision 0046): a developer starts a timer on a task, the top bar shows it, it is still
 * there after a reload, they stop it from the top bar and the entry is listed on the task; time added by hand is
 * listed too. axe finds nothing serious in the task's Time card and the project's Time tab, in light and dark.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { signInAs } from './helpers';
import { axeCheck } from './axe';

async function signedIn(browser: Browser, theme?: 'light' | 'dark') {
  const page = await (await browser.newContext()).newPage();
  if (theme) await page.addInitScript((t) => window.localStorage.setItem('theme', t), theme);
  await signInAs(page, 'developer');
  return page;
}

/** One of the developer's tasks that belongs to a project (time is logged on project tasks only). */
async function projectTask(page: Page) {
  const body = (await (await page.request.get('/api/tasks?pageSize=200')).json()) as {
    items: Array<{ id: string; title: string; project: { id: string } | null }>;
  };
  const task = body.items.find((t) => t.project);
  expect(task, 'the developer has a task on a project').toBeTruthy();
  return task as { id: string; title: string; project: { id: string } };
}

async function seriousViolations(page: Page, include?: string) {
  await page.waitForLoadState('networkidle');
  const builder = axeCheck(page);
  if (include) builder.include(include);
  const { violations } = await builder.analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${page.url()}: ${v.id} ${v.help} — ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join(' | ')}`,
    );
}

test('a developer times a task from its page, the top bar keeps the timer across a reload, and stopping lists the entry', async ({
  browser,
}) => {
  const page = await signedIn(browser);
  try {
    // A timer left by an earlier run on this database is stopped first, so the top bar starts empty.
    await page.request.post('/api/timer/stop', { data: {} });
    const task = await projectTask(page);
    await page.goto(`/tasks/${task.id}`);
    const card = page.getByRole('region', { name: 'Time' });
    await card.getByRole('button', { name: 'Start Timer' }).click();
    const timer = page.getByRole('status', { name: 'Running timer' });
    await expect(timer).toBeVisible();
    await expect(timer.getByRole('link', { name: task.title })).toBeVisible();
    await expect(card.getByRole('button', { name: 'Stop Timer' })).toBeVisible();

    // It lives on the server: a reload (or a new sign-in) shows the same timer, still counting.
    await page.reload();
    await expect(timer).toBeVisible();
    await expect(timer).toContainText(/0:0\d:\d\d/);

    await timer.getByRole('button', { name: `Stop timer on ${task.title}` }).click();
    await expect(timer).toHaveCount(0);
    await expect(card.getByRole('button', { name: 'Start Timer' })).toBeVisible();
    await expect(card.getByRole('listitem').filter({ hasText: '0:01' }).first()).toBeVisible();

    // Time added by hand, with a duration as people type it.
    await card.getByRole('button', { name: 'Add Time' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Time' });
    await dialog.getByLabel('Duration').fill('1h 30m');
    await dialog.getByLabel('Note').fill('Reviewed the pull request');
    await dialog.getByRole('button', { name: 'Add Time' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(card.getByRole('listitem').filter({ hasText: 'Reviewed the pull request' }).first()).toContainText('1:30');

    // The project's Time tab lists the same time.
    await page.goto(`/projects/${task.project.id}?tab=time`);
    await expect(page.getByRole('heading', { name: 'Logged Time' })).toBeVisible();
    await expect(page.getByText('Reviewed the pull request').first()).toBeVisible();
  } finally {
    await page.context().close();
  }
});

test('on a phone the running timer fits in the top bar', async ({ browser }) => {
  const page = await (await browser.newContext({ viewport: { width: 375, height: 812 } })).newPage();
  try {
    await signInAs(page, 'developer');
    const task = await projectTask(page);
    expect((await page.request.post('/api/timer/start', { data: { taskId: task.id, workDate: '2035-02-01' } })).status()).toBe(201);
    await page.goto('/dashboard');
    const timer = page.getByRole('status', { name: 'Running timer' });
    await expect(timer.getByRole('button', { name: `Stop timer on ${task.title}` })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    // Nothing in the top bar covers it: a click lands on Stop itself.
    await timer.getByRole('button', { name: `Stop timer on ${task.title}` }).click({ timeout: 5000 });
    await expect(timer).toHaveCount(0);
  } finally {
    await page.context().close();
  }
});

for (const theme of ['light', 'dark'] as const) {
  test(`the Time card and the project's Time tab have no serious axe violations (${theme})`, async ({ browser }) => {
    const page = await signedIn(browser, theme);
    try {
      const task = await projectTask(page);
      await page.goto(`/tasks/${task.id}`);
      await expect(page.getByRole('region', { name: 'Time' })).toBeVisible();
      expect(await seriousViolations(page, 'section[aria-labelledby="task-time"]')).toEqual([]);
      await page.goto(`/projects/${task.project.id}?tab=time`);
      await expect(page.getByRole('tab', { name: 'Time', selected: true })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    } finally {
      await page.context().close();
    }
  });
}
