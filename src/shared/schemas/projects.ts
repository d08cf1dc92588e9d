/** Projects, their milestones and their team: inputs (shared by forms and server) and response shapes. */
import { z } from 'zod';
import { MILESTONE_STATUSES, PRIORITIES, PROJECT_ROLES, PROJECT_STATUSES } from '../enums';
import type { Page } from '../api-types';
import { idOr, optionalDate, optionalId, optionalText, requiredId, requiredText } from './fields';
import { ListQuery } from './list';
import type { PersonRef } from './refs';

const datesInOrder = (v: { startDate?: string | null; endDate?: string | null }) =>
  !v.startDate || !v.endDate || v.endDate >= v.startDate;

const projectFields = {
  name: requiredText('Project name'),
  description: optionalText('Description'),
  clientId: requiredId('A client must be selected'),
  status: z.enum(PROJECT_STATUSES, { error: 'Unknown status' }),
  priority: z.enum(PRIORITIES, { error: 'Unknown priority' }),
  startDate: optionalDate,
  endDate: optionalDate,
  /**
   * Completion set by hand, or null to follow the tasks (decision 0027); left out on create, it follows the tasks.
   * A non-numeric value becomes 0, as the product's form does.
   */
  completionPercentage: z
    .union([z.number(), z.string()])
    .transform((v) => (typeof v === 'number' ? v : Number.parseFloat(v)))
    .transform((v) => (Number.isFinite(v) ? Math.round(v) : 0))
    .pipe(z.number().min(0, 'Completion must be between 0 and 100').max(100, 'Completion must be between 0 and 100'))
    .nullable(),
  /** Only a manager, admin or super admin may manage a project (checked on the server). */
  projectManagerId: optionalId,
};

export const CreateProjectInput = z
  .strictObject({
    ...projectFields,
    status: projectFields.status.default('planning'),
    priority: projectFields.priority.default('medium'),
    completionPercentage: projectFields.completionPercentage.optional(),
  })
  .refine(datesInOrder, { path: ['endDate'], message: 'End date must be on or after the start date' });
export type CreateProjectInput = z.input<typeof CreateProjectInput>;

export const UpdateProjectInput = z
  .strictObject(projectFields)
  .partial()
  .refine(datesInOrder, { path: ['endDate'], message: 'End date must be on or after the start date' });
export type UpdateProjectInput = z.input<typeof UpdateProjectInput>;

export const ProjectListQuery = ListQuery.extend({
  status: z.enum(PROJECT_STATUSES, { error: 'Unknown status' }).optional(),
  priority: z.enum(PRIORITIES, { error: 'Unknown priority' }).optional(),
  clientId: idOr('none'),
  managerId: idOr('unassigned'),
});
export type ProjectListQuery = z.infer<typeof ProjectListQuery>;

export { PersonRef } from './refs';

export interface ProjectListItem {
  id: string;
  name: string;
  description: string | null;
  status: (typeof PROJECT_STATUSES)[number];
  priority: (typeof PRIORITIES)[number];
  startDate: string | null;
  endDate: string | null;
  /** What the project shows: the share of its tasks completed, unless set by hand. */
  completionPercentage: number;
  /** True when a manager set the completion by hand; false when it follows the tasks. */
  completionSetByHand: boolean;
  client: { id: string; name: string };
  manager: (PersonRef & { email: string }) | null;
  createdAt: string;
}

export interface ProjectList extends Page<ProjectListItem> {
  /** Over the caller's whole scope, unfiltered: the stat cards. */
  stats: { total: number; active: number; planning: number; completed: number };
}

export interface TeamMember {
  /** The assignment's id (what Remove deletes); the manager's row has null and cannot be removed. */
  id: string | null;
  profileId: string;
  firstName: string;
  lastName: string;
  email: string;
  /** Role on this project ('manager' for the project manager). */
  role: (typeof PROJECT_ROLES)[number];
  /** The person's role in the agency. */
  globalRole: string;
  isProjectManager: boolean;
}

export interface ProjectDetail extends ProjectListItem {
  client: { id: string; name: string; contactPerson: string; email: string };
  team: TeamMember[];
  stats: { totalTasks: number; completedTasks: number; milestones: number; overdueTasks: number };
  updatedAt: string;
}

const milestoneFields = {
  name: requiredText('Milestone name'),
  description: optionalText('Description'),
  dueDate: optionalDate,
  status: z.enum(MILESTONE_STATUSES, { error: 'Unknown status' }),
};
export const MilestoneInput = z.strictObject({ ...milestoneFields, status: milestoneFields.status.default('planned') });
export type MilestoneInput = z.input<typeof MilestoneInput>;
/** No defaults: what is not sent stays as it is. */
export const UpdateMilestoneInput = z.strictObject(milestoneFields).partial();
export type UpdateMilestoneInput = z.input<typeof UpdateMilestoneInput>;

/** The milestones of a project in their new order: every id exactly once. */
export const MilestoneOrderInput = z.strictObject({
  ids: z.array(z.string().regex(/^[0-9a-f-]{36}$/i, 'Not a valid id')).min(1, 'Give the milestones in order').max(500),
});
export type MilestoneOrderInput = z.infer<typeof MilestoneOrderInput>;

export interface Milestone {
  id: string;
  projectId: string;
  name: string;
  description: string | null;
  status: (typeof MILESTONE_STATUSES)[number];
  dueDate: string | null;
  completedAt: string | null;
  orderIndex: number;
  taskCount: number;
  completedTaskCount: number;
  overdueTaskCount: number;
  /** Rounded percent of its tasks completed; 0 without tasks. */
  progress: number;
  /** Due date past and neither completed nor cancelled. */
  isOverdue: boolean;
}

export const AddTeamMemberInput = z.strictObject({
  profileId: requiredId('Please select a team member'),
  role: z.enum(PROJECT_ROLES, { error: 'Unknown project role' }).default('developer'),
});
export type AddTeamMemberInput = z.input<typeof AddTeamMemberInput>;

export interface EligibleMember extends PersonRef {
  email: string;
  role: string;
}
