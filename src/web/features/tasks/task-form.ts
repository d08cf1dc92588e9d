/**
 * The task form as data: its values (strings, as inputs hold them), the values an existing task starts from, the
 * dependent-select rules and the payload sent to the API (empty becomes null). Free of React so it can be unit tested.
 */
import type { Priority, TaskStatus, TaskType } from '@shared/enums';
import type { CreateTaskInput, TaskListItem, UpdateTaskInput } from '@shared/schemas/tasks';
import { hoursTextToMinutes, minutesToHoursText } from '../../lib/hours-and-money-text';

export interface TaskFormValues {
  title: string;
  description: string;
  clientId: string;
  projectId: string;
  milestoneId: string;
  type: TaskType;
  status: TaskStatus;
  priority: Priority;
  assignedToId: string;
  dueDate: string;
  /** Planned hours as typed (decision 0048); absent when the task was read without its estimate (a list row). */
  estimatedHours?: string;
}

/** Client and project a form may be opened with (the project tasks tab fixes both). */
export interface TaskFormFixed {
  clientId?: string;
  projectId?: string;
}

export function emptyTaskForm(fixed: TaskFormFixed = {}, assignedToId = ''): TaskFormValues {
  return {
    title: '',
    description: '',
    clientId: fixed.clientId ?? '',
    projectId: fixed.projectId ?? '',
    milestoneId: '',
    type: 'feature',
    status: 'pending',
    priority: 'medium',
    assignedToId,
    dueDate: '',
    estimatedHours: '',
  };
}

export function taskFormFromTask(task: TaskListItem & { estimatedMinutes?: number | null }): TaskFormValues {
  return {
    title: task.title,
    description: task.description ?? '',
    clientId: task.client.id,
    projectId: task.project?.id ?? '',
    milestoneId: task.milestone?.id ?? '',
    type: task.type,
    // Overdue is not a status (it follows from the due date): the form edits the working status.
    status: task.status,
    priority: task.priority,
    assignedToId: task.assignedTo?.id ?? '',
    dueDate: task.dueDate ?? '',
    ...('estimatedMinutes' in task ? { estimatedHours: minutesToHoursText(task.estimatedMinutes) } : {}),
  };
}

/** Changing the client clears project and milestone; changing the project clears the milestone. */
export function changeClient(values: TaskFormValues, clientId: string): TaskFormValues {
  if (clientId === values.clientId) return values;
  return { ...values, clientId, projectId: '', milestoneId: '' };
}

export function changeProject(values: TaskFormValues, projectId: string): TaskFormValues {
  if (projectId === values.projectId) return values;
  return { ...values, projectId, milestoneId: '' };
}

const orNull = (value: string): string | null => {
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
};

/**
 * What POST /api/tasks receives. Empty optional fields are null; a milestone without a project is dropped (the
 * selects never allow it, but a stale value must not make the server refuse the form).
 */
export function toTaskPayload(values: TaskFormValues): CreateTaskInput & UpdateTaskInput {
  const projectId = orNull(values.projectId);
  return {
    title: values.title.trim(),
    description: orNull(values.description),
    clientId: values.clientId,
    projectId,
    milestoneId: projectId ? orNull(values.milestoneId) : null,
    type: values.type,
    status: values.status,
    priority: values.priority,
    assignedToId: orNull(values.assignedToId),
    dueDate: orNull(values.dueDate),
    // Left out when the form did not show it: the saved estimate stays as it is.
    ...(values.estimatedHours === undefined ? {} : { estimatedMinutes: hoursTextToMinutes(values.estimatedHours) }),
  };
}

/** An update leaves the assignee alone when the user may not reassign (the server would refuse the change). */
export function toTaskUpdate(values: TaskFormValues, canAssign: boolean): UpdateTaskInput {
  const payload: UpdateTaskInput = toTaskPayload(values);
  if (!canAssign) delete payload.assignedToId;
  return payload;
}
