/**
 * A project's rates and budget in the browser (decision 0048): a manager sets the hourly rate and the budgets in the
 * project's form and reads the Budget card on its overview; the card passes axe in light and dark.
 */
import { expect, test, type Page } from '@playwright/test';
import { signInAs } from './helpers';
import { axeCheck } from './axe';

/** A project the manager may edit (managers manage every project: decision 0034). */
async function aProject(page: Page): Promise<{ id: string; name: string }> {
  const res = await page.request.get('/api/projects?pageSize=5');
  const list = (await res.json()) as { items: Array<{ id: string; name: string }> };
  return list.items[0]!;
}

test('a manager sets a project’s rate and budgets and sees them on its Budget card', async ({ page }) => {
  await signInAs(page, 'manager');
  const project = await aProject(page);
  await page.goto(`/projects/${project.id}`);
  await page.getByRole('button', { name: 'Edit Project' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Project' });
  await dialog.getByLabel('Hourly rate').fill('120');
  await dialog.getByLabel('Currency').selectOption('EUR');
  await dialog.getByLabel('Budget (hours)').fill('abc');
  await dialog.getByRole('button', { name: 'Update Project' }).click();
  await expect(dialog.getByText('Budget (hours): enter a number of hours')).toBeVisible();
  await dialog.getByLabel('Budget (hours)').fill('40');
  await dialog.getByLabel('Budget (amount)').fill('4800');
  await dialog.getByRole('button', { name: 'Update Project' }).click();
  await expect(dialog).toHaveCount(0);

  const card = page.getByRole('region', { name: 'Budget' });
  await expect(card.getByText(/of 40 h/)).toBeVisible();
  await expect(card.getByRole('progressbar', { name: 'Hours used of the hours budget' })).toBeVisible();
  await expect(card.getByRole('progressbar', { name: 'Amount used of the money budget' })).toBeVisible();
  await expect(card.getByText(/4,800\.00/)).toBeVisible();

  // The saved figures come back into the form.
  await page.getByRole('button', { name: 'Edit Project' }).click();
  await expect(dialog.getByLabel('Hourly rate')).toHaveValue('120.00');
  await expect(dialog.getByLabel('Budget (hours)')).toHaveValue('40');
  await expect(dialog.getByLabel('Currency')).toHaveValue('EUR');
});

for (const theme of ['light', 'dark'] as const) {
  test(`axe: the Budget card, ${theme} theme`, async ({ page }) => {
    await page.addInitScript((t) => window.localStorage.setItem('theme', t), theme);
    await signInAs(page, 'manager');
    const project = await aProject(page);
    expect((await page.request.patch(`/api/projects/${project.id}`, { data: { budgetMinutes: 600, budgetMinor: 100000 } })).status()).toBe(
      200,
    );
    await page.goto(`/projects/${project.id}`);
    await expect(page.getByRole('region', { name: 'Budget' }).getByRole('progressbar').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(theme === 'dark');
    const { violations } = await axeCheck(page).include('main').analyze();
    const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(
      serious.map(
        (v) =>
          `${v.id} ${v.nodes
            .slice(0, 3)
            .map((n) => n.target.join(' '))
            .join(' | ')}`,
      ),
    ).toEqual([]);
  });
}

test('a manager gives a team member their own hourly rate on a project, then takes it back', async ({ page }) => {
  await signInAs(page, 'manager');
  // A project whose team has someone besides its manager.
  const list = (await (await page.request.get('/api/projects?pageSize=20')).json()) as { items: Array<{ id: string }> };
  let target: { projectId: string; name: string } | null = null;
  for (const { id } of list.items) {
    const team = (await (await page.request.get(`/api/projects/${id}/team`)).json()) as Array<{
      id: string | null;
      firstName: string;
      lastName: string;
    }>;
    const member = team.find((m) => m.id !== null);
    if (member) {
      target = { projectId: id, name: `${member.firstName} ${member.lastName}` };
      break;
    }
  }
  expect(target).not.toBeNull();
  await page.goto(`/projects/${target!.projectId}`);
  await page.getByRole('tab', { name: 'Team' }).click();
  await page.getByRole('button', { name: `Set Rate for ${target!.name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Hourly Rate on This Project' });
  await dialog.getByLabel('Hourly rate').fill('155');
  await dialog.getByRole('button', { name: 'Save Rate' }).click();
  await expect(dialog).toHaveCount(0);
  const card = page.getByRole('listitem').filter({ hasText: target!.name });
  await expect(card.getByText('Hourly rate: 155.00')).toBeVisible();

  await page.getByRole('button', { name: `Set Rate for ${target!.name}` }).click();
  await dialog.getByLabel('Hourly rate').fill('');
  await dialog.getByRole('button', { name: 'Save Rate' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(card.getByText(/Hourly rate: project's rate/)).toBeVisible();
});
