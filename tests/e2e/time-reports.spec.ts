/**
 * Time reports in the browser (decision 0050): the admin opens Reports and sees a project's hours and money, switches
 * to utilization, and exports both as CSV; the screen passes axe in light and dark, on desktop and phone.
 */
import { expect, test, type Page } from '@playwright/test';
import { signInAs } from './helpers';
import { axeCheck } from './axe';

const today = new Date().toISOString().slice(0, 10);

/** Two and a half hours of billable time on a task of one project, logged through the API as the admin. */
async function logTime(page: Page) {
  const tasks = (await (await page.request.get('/api/tasks?pageSize=50')).json()) as {
    items: Array<{ id: string; project: { id: string; name: string } | null }>;
  };
  const task = tasks.items.find((t) => t.project)!;
  const res = await page.request.post('/api/time-entries', { data: { taskId: task.id, workDate: today, minutes: 150, billable: true } });
  expect(res.status(), await res.text()).toBe(201);
  return task.project!;
}

test('the admin reads a project’s month, switches to utilization and exports CSV', async ({ page }) => {
  await signInAs(page, 'admin');
  const project = await logTime(page);
  await page.goto('/reports/time');
  await expect(page.getByRole('heading', { level: 1, name: 'Time Reports' })).toBeVisible();
  // The project's row for this month holds the time just logged (the demo has time of its own): the figure the API gives.
  const month = today.slice(0, 7);
  const api = (await (await page.request.get(`/api/reports/time/projects?from=${month}&to=${month}&projectId=${project.id}`)).json()) as {
    items: Array<{ minutes: number }>;
  };
  expect(api.items[0]!.minutes).toBeGreaterThanOrEqual(150);
  const monthName = new Date(`${month}-01T00:00:00Z`).toLocaleString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
  const table = page.getByRole('table', { name: /Time per project and month/ });
  const row = table.getByRole('row').filter({ hasText: project.name }).filter({ hasText: monthName }).first();
  await expect(row).toContainText(`${(Math.round(api.items[0]!.minutes / 6) / 10).toLocaleString('en-US')} h`);
  // Admins see the money columns, and the chart's figures are there for screen readers.
  await expect(table.getByRole('columnheader', { name: 'Cost of time' })).toBeVisible();
  // Margin is the profit report's (decision 0121), not the time report's.
  await expect(table.getByRole('columnheader', { name: 'Margin' })).toHaveCount(0);
  await expect(page.getByRole('table', { name: 'Hours per month, billable and not billable' })).toBeAttached();

  const [projectsCsv] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Export CSV' }).click()]);
  expect(projectsCsv.suggestedFilename()).toMatch(/^time-by-project-.*\.csv$/);

  await page.getByRole('button', { name: 'Utilization' }).click();
  await expect(page).toHaveURL(/view=utilization/);
  const people = page.getByRole('table', { name: 'Utilization per person and week' });
  await expect(
    people
      .getByRole('row')
      .filter({ hasText: 'Capacity' })
      .or(people.getByRole('columnheader', { name: 'Capacity' }))
      .first(),
  ).toBeVisible();
  await expect(people.getByRole('row').nth(1)).toBeVisible();
  const [weeksCsv] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Export CSV' }).click()]);
  expect(weeksCsv.suggestedFilename()).toMatch(/^utilization-.*\.csv$/);
});

const SIZES = { desktop: { width: 1440, height: 900 }, phone: { width: 375, height: 812 } };
for (const [size, viewport] of Object.entries(SIZES))
  for (const theme of ['light', 'dark'] as const) {
    test(`axe: time reports, ${theme} theme, ${size}`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.addInitScript((t) => window.localStorage.setItem('theme', t), theme);
      await signInAs(page, 'admin');
      const found: string[] = [];
      for (const path of ['/reports/time', '/reports/time?view=utilization']) {
        await page.goto(path);
        await page.waitForLoadState('networkidle');
        expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(theme === 'dark');
        const { violations } = await axeCheck(page).analyze();
        found.push(
          ...violations
            .filter((v) => v.impact === 'serious' || v.impact === 'critical')
            .map(
              (v) =>
                `${path}: ${v.id} ${v.nodes
                  .slice(0, 3)
                  .map((n) => n.target.join(' '))
                  .join(' | ')}`,
            ),
        );
      }
      expect(found).toEqual([]);
    });
  }
