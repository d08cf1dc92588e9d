/**
 * Staff-only communications in the browser (decision 0028): a manager logs a call (staff-only by its type) and an
 * e-mail (shared), sees the first marked; the client's primary contact sees the e-mail and never the call.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { signInAs } from './helpers';

const history = (page: Page) => page.getByRole('list', { name: 'Communications' });
const entry = (page: Page, subject: string) => history(page).getByRole('listitem', { name: subject });

async function signedIn(browser: Browser, role: 'manager' | 'client_primary') {
  const page = await (await browser.newContext()).newPage();
  await signInAs(page, role);
  return page;
}

test('a call is staff-only unless shared; the client sees only what was shared with them', async ({ browser }) => {
  const stamp = `E2E${Date.now()}`;
  const call = `${stamp} call notes`;
  const email = `${stamp} status e-mail`;

  const client = await signedIn(browser, 'client_primary');
  const { user } = (await (await client.request.get('/api/me')).json()) as { user: { clientId: string } };
  const manager = await signedIn(browser, 'manager');
  const { name: company } = (await (await manager.request.get(`/api/clients/${user.clientId}`)).json()) as { name: string };

  await manager.goto('/communications');
  const ids: string[] = [];
  for (const [type, subject] of [
    ['call', call],
    ['email', email],
  ] as const) {
    await manager.getByRole('button', { name: 'Add Communication' }).click();
    const form = manager.getByRole('dialog', { name: 'Add New Communication' });
    await form.getByLabel('Client', { exact: true }).selectOption({ label: company });
    await form.getByLabel('Type', { exact: true }).selectOption(type);
    // "Shared with the client" follows the type until the author ticks or unticks it: off for a staff summary.
    const shared = form.getByRole('checkbox', { name: /Shared with the client/ });
    if (type === 'call') await expect(shared).not.toBeChecked();
    else await expect(shared).toBeChecked();
    await form.getByLabel('Subject').fill(subject);
    const created = manager.waitForResponse((r) => r.url().endsWith('/api/communications') && r.request().method() === 'POST');
    await form.getByRole('button', { name: 'Create Communication' }).click();
    ids.push(((await (await created).json()) as { id: string }).id);
    await expect(form).toBeHidden();
  }
  await expect(entry(manager, call).getByText('Staff only')).toBeVisible();
  await expect(entry(manager, email)).toBeVisible();
  await expect(entry(manager, email).getByText('Staff only')).toHaveCount(0);
  await expect(entry(manager, email).getByText('Client sees this')).toBeVisible();

  try {
    await client.goto(`/communications?q=${stamp}`);
    await expect(entry(client, email)).toBeVisible();
    await expect(entry(client, call)).toHaveCount(0);
    await expect(client.getByText(call)).toHaveCount(0);
    await expect(client.getByText('Staff only')).toHaveCount(0);
    // The client reads who wrote it from their side: the agency, not "Received" or "Sent".
    await expect(entry(client, email).getByText(/ wrote$/)).toBeVisible();
    await expect(entry(client, email).getByText('Sent', { exact: true })).toHaveCount(0);
    expect((await client.request.get(`/api/communications/${ids[0]}`)).status()).toBe(404);
  } finally {
    // Left as found: other specs count communications.
    for (const id of ids) expect((await manager.request.delete(`/api/communications/${id}`)).status()).toBe(204);
    await client.context().close();
    await manager.context().close();
  }
});
