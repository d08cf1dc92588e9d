import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLanguage } from '@web/lib/i18n';
import { RolePermissionsTab } from './role-permissions-tab';

describe('RolePermissionsTab in Spanish', () => {
  afterEach(async () => {
    cleanup();
    await activateLanguage('en', { audience: 'staff' });
  });

  it('names the capabilities, their notes, the categories and the roles in Spanish', async () => {
    await activateLanguage('es', { audience: 'staff' });
    const { container } = render(<RolePermissionsTab />);

    const tasksManage = container.querySelector<HTMLElement>('tr[data-capability="tasks.manage"] th')!;
    expect(tasksManage.firstChild?.textContent).toBe('Crear y editar tareas');
    expect(tasksManage.querySelector('p')?.textContent).toBe(
      'Los desarrolladores y los diseñadores solo crean y editan las tareas asignadas a ellos mismos.',
    );
    expect(container.querySelector('li[data-capability-card="quotes.sign"]')?.textContent).toContain('Aceptar y firmar cotizaciones');
    expect(screen.getByRole('heading', { name: 'Finanzas' })).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Finanzas: lo que puede hacer cada rol' })).toBeTruthy();

    expect(container.querySelector('li[data-role="manager"]')?.textContent).toContain('Gestiona proyectos, tareas y equipos.');
    expect(container.querySelector('li[data-role="client_additional"]')?.textContent).toContain(
      'Como el contacto principal, pero no puede aprobar hitos: sigue los proyectos, habla con el equipo, paga facturas.',
    );
    expect(screen.getByRole('list', { name: 'Diferencias entre los roles de cliente' }).textContent).toContain('Aprobar hitos');

    // Nothing of the English table is left on the screen.
    expect(container.textContent).not.toContain('Create/Edit Tasks');
    expect(container.textContent).not.toContain('Manages projects, tasks and teams.');
  });
});
