import { describe, expect, it } from 'vitest';
import { canOpenPath, screenOf } from './screen-access';

describe('canOpenPath', () => {
  it('lets client users open their screens and keeps them off the staff ones', () => {
    for (const path of ['/client-dashboard', '/projects', '/projects/p1?tab=team', '/tasks/t1', '/tasks?overdue=true', '/client-billing', '/communications', '/settings/profile']) {
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
