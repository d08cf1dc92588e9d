import { describe, expect, it } from 'vitest';
import { isStaffRole, ROLES, type Role } from '../../shared/roles';
import { canOpenPath } from '../../shared/screen-access';
import { isNavItemActive, NAV_ENTRIES, navItemsFor } from './nav-items';
import * as shell from '../lib/messages/shell';

// The items carry catalog keys; the sidebar shows them in the active language (English here).
const labels = (role: string | null) => navItemsFor(role).map((item) => shell.t(item.label as Parameters<typeof shell.t>[0]));

describe('navItemsFor', () => {
  // Both administrator roles see every item.
  const administrator = [
    'Overview',
    'Clients',
    'Projects',
    'Tasks',
    'Timesheet',
    'Expenses',
    'Quotes',
    'Invoices',
    'Recurring',
    'Communications',
    'Requests',
    'Contact Leads',
    'Reports',
    'Settings',
  ];
  const delivery = ['Overview', 'Clients', 'My Projects', 'Tasks', 'Timesheet', 'Expenses', 'Communications', 'Requests', 'Settings'];
  const client = ['Client Dashboard', 'My Projects', 'Billing', 'Quotes', 'Communications', 'Requests'];
  const expected: Record<Role, string[]> = {
    // Who sees every project reads "Projects"; who sees their own (assigned, or their company's) "My Projects".
    super_admin: administrator,
    admin: administrator,
    manager: [
      'Overview',
      'Clients',
      'Projects',
      'Tasks',
      'Timesheet',
      'Expenses',
      'Communications',
      'Requests',
      'Contact Leads',
      'Reports',
      'Settings',
    ],
    developer: delivery,
    designer: delivery,
    support: delivery,
    // Only primary contacts manage their colleagues (decision 0111).
    client_primary: [...client, 'Colleagues'],
    client_additional: client,
  };

  for (const [role, items] of Object.entries(expected)) {
    it(`shows ${role} exactly the items of the product's table`, () => {
      expect(labels(role)).toEqual(items);
    });
  }

  it('shows nothing to an unknown role or no role', () => {
    expect(labels('intruder')).toEqual([]);
    expect(labels(null)).toEqual([]);
  });

  it('links each item to its route', () => {
    expect(navItemsFor('admin').map((item) => item.to)).toEqual([
      '/dashboard',
      '/clients',
      '/projects',
      '/tasks',
      '/timesheet',
      '/expenses',
      '/quotes',
      '/invoices',
      '/billing/recurring',
      '/communications',
      '/requests',
      '/contact-submissions',
      '/reports/time',
      '/settings',
    ]);
    expect(navItemsFor('client_primary').map((item) => item.to)).toEqual([
      '/client-dashboard',
      '/projects',
      '/client-billing',
      '/quotes',
      '/communications',
      '/requests',
      '/colleagues',
    ]);
  });

  it('offers each role only screens the shared route table lets it open', () => {
    for (const role of ROLES) {
      for (const item of navItemsFor(role)) expect(canOpenPath(role, item.to), `${role}: ${item.to}`).toBe(true);
    }
  });

  it('shows each role every sidebar entry of the route table it may open (client users: not the staff-only ones)', () => {
    for (const role of ROLES) {
      const openable = NAV_ENTRIES.filter(({ route, nav }) => canOpenPath(role, route.path) && (isStaffRole(role) || !nav.staffOnly));
      expect(
        navItemsFor(role).map((item) => item.to),
        role,
      ).toEqual(openable.map(({ route }) => route.path));
    }
  });

  it('keeps Contact Leads out of the sidebar of staff without the leads capability, who may not open it', () => {
    expect(canOpenPath('developer', '/contact-submissions')).toBe(false);
    expect(navItemsFor('developer').map((item) => item.to)).not.toContain('/contact-submissions');
  });
});

describe('isNavItemActive', () => {
  const item = (label: string) => {
    const found = [...navItemsFor('developer'), ...navItemsFor('client_primary')].find(
      (candidate) => shell.t(candidate.label as Parameters<typeof shell.t>[0]) === label,
    );
    if (!found) throw new Error(`no nav item ${label}`);
    return found;
  };

  it('marks Overview active on /dashboard and on /', () => {
    expect(isNavItemActive(item('Overview'), '/dashboard')).toBe(true);
    expect(isNavItemActive(item('Overview'), '/')).toBe(true);
    expect(isNavItemActive(item('Overview'), '/projects')).toBe(false);
  });

  it('marks other items active by path prefix', () => {
    expect(isNavItemActive(item('My Projects'), '/projects')).toBe(true);
    expect(isNavItemActive(item('My Projects'), '/projects/42')).toBe(true);
    expect(isNavItemActive(item('My Projects'), '/projects/')).toBe(true);
    expect(isNavItemActive(item('Settings'), '/settings/profile')).toBe(true);
    expect(isNavItemActive(item('Tasks'), '/projects/42')).toBe(false);
    expect(isNavItemActive(item('My Projects'), '/')).toBe(false);
  });

  it('does not confuse routes that merely share a prefix', () => {
    // '/client-dashboard' and '/client-billing' start with '/client' but are not below '/clients'.
    expect(isNavItemActive(item('Clients'), '/client-dashboard')).toBe(false);
    expect(isNavItemActive(item('Clients'), '/client-billing')).toBe(false);
    expect(isNavItemActive(item('Clients'), '/clients/7')).toBe(true);
  });
});
