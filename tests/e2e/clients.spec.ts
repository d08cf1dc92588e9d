import { expect, test } from '@playwright/test';
import { outboxMails, signIn, signInAs } from './helpers';

function invitationLinks(to: string): string[] {
  return outboxMails()
    .filter((m) => m.to === to && m.subject === 'You are invited to the client portal')
    .map((m) => m.text.match(/https?:\/\/\S+/)![0]);
}

// Seeded data (src/server/db/seed/demo-data.ts): Patient Portal belongs to Animas Valley Health, another company.
const OTHER_COMPANY_PROJECT = 'Patient Portal';

test('a manager creates a client and a contact user, who signs in and sees only that company', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  const company = `E2E Bakery ${stamp}`;
  const project = `E2E Storefront ${stamp}`;
  const contactEmail = `lena.${stamp}@bakery.example`;
  const contactPassword = 'bakery-secret-1';

  await signInAs(page, 'manager');
  await page.goto('/clients');
  await expect(page.getByRole('heading', { name: 'Clients', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Table' })).toHaveAttribute('aria-pressed', 'true');

  // Add New Client: the required fields are named, then the client is saved and announced.
  await page.getByRole('button', { name: 'Add Client' }).click();
  const create = page.getByRole('dialog', { name: 'Add New Client' });
  await expect(create.getByLabel('Status')).toHaveValue('prospect');
  await create.getByRole('button', { name: 'Create Client' }).click();
  await expect(create.getByText('Company name is required')).toBeVisible();
  await expect(create.getByText('Contact person is required')).toBeVisible();
  await expect(create.getByText('Email is required')).toBeVisible();
  await create.getByLabel('Company Name').fill(company);
  await create.getByLabel('Contact Person').fill('Lena Park');
  await create.getByLabel('Email').fill('not-an-email');
  await create.getByLabel('Website').fill('https://bakery.example');
  await create.getByRole('button', { name: 'Create Client' }).click();
  await expect(create.getByText('Enter a valid email address')).toBeVisible();
  await create.getByLabel('Email').fill('orders@bakery.example');
  await create.getByRole('button', { name: 'Create Client' }).click();
  await expect(page.getByText('Client created successfully')).toBeVisible();
  await expect(create).toBeHidden();

  // Searched on the server, kept in the address; the website sits under the name, an empty industry reads 'Not specified'.
  await page.getByLabel('Search clients').fill(company);
  await expect(page).toHaveURL(/[?&]q=E2E/);
  await expect(page.getByText('1 client(s)')).toBeVisible();
  const row = page.getByRole('table').getByRole('row', { name: new RegExp(company) });
  await expect(row.getByText('bakery.example', { exact: true })).toBeVisible();
  await expect(row.getByText('Not specified')).toBeVisible();
  await expect(row.getByText('Prospect')).toBeVisible();
  // A manager may edit but not delete.
  await expect(row.getByRole('button', { name: `Edit ${company}` })).toBeVisible();
  await expect(row.getByRole('button', { name: `Delete ${company}` })).toHaveCount(0);

  // Cards or Table: the choice survives a reload.
  await page.getByRole('button', { name: 'Cards' }).click();
  await expect(page.getByRole('list', { name: 'Clients' }).getByText(company)).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Cards' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('table')).toHaveCount(0);
  await page.getByRole('button', { name: 'Table' }).click();
  await expect(page.getByRole('table')).toBeVisible();

  // The detail screen.
  await page.getByRole('table').getByRole('link', { name: company }).click();
  await expect(page.getByRole('heading', { name: company, level: 1 })).toBeVisible();
  await expect(page.getByText('Client Details & Management')).toBeVisible();
  await expect(page.getByText('Client Information')).toBeVisible();
  await expect(page.getByText(`Created the client ${company}`)).toBeVisible();
  const clientUrl = page.url();

  // Financials: hidden from a manager, who may not view them; a shared link to the tab says why there is nothing.
  await expect(page.getByRole('tab', { name: 'Financials & Billing' })).toHaveCount(0);
  await page.goto(`${clientUrl}?tab=financials`);
  await expect(page.getByText('Permission Denied')).toBeVisible();
  await expect(
    page.getByText("You don't have permission to view financial information. Only administrators can access financial and billing data."),
  ).toBeVisible();

  // A project for the client, from its Projects tab (the client is preselected).
  await page.getByRole('tab', { name: 'Projects' }).click();
  await page.getByRole('button', { name: 'Add Project' }).click();
  const projectDialog = page.getByRole('dialog', { name: 'Create New Project' });
  await projectDialog.getByLabel('Name').fill(project);
  await projectDialog.getByRole('button', { name: 'Create Project' }).click();
  await expect(projectDialog).toBeHidden();
  await expect(page.getByRole('heading', { name: project, level: 3 })).toBeVisible();
  await expect(page.getByRole('link', { name: `View Details of ${project}` })).toBeVisible();

  // The Tasks tab: none yet, said as docs/product.md says it.
  await page.getByRole('tab', { name: 'Tasks' }).click();
  await expect(page.getByRole('heading', { name: 'Tasks (0)' })).toBeVisible();
  await expect(page.getByText('Total Tasks')).toBeVisible();
  await expect(page.getByText('No tasks yet')).toBeVisible();
  await expect(page.getByText('Tasks for this client will appear here once they are created.')).toBeVisible();

  // Associated Users: a contact with a password.
  await page.getByRole('tab', { name: 'Users' }).click();
  await expect(page.getByRole('heading', { name: 'Associated Users' })).toBeVisible();
  await page.getByRole('button', { name: 'Add User' }).click();
  const userDialog = page.getByRole('dialog', { name: 'Add User' });
  await userDialog.getByLabel('First Name').fill('Lena');
  await userDialog.getByLabel('Last Name').fill('Park');
  await userDialog.getByLabel('Email').fill(contactEmail);
  await userDialog.getByLabel('Password', { exact: true }).fill(contactPassword);
  await expect(userDialog.getByLabel('Role')).toHaveValue('client_additional');
  await userDialog.getByRole('button', { name: 'Create User' }).click();
  await expect(page.getByText('User created successfully')).toBeVisible();
  const userRow = page.getByRole('row', { name: /Lena Park/ });
  await expect(userRow.getByText('Additional Contact')).toBeVisible();
  await expect(userRow.getByText('Never logged in')).toBeVisible();

  // A link can open the Communication tab directly.
  await page.goto(`${clientUrl}?tab=communication`);
  await expect(page.getByRole('tab', { name: 'Communication' })).toHaveAttribute('aria-selected', 'true');

  // The contact signs in (a separate browser) and sees only their company.
  const contactContext = await browser.newContext();
  const contact = await contactContext.newPage();
  await signIn(contact, contactEmail, { password: contactPassword });
  await expect(contact).toHaveURL(/\/client-dashboard$/);
  await contact.goto('/projects');
  await expect(contact.getByRole('table').getByRole('link', { name: project })).toBeVisible();
  await expect(contact.getByText('1 project', { exact: true })).toBeVisible();
  await expect(contact.getByText(OTHER_COMPANY_PROJECT)).toHaveCount(0);
  // The clients screens are staff only.
  await contact.goto('/clients');
  await expect(contact).toHaveURL(/\/client-dashboard$/);
  await contactContext.close();

  // Back on the manager's screen, the last login is shown.
  await page.goto(`${clientUrl}?tab=users`);
  await expect(page.getByRole('row', { name: /Lena Park/ }).getByText('Never logged in')).toHaveCount(0);
});

test('an admin invites a contact by e-mail, who chooses a password through the link and signs in', async ({ page }) => {
  test.setTimeout(90_000);
  const email = `invitee.${Date.now()}@demo-client.example`;
  await signInAs(page, 'admin');
  await page.goto('/clients');
  await page.getByRole('table').getByRole('link').first().click();
  await page.getByRole('tab', { name: 'Users' }).click();
  await page.getByRole('button', { name: 'Add User' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add User' });
  await dialog.getByLabel('First Name').fill('Ivo');
  await dialog.getByLabel('Last Name').fill('Vite');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel(/Send an invitation e-mail/).check();
  await expect(dialog.getByLabel('Password', { exact: true })).toHaveCount(0);
  await dialog.getByLabel('Role').selectOption('client_primary');
  await dialog.getByRole('button', { name: 'Create User' }).click();
  await expect(page.getByText('User created successfully')).toBeVisible();
  const row = page.getByRole('row', { name: /Ivo Vite/ });
  await expect(row.getByText('Pending')).toBeVisible();
  await expect(row.getByText('Invitation sent')).toBeVisible();

  await expect.poll(() => invitationLinks(email).length).toBe(1);
  const link = invitationLinks(email)[0]!;
  await page.context().clearCookies();
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Choose your password' })).toBeVisible();
  await page.getByLabel('New password').fill('invited-password-1');
  await page.getByLabel('Confirm password').fill('invited-password-1');
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, email, { password: 'invited-password-1' });
  await expect(page).toHaveURL(/\/client-dashboard$/);
});
