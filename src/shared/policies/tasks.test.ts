import { describe, expect, it } from 'vitest';
import type { Role } from '../roles';
import { assigneeOnCreate, taskCan, type TaskCan } from './tasks';

const ME = 'me';
const OTHER = 'other';
const actor = (role: Role) => ({ id: ME, role });

describe('task policy', () => {
  // role, whose task (assignee), what the caller may do with it
  const rows: Array<[Role, string | null, TaskCan]> = [
    ['super_admin', OTHER, { edit: true, delete: true, assign: true, comment: true }],
    ['admin', null, { edit: true, delete: true, assign: true, comment: true }],
    ['manager', OTHER, { edit: true, delete: true, assign: true, comment: true }],
    ['developer', ME, { edit: true, delete: false, assign: false, comment: true }],
    ['developer', OTHER, { edit: false, delete: false, assign: false, comment: true }],
    ['designer', ME, { edit: true, delete: false, assign: false, comment: true }],
    ['designer', null, { edit: false, delete: false, assign: false, comment: true }],
    ['support', ME, { edit: false, delete: false, assign: false, comment: true }],
    ['client_primary', ME, { edit: false, delete: false, assign: false, comment: true }],
    ['client_additional', OTHER, { edit: false, delete: false, assign: false, comment: true }],
  ];
  it.each(rows)('%s on a task assigned to %s', (role, assignedToId, expected) => {
    expect(taskCan(actor(role), { assignedToId })).toEqual(expected);
  });

  it('refuses everything to an unknown role', () => {
    expect(taskCan({ id: ME, role: 'intruder' }, { assignedToId: ME })).toEqual({
      edit: false,
      delete: false,
      assign: false,
      comment: false,
    });
  });

  const creates: Array<[Role, string | null, ReturnType<typeof assigneeOnCreate>]> = [
    ['developer', null, { assignedToId: ME }],
    ['developer', ME, { assignedToId: ME }],
    ['developer', OTHER, { refusal: 'errors.tasks.onlyCreateTasksAssignedYourself' }],
    ['manager', OTHER, { assignedToId: OTHER }],
    ['manager', null, { assignedToId: null }],
    ['support', OTHER, { refusal: 'errors.tasks.onlyManagersAssignTasks' }],
  ];
  it.each(creates)('a new task by a %s asking for assignee %s', (role, requested, expected) => {
    expect(assigneeOnCreate(actor(role), requested)).toEqual(expected);
  });
});
