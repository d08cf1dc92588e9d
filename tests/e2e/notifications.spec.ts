import { expect, test, type Page } from '@playwright/test';
import { outboxMails, ROLES, signInAs } from './helpers';
import { axeCheck } from './axe';

// Not a company with client-portal users: other specs count what those users see.
const CLIENT = 'Basin Industrial Fabrication';

/** The outbox's messages with this subject. */
function mails(subject: string) {
  return outboxMails().filter((m) => m.subject === subject);
}

const bell = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Notifications, / });

test('the admin assigns a task: the developer sees it in the bell and by e-mail; the admin is told nothing', async ({ browser }) => {
  const title = `E2E notified ${Date.now()}`;
  const subject = `Task assigned to you: ${title}`;

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInAs(admin, 'admin');
  await admin.goto('/tasks');
  await admin.getByRole('button', { name: 'Add Task' }).click();
  const form = admin.getByRole('dialog', { name: 'Create New Task' });
  await form.getByLabel('Title', { exact: true }).fill(title);
  await form.getByLabel('Client', { exact: true }).selectOption({ label: CLIENT });
  const assignee = form.getByLabel('Assigned To');
  await expect(assignee.locator('option', { hasText: 'Marcus Chen' })).toHaveCount(1);
  await assignee.selectOption({ label: 'Marcus Chen (Developer)' });
  await form.getByRole('button', { name: 'Create Task' }).click();
  await expect(admin.getByText('Task created successfully')).toBeVisible();

  // The mail went to the developer only.
  await expect.poll(() => mails(subject).map((m) => m.to)).toEqual([ROLES.developer.email]);
  expect(mails(subject)[0]!.text).toMatch(/\/tasks\/[0-9a-f-]{36}/);

  // The admin's own bell has nothing about it.
  await bell(admin).click();
  const adminMenu = admin.getByRole('menu', { name: 'Notifications' });
  await expect(adminMenu).toBeVisible();
  await expect(adminMenu.getByRole('menuitem', { name: 'Notification settings' })).toBeVisible();
  await expect(adminMenu.getByText(title)).toHaveCount(0);
  await admin.keyboard.press('Escape');
  await adminContext.close();

  const devContext = await browser.newContext();
  const developer = await devContext.newPage();
  await signInAs(developer, 'developer');
  await expect(bell(developer)).toHaveAccessibleName(/^Notifications, \d+ unread$/);
  const before = Number(/(\d+) unread/.exec((await bell(developer).getAttribute('aria-label'))!)![1]);
  expect(before).toBeGreaterThan(0);
  await bell(developer).click();
  const item = developer.getByRole('menu', { name: 'Notifications' }).getByRole('menuitem', { name: new RegExp(`^Unread: ${subject}`) });
  await expect(item).toBeVisible();
  // The open panel passes axe as the pages do: no serious or critical violation. Only the menu is scanned: like the
  // user menu, a Radix modal menu hides the page behind it (aria-hidden, focus trapped), which axe would report there.
  for (const dark of [false, true]) {
    await developer.evaluate((on) => document.documentElement.classList.toggle('dark', on), dark);
    const { violations } = await axeCheck(developer).include('[role="menu"]').include('header').analyze();
    expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  }
  await item.click();
  await expect(developer).toHaveURL(/\/tasks\/[0-9a-f-]{36}$/);
  await expect(developer.getByRole('heading', { name: title })).toBeVisible();
  // Opening it marked it read.
  await expect(bell(developer)).toHaveAccessibleName(before === 1 ? 'Notifications, none unread' : `Notifications, ${before - 1} unread`);
  await devContext.close();
});
