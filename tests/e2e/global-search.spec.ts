import { expect, test, type Page } from '@playwright/test';
import type { SearchResponse } from '@shared/schemas/search';
import { signInAs } from './helpers';

// Seeded data (src/server/db/seed/demo-plan.ts, fixed seed): the client users belong to Animas Valley Health, whose
// projects include Patient Portal; Online Store Migration is another company's project.
const OWN_PROJECT = 'Patient Portal';
const OTHER_COMPANY_PROJECT = 'Online Store Migration';

async function openPalette(page: Page) {
  // The shortcut is the top bar's: pressed before the bar is on screen (a busy machine still rendering the page after
  // sign-in), nothing listens yet.
  await expect(page.getByRole('button', { name: 'Search' })).toBeVisible();
  await page.keyboard.press('Control+K');
  const input = page.getByRole('combobox', { name: 'Search clients, projects, tasks and more' });
  await expect(input).toBeFocused();
  return input;
}

const answerTo = (page: Page, q: string) =>
  page.waitForResponse((r) => r.url().endsWith(`/api/search?${new URLSearchParams({ q }).toString()}`) && r.ok());

async function typeAndWait(page: Page, input: ReturnType<Page['getByRole']>, q: string) {
  const answered = answerTo(page, q);
  await input.fill(q);
  await answered;
}

test('an admin finds a project by typing, moves with the arrows and opens a result with Enter', async ({ page }) => {
  await signInAs(page, 'admin');
  const q = 'Patient Port';
  // What the server answers the admin, in the palette's order, to know which result the second ArrowDown press lands on.
  const { results } = (await (await page.request.get(`/api/search?q=${encodeURIComponent(q)}`)).json()) as SearchResponse;
  expect(results[0]).toMatchObject({ kind: 'project', title: OWN_PROJECT });
  const target = results[1 % results.length]!;

  const input = await openPalette(page);
  const answered = answerTo(page, q);
  await input.pressSequentially(q);
  await answered;
  const options = page.getByRole('listbox', { name: 'Search results' }).getByRole('option');
  await expect(options.first()).toContainText(OWN_PROJECT);
  await expect(options.first()).toHaveAttribute('aria-selected', 'true');

  await input.press('ArrowDown');
  const active = page.getByRole('option', { selected: true });
  await expect(active).toContainText(target.title);
  await input.press('Enter');

  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === target.path);
});

test("a client user finds their own company's project but never another company's", async ({ page }) => {
  await signInAs(page, 'client_primary');
  const input = await openPalette(page);

  await typeAndWait(page, input, OTHER_COMPANY_PROJECT);
  await expect(page.getByText(`No results for “${OTHER_COMPANY_PROJECT}”`)).toBeVisible();
  await expect(page.getByRole('option', { name: new RegExp(OTHER_COMPANY_PROJECT) })).toHaveCount(0);

  await typeAndWait(page, input, OWN_PROJECT);
  const own = page.getByRole('option', { name: new RegExp(`^${OWN_PROJECT}`) }).first();
  await expect(own).toBeVisible();
  await input.press('Enter');
  await expect(page).toHaveURL(/\/projects\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: OWN_PROJECT })).toBeVisible();

  // Escape closes the palette and gives focus back to what had it.
  const button = page.getByRole('button', { name: 'Search' });
  await button.click();
  await expect(page.getByRole('combobox')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(button).toBeFocused();
});
