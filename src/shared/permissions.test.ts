import { describe, expect, it } from 'vitest';
import { can, capabilitiesOf, CAPABILITIES, scopeOf } from './permissions';
import { homePathFor, ROLES } from './roles';

describe('permission table', () => {
  it('follows the displayed matrix for the rules a user notices most', () => {
    expect(can('manager', 'clients.manage')).toBe(true);
    expect(can('manager', 'clients.delete')).toBe(false);
    expect(can('admin', 'clients.delete')).toBe(true);
    expect(scopeOf('developer', 'projects.view')).toBe('assigned');
    expect(scopeOf('client_primary', 'projects.view')).toBe('company');
    expect(scopeOf('developer', 'tasks.manage')).toBe('own');
    expect(can('support', 'tasks.manage')).toBe(false);
    expect(can('client_additional', 'communications.create')).toBe(false);
    expect(can('manager', 'financials.view')).toBe(false);
    expect(can('super_admin', 'invoices.create')).toBe(true);
    expect(can('manager', 'users.assignRoles')).toBe(false);
    expect(can('developer', 'leads.view')).toBe(false);
  });

  it('denies by default: unknown roles and missing roles get nothing', () => {
    expect(capabilitiesOf('intruder')).toEqual({});
    expect(capabilitiesOf(null)).toEqual({});
    expect(can(undefined, 'projects.view')).toBe(false);
  });

  it('lets every role comment on the tasks it can see', () => {
    for (const role of ROLES) expect(scopeOf(role, 'comments.create')).toBe(scopeOf(role, 'tasks.view'));
  });

  it('only mentions known roles', () => {
    for (const rule of Object.values(CAPABILITIES)) {
      for (const role of Object.keys(rule.roles)) expect(ROLES).toContain(role);
    }
  });

  it('sends each kind of user to its home', () => {
    expect(homePathFor('client_primary')).toBe('/client-dashboard');
    expect(homePathFor('support')).toBe('/dashboard');
    expect(homePathFor('martian')).toBe('/');
  });
});
