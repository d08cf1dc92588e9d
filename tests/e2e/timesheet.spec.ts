/**
 * The Timesheet in the browser (decision 0047): a developer fills a week by keyboard only and submits it; a manager
 * approves it from Approvals; and axe finds nothing serious on the screen in either theme at desktop and phone width.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { signInAs, type RoleName } from './helpers';
import { axeCheck } from './axe';

/** A Monday of its own for each run, far from the demo data's weeks, so reruns on one database never meet. */
function runMonday() {
  const monday = new Date(Date.UTC(2032, 0, 5));
  monday.setUTCDate(monday.getUTCDate() + 7 * (Math.floor(Date.now() / 60_000) % 5000));
  return monday.toISOString().slice(0, 10);
}
const longWeek = (monday: string) =>
  `Week of ${new Date(`${monday}T00:00:00Z`).toLocaleDateString('en-US', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })}`;

async function signedIn(
  browser: Browser,
  role: RoleName,
  options: { theme?: 'light' | 'dark'; viewport?: { width: number; height: number } } = {},
) {
  const page = await (await browser.newContext(options.viewport ? { viewport: options.viewport } : {})).newPage();
  if (options.theme) await page.addInitScript((t) => window.localStorage.setItem('theme', t), options.theme);
  await signInAs(page, role);
  return page;
}

async function seriousViolations(page: Page) {
  await page.waitForLoadState('networkidle');
  const { violations } = await axeCheck(page).analyze();
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

test('a developer fills a week by keyboard and submits it; a manager approves it', async ({ browser }) => {
  const week = runMonday();
  const developer = await signedIn(browser, 'developer');
  const manager = await signedIn(browser, 'manager');
  try {
    await developer.goto(`/timesheet?week=${week}`);
    await expect(developer.getByText('No time this week yet.')).toBeVisible();

    // Add a row: the button, the task select (arrow key), the dialog's submit, all from the keyboard.
    await developer.getByRole('button', { name: 'Add Row' }).press('Enter');
    const dialog = developer.getByRole('dialog', { name: 'Add Row' });
    const task = dialog.getByLabel('Task');
    await expect(task.locator('option').nth(1)).toBeAttached();
    await expect(task).toBeFocused();
    await developer.keyboard.press('ArrowDown');
    await dialog.getByRole('button', { name: 'Add Row' }).press('Enter');
    await expect(dialog).toHaveCount(0);

    // Monday to Wednesday in three notations; Enter and Tab move on, each saves as it is left.
    const cells = developer.locator('input[data-timesheet-cell]');
    await cells.first().focus();
    await developer.keyboard.type('1:30');
    await developer.keyboard.press('Enter');
    await expect(cells.nth(1)).toBeFocused();
    await developer.keyboard.type('1.5h');
    await developer.keyboard.press('Tab');
    await developer.keyboard.type('90m');
    await developer.keyboard.press('Tab');
    // A typo is refused beside the cell, and nothing is sent.
    await developer.keyboard.type('soon');
    await developer.keyboard.press('Enter');
    await expect(developer.getByRole('alert').filter({ hasText: 'Enter a duration like 1:30' })).toBeVisible();
    await cells.nth(3).focus();
    await developer.keyboard.press('Escape');
    await expect(developer.getByTestId('week-total')).toHaveText('4:30');
    await expect(cells.nth(1)).toHaveValue('1:30');

    // A reload keeps the week (the row now comes from its entries).
    await developer.reload();
    await expect(developer.getByTestId('week-total')).toHaveText('4:30');

    await developer.getByRole('button', { name: 'Submit Week' }).press('Enter');
    await expect(developer.getByText('Awaiting approval')).toBeVisible();
    await expect(cells.first()).toBeDisabled();

    // The manager approves it from Approvals.
    await manager.goto('/timesheet?view=approvals');
    const item = manager.getByRole('listitem').filter({ hasText: longWeek(week) });
    await expect(item).toContainText('4.5 h');
    await item.getByRole('button', { name: 'Approve' }).click();
    await expect(item).toHaveCount(0);

    await developer.reload();
    await expect(developer.getByText('Approved', { exact: true })).toBeVisible();
  } finally {
    await developer.context().close();
    await manager.context().close();
  }
});

const SIZES = { desktop: { width: 1440, height: 900 }, phone: { width: 375, height: 812 } };
for (const [size, viewport] of Object.entries(SIZES))
  for (const theme of ['light', 'dark'] as const) {
    test(`the Timesheet passes axe, ${theme} theme, ${size}`, async ({ browser }) => {
      const developer = await signedIn(browser, 'developer', { theme, viewport });
      const manager = await signedIn(browser, 'manager', { theme, viewport });
      try {
        await developer.goto('/timesheet');
        await expect(developer.getByRole('heading', { level: 1, name: 'Timesheet' })).toBeVisible();
        await manager.goto('/timesheet?view=approvals');
        await expect(manager.getByRole('tab', { name: 'Approvals' })).toHaveAttribute('aria-selected', 'true');
        expect([...(await seriousViolations(developer)), ...(await seriousViolations(manager))]).toEqual([]);
      } finally {
        await developer.context().close();
        await manager.context().close();
      }
    });
  }
