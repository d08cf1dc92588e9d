import { describe, expect, it } from 'vitest';
import { canOpenPath, screenAccess, screenOf } from './screen-access';

describe('canOpenPath', () => {
  it('lets client users open their screens and keeps them off the staff ones', () => {
    for (const path of [
      '/client-dashboard',
      '/projects',
      '/projects/p1?tab=team',
      '/tasks/t1',
      '/tasks?overdue=true',
      '/client-billing',
      '/communications',
      '/settings/profile',
    ]) {
      expect(canOpenPath('client_primary', path), path).toBe(true);
    }
    for (const path of ['/clients', '/clients/c1', '/clients/c1?tab=projects', '/dashboard', '/contact-submissions']) {
      expect(canOpenPath('client_additional', path), path).toBe(false);
    }
  });

  it('lets staff open the staff screens but not the client ones', () => {
    expect(canOpenPath('developer', '/clients/c1')).toBe(true);
    expect(canOpenPath('developer', '/client-billing')).toBe(false);
  });

  it('knows no screen for an unknown address, and lets anyone open the public pages', () => {
    expect(screenOf('/nowhere')).toBeUndefined();
    expect(screenOf('/clients/c1/extra')).toBeUndefined();
    expect(canOpenPath('admin', '/nowhere')).toBe(false);
    expect(canOpenPath(null, '/login')).toBe(true);
    expect(canOpenPath(null, '/projects')).toBe(false);
  });
});

describe('screenAccess', () => {
  const leads = { audience: 'dev', capability: 'leads.view' } as const;

  it("lets holders of a screen's capability in and refuses the rest of its audience in place", () => {
    expect(screenAccess('manager', leads)).toBe('open');
    expect(screenAccess('support', leads)).toBe('denied');
    expect(canOpenPath('developer', '/contact-submissions')).toBe(false);
    expect(canOpenPath('admin', '/contact-submissions')).toBe(true);
  });

  it('tells a client user on a staff screen from a signed-out visitor and an unknown role', () => {
    expect(screenAccess('client_primary', leads)).toBe('wrong-kind');
    expect(screenAccess(null, leads)).toBe('signed-out');
    expect(screenAccess('intruder', { audience: 'any' })).toBe('unknown-role');
    expect(screenAccess(null, { audience: 'public' })).toBe('open');
  });
});
