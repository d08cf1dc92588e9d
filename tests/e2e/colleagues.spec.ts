import { expect, test } from '@playwright/test';
import { mainNav, outboxMails, signIn, signInAs } from './helpers';

/** The invitation links mailed to `to`, oldest first (the same e-mail as the agency's invitations). */
function invitationLinks(to: string): string[] {
  return outboxMails()
    .filter((m) => m.to === to && m.subject === 'You are invited to the client portal')
    .map((m) => m.text.match(/https?:\/\/\S+/)![0]);
}

test('a primary contact invites a colleague, who accepts the invitation and signs in to the same company', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const email = `colleague.${Date.now()}@demo-client.example`;
  await signInAs(page, 'client_primary');
  await mainNav(page).getByRole('link', { name: 'Colleagues' }).click();
  await expect(page).toHaveURL(/\/colleagues$/);
  await expect(page.getByRole('heading', { name: 'Colleagues', level: 1 })).toBeVisible();
  // The demo company's other contact is listed, and the primary contact cannot act on themselves.
  await expect(page.getByText('Kevin Brooks')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Colleagues' }).getByRole('button', { name: /Rebecca Holloway/ })).toHaveCount(0);

  await page.getByRole('button', { name: 'Invite a colleague' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite a colleague' });
  await dialog.getByLabel('First name').fill('Maya');
  await dialog.getByLabel('Last name').fill('Okafor');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText('Invitation sent', { exact: true }).first()).toBeVisible();
  const row = page.getByRole('listitem').filter({ hasText: 'Maya Okafor' });
  await expect(row.getByText('Invitation sent')).toBeVisible();
  await expect(row.getByRole('button', { name: 'Resend invitation to Maya Okafor' })).toBeVisible();

  await expect.poll(() => invitationLinks(email).length).toBe(1);
  const colleagueContext = await browser.newContext();
  const colleague = await colleagueContext.newPage();
  await colleague.goto(invitationLinks(email)[0]!);
  await expect(colleague.getByRole('heading', { name: 'Choose your password' })).toBeVisible();
  await colleague.getByLabel('New password').fill('colleague-password-1');
  await colleague.getByLabel('Confirm password').fill('colleague-password-1');
  await colleague.getByRole('button', { name: 'Set password' }).click();
  await expect(colleague).toHaveURL(/\/login$/);
  await signIn(colleague, email, { password: 'colleague-password-1' });
  await expect(colleague).toHaveURL(/\/client-dashboard$/);
  // An additional contact: the same company's portal, without managing its people.
  await expect(mainNav(colleague).getByRole('link', { name: 'Billing' })).toBeVisible();
  await expect(mainNav(colleague).getByRole('link', { name: 'Colleagues' })).toHaveCount(0);
  await colleagueContext.close();

  await page.reload();
  const accepted = page.getByRole('listitem').filter({ hasText: 'Maya Okafor' });
  await expect(accepted.getByText('Active')).toBeVisible();
  await expect(accepted.getByRole('button', { name: 'Deactivate Maya Okafor' })).toBeVisible();
});

test('the agency turns it off for a client, and the primary contact reads that the agency manages their users', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await signInAs(page, 'manager');
  await page.goto('/clients');
  await page.getByRole('link', { name: 'Animas Valley Health' }).first().click();
  await page.getByRole('tab', { name: 'Users' }).click();
  const setting = page.getByRole('switch', { name: 'Primary contacts manage their colleagues' });
  await expect(setting).toHaveAttribute('aria-checked', 'true');
  await setting.click();
  await expect(page.getByText('Only your team manages these users now')).toBeVisible();
  await expect(setting).toHaveAttribute('aria-checked', 'false');

  const clientContext = await browser.newContext();
  const client = await clientContext.newPage();
  await signInAs(client, 'client_primary');
  await client.goto('/colleagues');
  await expect(client.getByText(/Your agency manages your company’s portal users/)).toBeVisible();
  await expect(client.getByText('Kevin Brooks')).toBeVisible();
  await expect(client.getByRole('button', { name: 'Invite a colleague' })).toHaveCount(0);
  await expect(client.getByRole('button', { name: /Kevin Brooks/ })).toHaveCount(0);

  await setting.click();
  await expect(setting).toHaveAttribute('aria-checked', 'true');
  await client.reload();
  await expect(client.getByRole('button', { name: 'Invite a colleague' })).toBeVisible();
  await clientContext.close();
});
