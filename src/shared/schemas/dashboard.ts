/** The overview dashboard: everything on /dashboard in one response, aggregated in SQL over the caller's scope. */
import { z } from 'zod';
import { COMMUNICATION_DIRECTIONS, COMMUNICATION_TYPES, PROJECT_STATUSES } from '../enums';
import { NamedRef, PersonRef } from './refs';
import { TaskListItem } from './tasks';

export const RevenueChartMonth = z.object({
  /** 'YYYY-MM'. */
  month: z.string(),
  /** Revenue records (USD) running on some day of the month, by their current amount and switch. */
  expectedMinor: z.number().int(),
  /** USD invoices issued (created) in the month: open, paid or uncollectible; drafts and voided ones are not. */
  invoicedMinor: z.number().int(),
  /** USD invoices paid in the month (by paid_at). */
  paidMinor: z.number().int(),
});
export type RevenueChartMonth = z.infer<typeof RevenueChartMonth>;

export const Dashboard = z.object({
  cards: z.object({
    activeProjects: z.number().int(),
    totalClients: z.number().int(),
    /** Pending plus in progress, overdue ones included (overdue is a marker, not a status: decision 0025). */
    pendingTasks: z.number().int(),
    /** Past due and not completed, whatever their status. */
    overdueTasks: z.number().int(),
    /** Whole USD, sum of active revenue records; only for those who may view financials, else absent. */
    monthlyRevenue: z.number().optional(),
  }),
  recentTasks: z.array(TaskListItem),
  recentCommunications: z.array(
    z.object({
      id: z.string(),
      subject: z.string(),
      type: z.enum(COMMUNICATION_TYPES),
      direction: z.enum(COMMUNICATION_DIRECTIONS),
      createdAt: z.string(),
      client: NamedRef,
      user: PersonRef.nullable(),
    }),
  ),
  projectStatus: z.object({
    /** Count per status, every status present (0 when none). */
    byStatus: z.record(z.enum(PROJECT_STATUSES), z.number().int()),
    /** Up to 5 active projects, least complete first, with their completion ratios. completionSetByHand: a
     *  manager's figure rather than the share of tasks completed (decision 0027). */
    projects: z.array(
      NamedRef.extend({
        completionPercentage: z.number(),
        completionSetByHand: z.boolean(),
        completedTasks: z.number().int(),
        totalTasks: z.number().int(),
      }),
    ),
  }),
  profile: z.object({ assignedTasks: z.number().int(), completedTasks: z.number().int() }),
  recentActivity: z.array(
    z.object({ id: z.string(), action: z.string(), summary: z.string(), createdAt: z.string(), actor: PersonRef.nullable() }),
  ),
  /** The last 12 months, oldest first, in USD cents; only for those who may view financials, else absent. */
  revenueChart: z.array(RevenueChartMonth).optional(),
});
export type Dashboard = z.infer<typeof Dashboard>;
