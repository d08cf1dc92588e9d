// What a person sees when things go wrong: a failed request offers a retry, a refused change is put back, a screen
// that cannot load keeps the portal around it, and an unknown address says so.
import { expect, test, type Page, type Route } from '@playwright/test';
import { mainNav, signInAs } from './helpers';

/** A new task of a company without client-portal users (other specs count what those users see); its title. */
async function newTask(page: Page, prefix: string) {
  const clients = (await (await page.request.get('/api/options/clients')).json()) as Array<{ id: string; name: string }>;
  const clientId = clients.find((c) => c.name === 'Basin Industrial Fabrication')!.id;
  const title = `${prefix} ${Date.now()}`;
  expect((await page.request.post('/api/tasks', { data: { title, clientId } })).status()).toBe(201);
  return title;
}

/** Holds every task save (PATCH) until the returned release is called, then answers it with `then`. */
async function holdSaves(page: Page, then: (route: Route) => Promise<void>) {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/tasks/*', async (route) => {
    if (route.request().method() !== 'PATCH') return route.continue();
    await held;
    await then(route);
  });
  return () => release();
}

async function firstTask(page: Page) {
  const body = (await (await page.request.get('/api/tasks?pageSize=1')).json()) as {
    items: Array<{ id: string; title: string; status: string }>;
  };
  return body.items[0]!;
}

test('a failed list load shows an error with a retry that recovers', async ({ page }) => {
  await signInAs(page, 'admin');
  let failures = 0;
  // Every attempt fails until the person presses "Try again" (the portal retries twice on its own first).
  await page.route(/\/api\/projects(\?|$)/, (route) => (failures++ < 3 ? route.fulfill({ status: 500 }) : route.continue()));
  await page.goto('/projects');
  const alert = page.getByRole('alert').filter({ hasText: 'Try again' });
  await expect(alert).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('table')).toBeVisible();
  await expect(alert).toHaveCount(0);
});

test('a comment the server refuses is taken back, and the text returns to the box', async ({ page }) => {
  await signInAs(page, 'admin');
  const task = await firstTask(page);
  await page.goto(`/tasks/${task.id}`);
  const box = page.getByLabel('Add a comment');
  await expect(box).toBeVisible();

  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/tasks/*/comments', async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    await held; // long enough to see the optimistic comment
    await route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"Database unavailable"}' });
  });
  const text = `Refused comment ${Date.now()}`;
  await box.fill(text);
  await page.getByRole('button', { name: 'Submit Comment' }).click();
  const comments = page.getByRole('list', { name: 'Comments' });
  await expect(comments.getByText(text)).toBeVisible();
  await expect(box).toHaveValue('');
  release();
  await expect(page.getByText('Failed to add comment')).toBeVisible();
  await expect(comments.getByText(text)).toHaveCount(0);
  await expect(box).toHaveValue(text);
});

test('a status change on the board the server refuses moves the card back', async ({ page }) => {
  await signInAs(page, 'admin');
  const title = await newTask(page, 'Refused move');
  await page.goto(`/tasks?q=${encodeURIComponent(title)}&view=board`);
  const pending = page.getByRole('region', { name: 'Pending column' });
  const completed = page.getByRole('region', { name: 'Completed column' });
  await expect(pending.getByRole('listitem', { name: title })).toBeVisible();

  const release = await holdSaves(page, (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"Database unavailable"}' }),
  );
  await page.getByLabel(`Status of ${title}`).selectOption('completed');
  await expect(completed.getByRole('listitem', { name: title })).toBeVisible();
  release();
  await expect(page.getByText('Failed to update task')).toBeVisible();
  await expect(pending.getByRole('listitem', { name: title })).toBeVisible();
  await expect(completed.getByRole('listitem', { name: title })).toHaveCount(0);
  await expect(page.getByLabel(`Status of ${title}`)).toHaveValue('pending');
});

test('a screen that cannot load shows an error inside the portal, and the rest still works', async ({ page }) => {
  await signInAs(page, 'admin');
  // The dashboard fully loaded first: a file that fails to load stays failed for the page (the browser keeps the
  // failure), so the way back must not need one.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  // As after a deploy: the files already loaded keep working, any new one is gone.
  await page.route(/\/assets\/.*\.js$/, (route) => route.fulfill({ status: 404 }));
  await mainNav(page).getByRole('link', { name: 'Contact Leads' }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'Something went wrong' });
  await expect(alert).toBeVisible();
  await expect(alert.getByRole('button', { name: 'Reload' })).toBeVisible();
  await expect(mainNav(page)).toBeVisible();

  await page.unrouteAll();
  await mainNav(page).getByRole('link', { name: 'Overview' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(alert).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('an unknown address shows the not-found page with a way home', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go home' })).toBeVisible();
});

test('a card moved into a column that is still loading shows there before the server answers', async ({ page }) => {
  await signInAs(page, 'admin');
  const title = await newTask(page, 'Slow column');
  // The Completed column's first page is held until the move is made: the move is made while it is on its way.
  let columnAsked!: () => void;
  const columnOnItsWay = new Promise<void>((resolve) => (columnAsked = resolve));
  let releaseColumn!: () => void;
  const columnMayAnswer = new Promise<void>((resolve) => (releaseColumn = resolve));
  await page.route(/\/api\/tasks\?.*status=completed/, async (route) => {
    columnAsked();
    await columnMayAnswer;
    await route.continue();
  });
  await page.goto(`/tasks?q=${encodeURIComponent(title)}&view=board`);
  const pending = page.getByRole('region', { name: 'Pending column' });
  const completed = page.getByRole('region', { name: 'Completed column' });
  await expect(pending.getByRole('listitem', { name: title })).toBeVisible();
  await columnOnItsWay;
  // The save is held until the card shows in its new column: the board shows a move before the server answers.
  const release = await holdSaves(page, (route) => route.continue());
  await page.getByLabel(`Status of ${title}`).selectOption('completed');
  // The move was made while the column's first page was on its way; now it may arrive, the save still held.
  releaseColumn();
  await expect(completed.getByRole('listitem', { name: title })).toBeVisible();
  await expect(pending.getByRole('listitem', { name: title })).toHaveCount(0);
  release();
  await expect(completed.getByRole('listitem', { name: title })).toBeVisible();
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await page.reload();
  await expect(page.getByRole('region', { name: 'Completed column' }).getByRole('listitem', { name: title })).toBeVisible();
});
