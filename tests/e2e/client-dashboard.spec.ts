import { expect, test, type Page } from '@playwright/test';
import { signInAs } from './helpers';

async function numberIn(page: Page, selector: string): Promise<number> {
  const value = page.locator(selector);
  await expect(value).toBeVisible();
  return Number((await value.innerText()).replace(/[^\d]/g, ''));
}

test('a primary contact sees their projects, tasks, team and communications, and goes on to all projects', async ({ page }) => {
  await signInAs(page, 'client_primary');
  await expect(page.getByRole('heading', { name: 'Client Dashboard', level: 1 })).toBeVisible();
  await expect(page.getByText("Welcome, Rebecca! Here's an overview of your projects and tasks.")).toBeVisible();

  const projects = page.getByRole('region', { name: 'Your Projects' });
  const projectLinks = projects.getByRole('list').getByRole('link');
  await expect(projectLinks.first()).toBeVisible();
  await expect(projectLinks.first()).toHaveAttribute('href', /^\/projects\/[0-9a-f-]{36}$/);
  await expect(projects.getByRole('progressbar').first()).toBeVisible();

  const tasks = page.getByRole('region', { name: 'Your Tasks' });
  for (const label of ['Completed', 'In Progress', 'Pending']) await expect(tasks.getByText(label, { exact: true })).toBeVisible();
  const completed = await numberIn(page, '[data-count="Completed"]');
  const inProgress = await numberIn(page, '[data-count="In Progress"]');

  const recent = page.getByRole('region', { name: 'Recent Tasks' }).getByRole('link');
  await expect(recent).toHaveCount(4);
  await expect(recent.first()).toHaveAttribute('href', /^\/tasks\/[0-9a-f-]{36}$/);

  const team = page.getByRole('region', { name: 'Your Team' });
  await expect(team.getByRole('listitem').first()).toBeVisible();
  await expect(team.getByRole('link', { name: /@/ }).first()).toHaveAttribute('href', /^mailto:/);
  // Client users are never on the team.
  await expect(team.getByText('Rebecca Holloway')).toHaveCount(0);
  await expect(team.getByText('Kevin Brooks')).toHaveCount(0);

  const comms = page.getByRole('region', { name: 'Recent Communications' });
  await expect(comms.getByRole('listitem')).toHaveCount(3);
  // Who wrote each, from the client's side (decision 0106): "You wrote", a colleague's name, or the agency's.
  await expect(comms.getByText(/ wrote$/).first()).toBeVisible();
  await expect(comms.getByText(/^(From|To): Team$|^Received$|^Sent$/)).toHaveCount(0);

  const help = page.getByRole('region', { name: 'Need Assistance?' });
  await expect(help.getByText('Mon-Fri, 9am-5pm ET')).toBeVisible();
  // Writing to the team opens a project's conversation, where a client may write.
  await expect(help.getByRole('link', { name: 'Live Chat' })).toHaveCount(0);
  await expect(help.getByRole('link', { name: 'Message the team' })).toHaveAttribute('href', /^\/projects\/[0-9a-f-]+\?tab=conversation$/);

  // The counts agree with the Tasks screen, which counts the same shown statuses.
  await page.goto('/tasks');
  expect(await numberIn(page, '[data-stat="completed"]')).toBe(completed);
  expect(await numberIn(page, '[data-stat="inProgress"]')).toBe(inProgress);

  await page.goto('/client-dashboard');
  const firstProject = (await projectLinks.first().innerText()).split('\n')[0]!.trim();
  await projects.getByRole('link', { name: 'View All Projects' }).click();
  await expect(page).toHaveURL(/\/projects$/);
  await expect(page.getByRole('table').getByRole('link', { name: firstProject })).toBeVisible();
});
