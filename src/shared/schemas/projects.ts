/** Projects, their milestones and their team: inputs (shared by forms and server) and response shapes. */
import { z } from 'zod';
import { MILESTONE_STATUSES, PRIORITIES, PROJECT_ROLES, PROJECT_STATUSES } from '../enums';
import type { ApprovalCan } from '../policies/milestone-approvals';
import type { MilestoneCan, ProjectCan } from '../policies/projects';
import { estimatedMinutesField, ProjectMoney, projectBudgetFields } from './budgets';
import { MilestoneApproval } from './milestone-approvals';
import { idOr, optionalDate, optionalId, optionalText, requiredId, singleLine } from './fields';
import { keysOf } from '../keys-of';
import { ListQuery } from './list';
import { NamedRef, pageOf, PersonRef } from './refs';

const datesInOrder = (v: { startDate?: string | null; endDate?: string | null }) => !v.startDate || !v.endDate || v.endDate >= v.startDate;

const projectFields = {
  name: singleLine('validation.label.projectName'),
  description: optionalText('validation.label.description'),
  clientId: requiredId('validation.common.clientSelected'),
  status: z.enum(PROJECT_STATUSES, { error: 'validation.common.unknownStatus' }),
  priority: z.enum(PRIORITIES, { error: 'validation.common.unknownPriority' }),
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
    .pipe(z.number().min(0, 'validation.projects.completionBetween0100').max(100, 'validation.projects.completionBetween0100'))
    .nullable(),
  /** Only a manager, admin or super admin may manage a project (checked on the server). */
  projectManagerId: optionalId,
  /** Rates and budgets (decision 0048): minor units and minutes; only managers send them (projects.manage). */
  ...projectBudgetFields,
};

/** The fields a project's form and update hold, by name: what an update may set, and where the server's errors show. */
export const PROJECT_FIELD_NAMES = keysOf(projectFields);

export const CreateProjectInput = z
  .strictObject({
    ...projectFields,
    status: projectFields.status.default('planning'),
    priority: projectFields.priority.default('medium'),
    completionPercentage: projectFields.completionPercentage.optional(),
  })
  .refine(datesInOrder, { path: ['endDate'], message: 'validation.projects.endDateAfterStart' });
export type CreateProjectInput = z.input<typeof CreateProjectInput>;

/** The parts of a project its client's users may be shown, each switched on the project (decision 0103). */
export const CLIENT_PARTS = ['tasks', 'time', 'budget', 'files', 'team', 'estimates', 'expenses'] as const;
export type ClientPart = (typeof CLIENT_PARTS)[number];

const partSwitch = z.boolean({ error: 'validation.common.useTrueFalse' });
/** What the client sees, as stored: every part on or off. */
export const ClientSees = z
  .object({
    tasks: z.boolean(),
    time: z.boolean(),
    budget: z.boolean(),
    files: z.boolean(),
    team: z.boolean(),
    estimates: z.boolean(),
    expenses: z.boolean(),
  })
  .meta({ id: 'ClientSees' });
export type ClientSees = z.infer<typeof ClientSees>;
/** A change of some parts: those not sent stay as they are. */
export const ClientSeesInput = z
  .strictObject({
    tasks: partSwitch,
    time: partSwitch,
    budget: partSwitch,
    files: partSwitch,
    team: partSwitch,
    estimates: partSwitch,
    expenses: partSwitch,
  })
  .partial();
export type ClientSeesInput = z.infer<typeof ClientSeesInput>;

export const UpdateProjectInput = z
  .strictObject({ ...projectFields, clientSees: ClientSeesInput })
  .partial()
  .refine(datesInOrder, { path: ['endDate'], message: 'validation.projects.endDateAfterStart' });
export type UpdateProjectInput = z.input<typeof UpdateProjectInput>;

export const ProjectListQuery = ListQuery.extend({
  status: z.enum(PROJECT_STATUSES, { error: 'validation.common.unknownStatus' }).optional(),
  priority: z.enum(PRIORITIES, { error: 'validation.common.unknownPriority' }).optional(),
  clientId: idOr('none'),
  managerId: idOr('unassigned'),
});
export type ProjectListQuery = z.infer<typeof ProjectListQuery>;

export { PersonRef } from './refs';

export const ProjectListItem = z
  .object({
    id: z.string(),
    name: z.string(),
    description: z.string().nullable(),
    status: z.enum(PROJECT_STATUSES),
    priority: z.enum(PRIORITIES),
    startDate: z.string().nullable(),
    endDate: z.string().nullable(),
    /** What the project shows: the share of its tasks completed, unless set by hand. */
    completionPercentage: z.number(),
    /** True when a manager set the completion by hand; false when it follows the tasks. */
    completionSetByHand: z.boolean(),
    client: NamedRef,
    manager: PersonRef.extend({ email: z.string() }).nullable(),
    createdAt: z.string(),
    /** What the caller may do with it, from the shared policy (src/shared/policies/projects.ts). */
    can: z.object({
      edit: z.boolean(),
      delete: z.boolean(),
      manageTeam: z.boolean(),
      manageMilestones: z.boolean(),
    }) satisfies z.ZodType<ProjectCan>,
  })
  .meta({ id: 'ProjectListItem' });
export type ProjectListItem = z.infer<typeof ProjectListItem>;

export const ProjectList = pageOf(ProjectListItem).extend({
  /** Over the caller's whole scope, unfiltered: the stat cards. */
  stats: z.object({ total: z.number(), active: z.number(), planning: z.number(), completed: z.number() }),
});
export type ProjectList = z.infer<typeof ProjectList>;

export const TeamMember = z
  .object({
    /** The assignment's id (what Remove deletes); the manager's row has null and cannot be removed. */
    id: z.string().nullable(),
    profileId: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    /** Role on this project ('manager' for the project manager). */
    role: z.enum(PROJECT_ROLES),
    /** The person's role in the agency. */
    globalRole: z.string(),
    isProjectManager: z.boolean(),
    /** Their own hourly rate on this project (null: the project's); always null for those who do not set rates. */
    hourlyRateMinor: z.number().int().nullable(),
  })
  .meta({ id: 'TeamMember' });
export type TeamMember = z.infer<typeof TeamMember>;

export const ProjectDetail = ProjectListItem.extend({
  ...ProjectMoney.shape,
  client: NamedRef.extend({ contactPerson: z.string(), email: z.string() }),
  team: z.array(TeamMember),
  /** What the client's users see of the project (decision 0103); for them, the screens they are offered. */
  clientSees: ClientSees,
  stats: z.object({ totalTasks: z.number(), completedTasks: z.number(), milestones: z.number(), overdueTasks: z.number() }),
  updatedAt: z.string(),
}).meta({ id: 'Project' });
export type ProjectDetail = z.infer<typeof ProjectDetail>;

const milestoneFields = {
  name: singleLine('validation.label.milestoneName'),
  description: optionalText('validation.label.description'),
  dueDate: optionalDate,
  status: z.enum(MILESTONE_STATUSES, { error: 'validation.common.unknownStatus' }),
  /** Planned hours as minutes (decision 0048); null: not estimated. */
  estimatedMinutes: estimatedMinutesField.optional(),
};
export const MilestoneInput = z.strictObject({ ...milestoneFields, status: milestoneFields.status.default('planned') });
export type MilestoneInput = z.input<typeof MilestoneInput>;
/** No defaults: what is not sent stays as it is. */
export const UpdateMilestoneInput = z.strictObject(milestoneFields).partial();
export type UpdateMilestoneInput = z.input<typeof UpdateMilestoneInput>;

/** The milestones of a project in their new order: every id exactly once. */
export const MilestoneOrderInput = z.strictObject({
  ids: z
    .array(z.string().regex(/^[0-9a-f-]{36}$/i, 'validation.common.validId'))
    .min(1, 'validation.projects.giveMilestonesOrder')
    .max(500),
});
export type MilestoneOrderInput = z.infer<typeof MilestoneOrderInput>;

export const Milestone = z
  .object({
    id: z.string(),
    projectId: z.string(),
    name: z.string(),
    description: z.string().nullable(),
    status: z.enum(MILESTONE_STATUSES),
    dueDate: z.string().nullable(),
    completedAt: z.string().nullable(),
    orderIndex: z.number(),
    estimatedMinutes: z.number().int().nullable(),
    taskCount: z.number(),
    completedTaskCount: z.number(),
    overdueTaskCount: z.number(),
    /** Rounded percent of its tasks completed; 0 without tasks. */
    progress: z.number(),
    /** Due date past and neither completed nor cancelled. */
    isOverdue: z.boolean(),
    /** The latest approval request and its answer; null when nobody asked (decision 0041). */
    approval: MilestoneApproval.nullable(),
    /**
     * The invoice (not voided) of a milestone made of a quote's section, invoiced on its approval (decision 0099); shown
     * to those who may invoice, null otherwise.
     */
    invoice: z.object({ id: z.string(), number: z.string().nullable() }).nullable(),
    /** From the shared policies (src/shared/policies/projects.ts, milestone-approvals.ts, quote-acceptance.ts). */
    can: z.object({
      edit: z.boolean(),
      delete: z.boolean(),
      complete: z.boolean(),
      requestApproval: z.boolean(),
      approve: z.boolean(),
      /** Invoice it now: made of a quote's section, approved, not invoiced yet (decision 0099). */
      invoice: z.boolean(),
    }) satisfies z.ZodType<MilestoneCan & ApprovalCan & { invoice: boolean }>,
  })
  .meta({ id: 'Milestone' });
export type Milestone = z.infer<typeof Milestone>;

export const AddTeamMemberInput = z.strictObject({
  profileId: requiredId('validation.projects.pleaseSelectTeamMember'),
  role: z.enum(PROJECT_ROLES, { error: 'validation.projects.unknownProjectRole' }).default('developer'),
});
export type AddTeamMemberInput = z.input<typeof AddTeamMemberInput>;

export const EligibleMember = PersonRef.extend({ email: z.string(), role: z.string() });
export type EligibleMember = z.infer<typeof EligibleMember>;
