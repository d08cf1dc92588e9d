/** The task list as a client in Spain reads it: the catalog's Spanish words and dates written the Spanish way. */
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { TaskListItem } from '@shared/schemas/tasks';
import { activateLanguage } from '@web/lib/i18n';
import { resetAfterEach } from '../../test/render';
import { TasksTable } from './tasks-table';

resetAfterEach();
afterEach(async () => {
  await activateLanguage('en', { audience: 'staff' });
});

const task: TaskListItem = {
  id: '55555555-5555-4555-8555-555555555555',
  title: 'Nueva portada',
  description: null,
  type: 'bug_fix',
  status: 'in_progress',
  isOverdue: true,
  priority: 'high',
  dueDate: '2025-03-10',
  client: { id: 'c1', name: 'Acme' },
  project: null,
  milestone: null,
  assignedTo: null,
  clientVisible: true,
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-02T00:00:00Z',
  can: { edit: false, delete: false, assign: false, comment: true },
};

describe('the task list in Spanish', () => {
  it('names its columns and values in Spanish and writes the due date as Spain does', async () => {
    await activateLanguage('es', { audience: 'client', locale: 'es-ES' });
    render(
      <MemoryRouter>
        <TasksTable tasks={[task]} />
      </MemoryRouter>,
    );
    const table = screen.getByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'Tarea' })).toBeTruthy();
    expect(within(table).getByRole('columnheader', { name: 'Fecha de vencimiento' })).toBeTruthy();
    expect(within(table).getByText('Corrección de error')).toBeTruthy();
    expect(within(table).getByText('Sin asignar')).toBeTruthy();
    expect(within(table).getByText('Sin proyecto')).toBeTruthy();
    expect(within(table).getAllByText('Vencida').length).toBeGreaterThan(0);
    expect(table.querySelector('time')?.textContent).toBe('10 mar 2025');
  });
});
