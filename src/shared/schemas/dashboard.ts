/** The overview dashboard: everything on /dashboard in one response, aggregated in SQL over the caller's scope. */
import type { COMMUNICATION_DIRECTIONS, COMMUNICATION_TYPES, PROJECT_STATUSES } from '../enums';
import type { PersonRef } from './projects';
import type { TaskListItem } from './tasks';

export interface Dashboard {
  cards: {
    activeProjects: number;
    /** Pending plus in progress, overdue ones included (overdue is a marker, not a status: decision 0025). */
    pendingTasks: number;
    /** Past due and not completed, whatever their status. */
    overdueTasks: number;
    totalClients: number;
    /** Whole USD, sum of active revenue records; only for those who may view financials, else absent. */
    monthlyRevenue?: number;
  };
  recentTasks: TaskListItem[];
  recentCommunications: Array<{
    id: string;
    subject: string;
    type: (typeof COMMUNICATION_TYPES)[number];
    direction: (typeof COMMUNICATION_DIRECTIONS)[number];
    createdAt: string;
    client: { id: string; name: string };
    user: PersonRef | null;
  }>;
  projectStatus: {
    /** Count per status, every status present (0 when none). */
    byStatus: Record<(typeof PROJECT_STATUSES)[number], number>;
    /** Up to 5 active projects, least complete first, with their completion ratios. */
    /** completionSetByHand: a manager's figure rather than the share of tasks completed (decision 0027). */
    projects: Array<{ id: string; name: string; completionPercentage: number; completionSetByHand: boolean; completedTasks: number; totalTasks: number }>;
  };
  profile: { assignedTasks: number; completedTasks: number };
  recentActivity: Array<{ id: string; action: string; summary: string; createdAt: string; actor: PersonRef | null }>;
  /** The last 12 months, oldest first, in USD cents; only for those who may view financials, else absent. */
  revenueChart?: RevenueChartMonth[];
}

export interface RevenueChartMonth {
  /** 'YYYY-MM'. */
  month: string;
  /** Revenue records (USD) running on some day of the month, by their current amount and switch. */
  expectedMinor: number;
  /** USD invoices issued (created) in the month: open, paid or uncollectible; drafts and voided ones are not. */
  invoicedMinor: number;
  /** USD invoices paid in the month (by paid_at). */
  paidMinor: number;
}
