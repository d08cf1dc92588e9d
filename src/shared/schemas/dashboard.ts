/** The overview dashboard: everything on /dashboard in one response, aggregated in SQL over the caller's scope. */
import { z } from 'zod';
import { COMMUNICATION_DIRECTIONS, COMMUNICATION_TYPES, CURRENCIES, PROJECT_STATUSES } from '../enums';
import { NamedRef, PersonRef } from './refs';
import { TaskListItem } from './tasks';

export const RevenueChartMonth = z.object({
  /** 'YYYY-MM'. */
  month: z.string(),
  /** Revenue records of the series' currency running on some day of the month, by their current amount and switch. */
  expectedMinor: z.number().int(),
  /** The ledger's invoiced: invoices issued in the month (open, partially paid, paid, uncollectible), in the currency. */
  invoicedMinor: z.number().int(),
  /** The ledger's paid by month: payments received in the month less refunds made in it, part payments included. */
  paidMinor: z.number().int(),
});
export type RevenueChartMonth = z.infer<typeof RevenueChartMonth>;

/** One currency's 12 months (decision 0096): figures are never converted between currencies. */
export const RevenueChartSeries = z.object({ currency: z.enum(CURRENCIES), months: z.array(RevenueChartMonth) });
export type RevenueChartSeries = z.infer<typeof RevenueChartSeries>;

export const Dashboard = z.object({
  cards: z.object({
    activeProjects: z.number().int(),
    totalClients: z.number().int(),
    /** Pending plus in progress, overdue ones included (overdue is a marker, not a status: decision 0025). */
    pendingTasks: z.number().int(),
    /** Past due and not completed, whatever their status. */
    overdueTasks: z.number().int(),
    /**
     * The revenue records running today, per currency in minor units (none when nothing runs); only for those who may
     * view financials, else absent.
     */
    monthlyRevenue: z.array(z.object({ currency: z.enum(CURRENCIES), amountMinor: z.number().int() })).optional(),
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
  /**
   * The last 12 months, oldest first, in minor units: one series for the agency's default currency, then one per other
   * currency with a figure in them; only for those who may view financials, else absent.
   */
  revenueChart: z.array(RevenueChartSeries).optional(),
});
export type Dashboard = z.infer<typeof Dashboard>;
