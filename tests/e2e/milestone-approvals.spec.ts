import { expect, test, type Page } from '@playwright/test';
import { signInAs } from './helpers';

// Milestone approvals (docs/decisions/0041-milestone-approvals.md): the manager asks, the client's primary contact
// approves on the client dashboard, and the manager's Milestones tab says so without a reload (the live stream). The
// additional contact sees the state and no buttons (decision 0042).

const streamOpen = (page: Page) => page.waitForResponse((r) => r.url().endsWith('/api/events') && r.status() === 200);

test("the manager asks, the primary contact approves, and the manager's page says so without a reload", async ({ browser, baseURL }) => {
  const clientContext = await browser.newContext();
  const client = await clientContext.newPage();
  await signInAs(client, 'client_primary');
  const projects = await (await client.request.get('/api/projects?pageSize=1')).json();
  const projectId: string = projects.items[0].id;

  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await signInAs(staff, 'manager');
  const name = `Home page sign-off ${Date.now()}`;
  const created = await staff.request.post(`/api/projects/${projectId}/milestones`, {
    data: { name, description: 'The new home page, desktop and phone', dueDate: '2099-05-01' },
    headers: { origin: baseURL! },
  });
  expect(created.status()).toBe(201);

  const staffStream = streamOpen(staff);
  await staff.goto(`/projects/${projectId}?tab=milestones`);
  await staffStream;
  const row = staff.locator(`li[data-milestone-id="${(await created.json()).id}"]`);
  await row.getByRole('button', { name: `Request approval of ${name}` }).click();
  const ask = staff.getByRole('dialog', { name: 'Request approval' });
  await ask.getByLabel('Note for the client (optional)').fill('Both layouts are on the preview site.');
  await ask.getByRole('button', { name: 'Request approval' }).click();
  await expect(row.getByText('Awaiting approval')).toBeVisible();

  const clientStream = streamOpen(client);
  await client.goto('/client-dashboard');
  await clientStream;
  const card = client.getByRole('region', { name: 'Awaiting your approval' });
  await expect(card.getByText(name)).toBeVisible();
  await expect(card.getByText('“Both layouts are on the preview site.”')).toBeVisible();
  await card.getByRole('button', { name: `Approve ${name}` }).click();
  const confirm = client.getByRole('dialog', { name: 'Approve milestone' });
  await confirm.getByLabel('Note for the team (optional)').fill('Looks right to us.');
  await confirm.getByRole('button', { name: 'Approve' }).click();
  await expect(card.getByText(name)).toHaveCount(0);

  // No reload: the approval reaches the manager's open tab through the event stream.
  await expect(row.getByText(/^Approved by Rebecca Holloway on /)).toBeVisible();
  await expect(row.getByRole('button', { name: `Request approval of ${name}` })).toHaveCount(0);

  // The additional contact sees the answer and the waiting demo milestone, never a button to answer.
  const otherContext = await browser.newContext();
  const other = await otherContext.newPage();
  await signInAs(other, 'client_additional');
  await other.goto(`/projects/${projectId}?tab=milestones`);
  await expect(other.getByText(/^Approved by Rebecca Holloway on /).first()).toBeVisible();
  await expect(other.getByRole('button', { name: /^(Approve|Request changes to) / })).toHaveCount(0);
  await other.goto('/client-dashboard');
  const theirCard = other.getByRole('region', { name: 'Awaiting approval' });
  await expect(theirCard.getByText('Your company’s primary contact approves these milestones.')).toBeVisible();
  await expect(theirCard.getByRole('button')).toHaveCount(0);

  await clientContext.close();
  await staffContext.close();
  await otherContext.close();
});
