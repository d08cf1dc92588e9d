import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Me } from '@shared/schemas/me';
import { EMPTY_CLIENT_DASHBOARD, type ClientDashboard } from '@shared/schemas/client-dashboard';
import { activateLanguage } from '@web/lib/i18n';
import { ME_QUERY_KEY } from '../../lib/current-user';
import { json, renderWithQueries, resetAfterEach, stubFetch } from '../../test/render';
import { ClientDashboardPage } from './client-dashboard-page';

const ME: Me = {
  user: {
    id: 'u1',
    email: 'lucia@example.test',
    firstName: 'Lucía',
    lastName: 'Ramírez',
    role: 'client_primary',
    status: 'active',
    clientId: 'c1',
    avatarUrl: null,
  },
  capabilities: {},
  twoFactorEnabled: false,
  twoFactorRequired: false,
};

const DASHBOARD: ClientDashboard = {
  ...EMPTY_CLIENT_DASHBOARD,
  projects: { items: [{ id: 'p1', name: 'Portal de pacientes', status: 'active', completionPercentage: 40, endDate: null }], total: 3 },
  taskCounts: { total: 2, completed: 1, inProgress: 0, pending: 1, overdue: 1 },
  recentTasks: [
    {
      id: 't1',
      title: 'Enviar logotipos',
      description: null,
      type: 'feature',
      status: 'pending',
      isOverdue: true,
      priority: 'medium',
      dueDate: '2025-03-10',
      client: { id: 'c1', name: 'Animas' },
      project: { id: 'p1', name: 'Portal de pacientes' },
      milestone: null,
      assignedTo: null,
      clientVisible: true,
      createdAt: '2026-01-01T00:00:00Z',
      updatedAt: '2026-01-02T00:00:00Z',
      can: { edit: false, delete: false, assign: false, comment: true },
    },
  ],
};

resetAfterEach();

describe('ClientDashboardPage in Spanish', () => {
  beforeEach(async () => {
    await activateLanguage('es', { audience: 'client' });
  });
  afterEach(async () => {
    await activateLanguage('en', { audience: 'staff' });
  });

  it('greets the client with usted and writes dates the Mexican way', async () => {
    stubFetch((url) => json(url.endsWith('/api/client-dashboard') ? DASHBOARD : { since: null, groups: [] }));
    renderWithQueries(<ClientDashboardPage />, { at: '/client-dashboard', seed: (q) => q.setQueryData(ME_QUERY_KEY, ME) });

    expect(screen.getByRole('heading', { level: 1, name: 'Panel del cliente' })).toBeTruthy();
    expect(screen.getByText('¡Hola, Lucía! Aquí tiene un resumen de sus proyectos y tareas.')).toBeTruthy();

    const projects = await screen.findByRole('region', { name: 'Sus proyectos' });
    expect(within(projects).getByRole('link', { name: 'Ver todo: proyectos' }).getAttribute('href')).toBe('/projects');
    expect(within(projects).getByText('Mostrando 1 de 3 proyectos')).toBeTruthy();

    const tasks = screen.getByRole('region', { name: 'Sus tareas' });
    expect(within(tasks).getByText('1 vencida').getAttribute('href')).toBe('/tasks?overdue=true');

    // A calendar date in es-MX: day, abbreviated month, year ('10 mar 2025'), never the American 'Mar 10, 2025'.
    const recent = screen.getByRole('region', { name: 'Tareas recientes' });
    const row = within(recent).getByRole('link', { name: /Enviar logotipos/ });
    expect(row.textContent).toMatch(/Vence el 10 mar\.? 2025 · Vencida/);
    expect(row.textContent).not.toMatch(/Mar 10/);
  });
});
