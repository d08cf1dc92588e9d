import { expect, test } from '@playwright/test';
import { ROLES, signInAs } from './helpers';

// Decision 0026: assigning a task on a project to someone outside its team puts them on it, and the assigner is told.
test('a manager assigns a developer on a project he is not on: the toast says so and the developer can open it', async ({ browser }) => {
  const stamp = Date.now();
  const managerContext = await browser.newContext();
  const manager = await managerContext.newPage();
  await signInAs(manager, 'manager');
  // A fresh client and project, so nobody but its manager is on the team.
  const client = await (
    await manager.request.post('/api/clients', {
      data: { name: `Assign Co ${stamp}`, contactPerson: 'Ada Assign', email: `ada-${stamp}@assign.example` },
    })
  ).json();
  const projectName = `Assign project ${stamp}`;
  const project = await (await manager.request.post('/api/projects', { data: { name: projectName, clientId: client.id } })).json();
  const found = (await (await manager.request.get(`/api/users?q=${encodeURIComponent(ROLES.developer.email)}`)).json()) as {
    items: Array<{ firstName: string; lastName: string }>;
  };
  const developer = found.items[0]!;
  const developerName = `${developer.firstName} ${developer.lastName}`;

  await manager.goto(`/projects/${project.id}?tab=tasks`);
  await manager.getByRole('button', { name: 'Add Task' }).click();
  const form = manager.getByRole('dialog', { name: `Create Task for ${projectName}` });
  const title = `Assigned across ${stamp}`;
  await form.getByLabel('Title', { exact: true }).fill(title);
  await form.getByLabel('Assigned To').selectOption({ label: `${developerName} (Developer)` });
  await form.getByRole('button', { name: 'Create Task' }).click();
  await expect(manager.getByText('Task created successfully')).toBeVisible();
  await expect(manager.getByText(`${developerName} was added to the ${projectName} team.`, { exact: false })).toBeVisible();
  await managerContext.close();

  // The developer opens the task, and from it the project, which used to say "Project not found".
  const devContext = await browser.newContext();
  const dev = await devContext.newPage();
  await signInAs(dev, 'developer');
  await dev.goto('/tasks');
  await dev.getByLabel('Search tasks').fill(title);
  await dev.getByRole('link', { name: title }).first().click();
  await dev.getByRole('link', { name: projectName, exact: true }).click();
  await expect(dev.getByRole('heading', { name: projectName })).toBeVisible();
  await expect(dev.getByText('Project not found')).toHaveCount(0);
  await devContext.close();
});
