import { describe, expect, it } from 'vitest';
import { ROLES, type Role } from '../roles';
import { milestoneCan, projectCan } from './projects';

const MANAGERS: readonly Role[] = ['super_admin', 'admin', 'manager'];

describe('project and milestone policy', () => {
  it.each(ROLES.map((role) => [role, MANAGERS.includes(role)] as const))('%s manages projects: %s', (role, manage) => {
    const actor = { id: 'me', role };
    expect(projectCan(actor)).toEqual({ edit: manage, delete: manage, manageTeam: manage, manageMilestones: manage });
    expect(milestoneCan(actor, { status: 'in_progress' })).toEqual({ edit: manage, delete: manage, complete: manage });
  });

  it('does not offer to complete a completed milestone', () => {
    expect(milestoneCan({ id: 'me', role: 'admin' }, { status: 'completed' })).toEqual({ edit: true, delete: true, complete: false });
  });
});
