import { expect, test, type Page } from '@playwright/test';
import { signInAs } from './helpers';

// A client of the demo data (src/server/db/seed/demo-data.ts).
const CLIENT = 'Animas Valley Health';

const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });
const history = (page: Page) => page.getByRole('list', { name: 'Communications' });
const entry = (page: Page, subject: string) => history(page).getByRole('listitem', { name: subject });

async function openAdd(page: Page) {
  await page.getByRole('button', { name: 'Add Communication' }).click();
  const form = dialog(page, 'Add New Communication');
  await expect(form).toBeVisible();
  return form;
}

async function save(
  page: Page,
  form: ReturnType<typeof dialog>,
  button = 'Create Communication',
  toast = 'Communication record created successfully',
) {
  await form.getByRole('button', { name: button }).click();
  // The previous save's toast may still show.
  await expect(page.getByText(toast).last()).toBeVisible();
  await expect(form).toBeHidden();
}

test('a manager logs a call, a meeting and an e-mail, filters them, edits one and deletes one', async ({ page }) => {
  const stamp = `E2E${Date.now()}`;
  const call = `${stamp} call about the release`;
  const meeting = `${stamp} planning meeting`;
  const email = `${stamp} contract e-mail`;

  await signInAs(page, 'manager');
  await page.goto('/communications');
  await expect(page.getByRole('heading', { name: 'Communications', exact: true })).toBeVisible();
  for (const tile of ['Total', 'Emails', 'Calls', 'Meetings', 'Chats']) {
    await expect(page.getByRole('list', { name: 'Communication counts' }).getByText(tile, { exact: true })).toBeVisible();
  }
  await expect(page.getByRole('heading', { name: /^Communication History \(\d+\)$/ })).toBeVisible();

  // Required fields are checked before anything is sent.
  let form = await openAdd(page);
  await form.getByRole('button', { name: 'Create Communication' }).click();
  await expect(form.getByText('Please select a client')).toBeVisible();
  await expect(form.getByText('Subject is required')).toBeVisible();

  // A call: only the duration among the type's fields.
  await form.getByLabel('Client', { exact: true }).selectOption({ label: CLIENT });
  await form.getByLabel('Type', { exact: true }).selectOption('call');
  await expect(form.getByLabel('From Email')).toHaveCount(0);
  await form.getByLabel('Direction').selectOption('inbound');
  await form.getByLabel('Subject').fill(call);
  await form.getByLabel('Content').fill('The client called about the release date.');
  await form.getByLabel('Duration').fill('30 minutes');
  await save(page, form);

  // A meeting: its end may not come before its start.
  form = await openAdd(page);
  await form.getByLabel('Client', { exact: true }).selectOption({ label: CLIENT });
  await form.getByLabel('Type', { exact: true }).selectOption('meeting');
  await form.getByLabel('Subject').fill(meeting);
  await form.getByLabel('Meeting Start').fill('2026-05-20T14:00');
  await form.getByLabel('Meeting End').fill('2026-05-20T13:00');
  await form.getByRole('button', { name: 'Create Communication' }).click();
  await expect(form.getByText('The end must not be before the start')).toBeVisible();
  await form.getByLabel('Meeting End').fill('2026-05-20T15:30');
  await save(page, form);

  // An e-mail with its addresses and attachments.
  form = await openAdd(page);
  await form.getByLabel('Client', { exact: true }).selectOption({ label: CLIENT });
  await form.getByLabel('Subject').fill(email);
  await form.getByLabel('From Email').fill('manager@agency.test');
  await form.getByLabel('To Email').fill('not-an-address');
  await form.getByLabel('Attachments').fill('2');
  await form.getByRole('button', { name: 'Create Communication' }).click();
  await expect(form.getByText('To must be a valid email address')).toBeVisible();
  await form.getByLabel('To Email').fill('cto@client.test');
  await save(page, form);

  // Search finds the three, each with its own details.
  await page.getByLabel('Search communications').fill(stamp);
  await expect(page).toHaveURL(/[?&]q=/);
  await expect(history(page).getByRole('listitem')).toHaveCount(3);
  await expect(page.getByRole('heading', { name: 'Communication History (3)' })).toBeVisible();
  await expect(entry(page, call)).toContainText('Received');
  await expect(entry(page, call)).toContainText('Duration: 30 minutes');
  await expect(entry(page, call)).toContainText(/Today at \d{1,2}:\d{2} [AP]M/);
  await expect(entry(page, meeting)).toContainText('Sent');
  await expect(entry(page, meeting)).toContainText('Meeting: May 20, 2026, 2:00 PM – 3:30 PM');
  await expect(entry(page, email)).toContainText('From: manager@agency.test');
  await expect(entry(page, email)).toContainText('To: cto@client.test');
  await expect(entry(page, email)).toContainText('2 attachments');
  await expect(entry(page, email)).toContainText(CLIENT);
  const tiles = page.getByRole('list', { name: 'Communication counts' });
  await expect(tiles.locator('[data-stat="total"]')).toContainText('3');
  await expect(tiles.locator('[data-stat="call"]')).toContainText('1');

  // The type filter, kept in the address; the button reads 'Hide' while the filters show.
  await page.getByRole('button', { name: 'Filters', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Hide' })).toBeVisible();
  await page.getByLabel('Type', { exact: true }).selectOption('call');
  await expect(page).toHaveURL(/type=call/);
  await expect(history(page).getByRole('listitem')).toHaveCount(1);
  await expect(entry(page, call)).toBeVisible();
  await page.reload();
  await expect(history(page).getByRole('listitem')).toHaveCount(1);

  // Clear Filters drops search and filters alike, and goes away.
  await page.getByRole('button', { name: 'Clear Filters' }).click();
  await expect(page).not.toHaveURL(/type=|q=/);
  await expect(page.getByRole('button', { name: 'Clear Filters' })).toHaveCount(0);
  await expect(page.getByLabel('Search communications')).toHaveValue('');
  await page.getByLabel('Search communications').fill(stamp);
  await expect(history(page).getByRole('listitem')).toHaveCount(3);

  // Details of the meeting.
  await entry(page, meeting)
    .getByRole('button', { name: `View ${meeting}` })
    .click();
  const details = dialog(page, 'Communication Details');
  await expect(details).toContainText('Meeting Start');
  await expect(details).toContainText('May 20, 2026, 2:00 PM');
  await expect(details).toContainText('Meeting End');
  await expect(details).toContainText('Not specified');
  await details.getByRole('button', { name: 'Close', exact: true }).click();

  // Edit the call.
  await entry(page, call)
    .getByRole('button', { name: `Edit ${call}` })
    .click();
  const edit = dialog(page, 'Edit Communication');
  await expect(edit.getByLabel('Duration')).toHaveValue('30 minutes');
  await edit.getByLabel('Duration').fill('45 minutes');
  await save(page, edit, 'Update Communication', 'Communication record updated successfully');
  await expect(entry(page, call)).toContainText('Duration: 45 minutes');

  // Delete the e-mail.
  await entry(page, email)
    .getByRole('button', { name: `Delete ${email}` })
    .click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete Communication' });
  await expect(confirm).toContainText('This action cannot be undone.');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Communication record deleted successfully')).toBeVisible();
  await expect(history(page).getByRole('listitem')).toHaveCount(2);
  await expect(entry(page, email)).toHaveCount(0);
});

test('a client user reads their communications without Add, Edit or Delete', async ({ page }) => {
  await signInAs(page, 'client_primary');
  await page.goto('/communications');
  await expect(page.getByRole('heading', { name: 'Communications', exact: true })).toBeVisible();
  const items = history(page).getByRole('listitem');
  await expect(items.first()).toBeVisible();
  expect(await items.count()).toBeGreaterThan(0);
  await expect(page.getByRole('button', { name: 'Add Communication' })).toHaveCount(0);
  await expect(history(page).getByRole('button', { name: /^Edit / })).toHaveCount(0);
  await expect(history(page).getByRole('button', { name: /^Delete / })).toHaveCount(0);
  await items
    .first()
    .getByRole('button', { name: /^View / })
    .click();
  await expect(page.getByRole('dialog', { name: 'Communication Details' })).toBeVisible();
});
