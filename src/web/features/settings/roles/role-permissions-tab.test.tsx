import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CAPABILITIES, CAPABILITY_LIST, scopeOf } from '@shared/permissions';
import { ROLE_LABELS, ROLES } from '@shared/roles';
import { capabilityLabel, capabilityNote, categoryLabel, roleDescription } from './capability-words';
import { RolePermissionsTab } from './role-permissions-tab';
import { NO_ACCESS, SCOPE_LABELS } from './role-scope-labels';

afterEach(cleanup);

const row = (container: HTMLElement, capability: string) => container.querySelector<HTMLElement>(`tr[data-capability="${capability}"]`)!;
const cell = (container: HTMLElement, capability: string, role: string) =>
  row(container, capability).querySelector<HTMLElement>(`td[data-role="${role}"]`)!;

describe('RolePermissionsTab', () => {
  it('shows every cell exactly as the shared permission table says', () => {
    const { container } = render(<RolePermissionsTab />);
    for (const capability of CAPABILITY_LIST) {
      expect(row(container, capability).querySelector('th[scope="row"]')?.textContent).toContain(capabilityLabel(capability));
      for (const role of ROLES) {
        const scope = scopeOf(role, capability);
        expect(cell(container, capability, role).textContent, `${capability} ${role}`).toBe(
          scope ? SCOPE_LABELS[scope].short : `—${NO_ACCESS}`,
        );
      }
    }
  });

  it('reads the matrix of docs/product.md for a sample of rules', () => {
    const { container } = render(<RolePermissionsTab />);
    expect(cell(container, 'clients.delete', 'developer').textContent).toContain(NO_ACCESS);
    expect(cell(container, 'clients.delete', 'admin').textContent).toContain('Yes');
    expect(cell(container, 'clients.view', 'support').textContent).toContain('Assigned');
    expect(cell(container, 'communications.create', 'support').textContent).toContain('Yes');
    expect(cell(container, 'communications.create', 'client_primary').textContent).toContain(NO_ACCESS);
    expect(cell(container, 'tasks.manage', 'designer').textContent).toContain('Own');
    expect(cell(container, 'projects.view', 'client_additional').textContent).toContain('Own company');
  });

  it('gives phones the same rules as cards: who may, how far, and who may not', () => {
    const { container } = render(<RolePermissionsTab />);
    for (const capability of CAPABILITY_LIST) {
      const card = container.querySelector<HTMLElement>(`li[data-capability-card="${capability}"]`)!;
      const denied = ROLES.filter((role) => !scopeOf(role, capability)).map((role) => ROLE_LABELS[role]);
      const allowed = [...card.querySelectorAll('dt')].map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]);
      expect(allowed).toEqual(
        ROLES.filter((role) => scopeOf(role, capability)).map((role) => [
          ROLE_LABELS[role],
          SCOPE_LABELS[scopeOf(role, capability)!].short,
        ]),
      );
      if (denied.length) expect(card.textContent).toContain(`${NO_ACCESS}: ${denied.join(', ')}`);
    }
  });

  it('has one table per category, each headed by it', () => {
    render(<RolePermissionsTab />);
    const categories = [...new Set(CAPABILITY_LIST.map((c) => CAPABILITIES[c].category))];
    const tables = screen.getAllByRole('table');
    expect(tables).toHaveLength(categories.length);
    categories.forEach((category, i) => {
      expect(screen.getByRole('heading', { name: categoryLabel(category) })).toBeTruthy();
      expect(tables[i]!.querySelectorAll('tr')).toHaveLength(
        1 + CAPABILITY_LIST.filter((c) => CAPABILITIES[c].category === category).length,
      );
    });
  });

  it('reads in English as the product specifies it, with no decision record numbers in the notes', () => {
    const { container } = render(<RolePermissionsTab />);
    expect(row(container, 'financials.view').querySelector('th')?.textContent).toBe('View Financial Data');
    const usersManage = row(container, 'users.manage').querySelector('th')!;
    expect(usersManage.firstChild?.textContent).toBe('Create/Edit Users');
    expect(usersManage.querySelector('p')?.textContent).toBe('Managers can create and edit users but cannot change roles.');
    expect(capabilityNote('colleagues.manage')).toBe(
      'A primary contact invites, deactivates and removes the additional contacts of their own company, unless the agency turned this off for the client.',
    );
    expect(capabilityNote('clients.view')).toBeUndefined();
    expect(screen.getByRole('heading', { name: 'Financials' })).toBeTruthy();
    expect(container.querySelector('li[data-role="super_admin"]')?.textContent).toContain('Complete access to every part of the portal.');
    expect(container.textContent).not.toMatch(/decision \d/i);
  });

  it('introduces every role with its description and team', () => {
    const { container } = render(<RolePermissionsTab />);
    for (const role of ROLES) {
      const card = container.querySelector<HTMLElement>(`li[data-role="${role}"]`)!;
      expect(card.textContent).toContain(ROLE_LABELS[role]);
      expect(card.textContent).toContain(roleDescription(role));
      expect(card.textContent).toContain(role.startsWith('client_') ? 'Client Team' : 'Development Team');
    }
  });

  it('says how access is enforced: hidden in the UI, refused by the API, filtered in the queries', () => {
    render(<RolePermissionsTab />);
    expect(screen.getByRole('heading', { name: 'Hidden in the interface' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Refused by the API on every request' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Filtered in the database queries' })).toBeTruthy();
    expect(screen.getByText(/Deny by default/)).toBeTruthy();
  });
});
