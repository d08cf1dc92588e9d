import { describe, expect, it } from 'vitest';
import { CreateTaskInput, type TaskDetail } from '@shared/schemas/tasks';
import { movedTask } from './api/update-task-status';
import { changeClient, changeProject, emptyTaskForm, taskFormFromTask, toTaskPayload, toTaskUpdate } from './task-form';

const CLIENT = '11111111-1111-4111-8111-111111111111';
const PROJECT = '22222222-2222-4222-8222-222222222222';
const MILESTONE = '33333333-3333-4333-8333-333333333333';
const USER = '44444444-4444-4444-8444-444444444444';

const task: TaskDetail = {
  id: '55555555-5555-4555-8555-555555555555',
  title: 'Fix login',
  description: null,
  type: 'bug_fix',
  status: 'in_progress',
  isOverdue: true,
  priority: 'high',
  dueDate: '2026-01-10',
  client: { id: CLIENT, name: 'Acme' },
  project: { id: PROJECT, name: 'Portal' },
  milestone: { id: MILESTONE, name: 'Beta' },
  assignedTo: { id: USER, firstName: 'Dev', lastName: 'One' },
  clientVisible: true,
  createdAt: '2026-01-01T10:00:00Z',
  updatedAt: '2026-01-02T10:00:00Z',
  createdBy: null,
  completedAt: null,
  estimatedMinutes: null,
  can: { edit: true, delete: true, assign: true, comment: true },
};

describe('task form -> payload', () => {
  it('starts with the defaults and sends empty values as null', () => {
    const values = { ...emptyTaskForm(), title: '  New task ', clientId: CLIENT, description: '   ' };
    expect(toTaskPayload(values)).toEqual({
      title: 'New task',
      description: null,
      clientId: CLIENT,
      projectId: null,
      milestoneId: null,
      type: 'feature',
      status: 'pending',
      priority: 'medium',
      assignedToId: null,
      dueDate: null,
      estimatedMinutes: null,
    });
    // And the shared schema the server validates with accepts it unchanged.
    expect(CreateTaskInput.parse(toTaskPayload(values))).toEqual(toTaskPayload(values));
  });

  it('takes a fixed client and project, and a fixed assignee', () => {
    expect(emptyTaskForm({ clientId: CLIENT, projectId: PROJECT }, USER)).toMatchObject({
      clientId: CLIENT,
      projectId: PROJECT,
      assignedToId: USER,
    });
  });

  it('edits the working status of an overdue task', () => {
    const values = taskFormFromTask(task);
    expect(values).toMatchObject({
      status: 'in_progress',
      projectId: PROJECT,
      milestoneId: MILESTONE,
      description: '',
      dueDate: '2026-01-10',
    });
    expect(toTaskPayload(values)).toMatchObject({ assignedToId: USER, milestoneId: MILESTONE, dueDate: '2026-01-10' });
  });

  it('clears project and milestone when the client changes, the milestone when the project changes', () => {
    const values = taskFormFromTask(task);
    expect(changeClient(values, '')).toMatchObject({ clientId: '', projectId: '', milestoneId: '' });
    expect(changeProject(values, '')).toMatchObject({ projectId: '', milestoneId: '' });
    expect(changeClient(values, CLIENT)).toBe(values);
  });

  it('never sends a milestone without a project', () => {
    expect(toTaskPayload({ ...taskFormFromTask(task), projectId: '' }).milestoneId).toBeNull();
  });

  it('leaves the assignee out of an update when the user may not reassign', () => {
    expect(toTaskUpdate(taskFormFromTask(task), false)).not.toHaveProperty('assignedToId');
    expect(toTaskUpdate(taskFormFromTask(task), true)).toHaveProperty('assignedToId', USER);
  });
});

describe('moving a task on the board', () => {
  it('keeps the status it was moved to and the Overdue marker the server sent, never deciding it from the local date', () => {
    const late = { ...task, isOverdue: true };
    expect(movedTask(late, 'completed')).toMatchObject({ status: 'completed', isOverdue: false });
    expect(movedTask(late, 'pending')).toMatchObject({ status: 'pending', isOverdue: true });
    // Past due by the date, but the server did not say so (another time zone, a clock off): no marker is made up.
    expect(movedTask({ ...task, dueDate: '2000-01-01', isOverdue: false }, 'pending')).toMatchObject({
      status: 'pending',
      isOverdue: false,
    });
  });
});
