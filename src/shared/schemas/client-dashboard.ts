/** The client dashboard (/client-dashboard): everything on it in one response, scoped in SQL to the caller's company. */
import type { COMMUNICATION_DIRECTIONS, COMMUNICATION_TYPES, PROJECT_STATUSES } from '../enums';
import type { StaffRole } from '../roles';
import type { TaskListItem } from './tasks';

export interface ClientDashboardProject {
  id: string;
  name: string;
  status: (typeof PROJECT_STATUSES)[number];
  completionPercentage: number;
  endDate: string | null;
}

export interface ClientDashboardTeamMember {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  avatarUrl: string | null;
  role: StaffRole;
  /** The card's title from the role (docs/product.md, Roles and permissions): admin 'Senior Developer', manager 'Project Manager'... */
  roleTitle: string;
}

export interface ClientDashboardCommunication {
  id: string;
  type: (typeof COMMUNICATION_TYPES)[number];
  direction: (typeof COMMUNICATION_DIRECTIONS)[number];
  subject: string;
  /** The start of the content (at most CONTENT_PREVIEW_LENGTH characters), or null when there is none. */
  preview: string | null;
  createdAt: string;
}

export interface ClientDashboard {
  projects: {
    /** The company's projects in progress first, newest first within a status; at most CLIENT_DASHBOARD_PROJECTS. */
    items: ClientDashboardProject[];
    /** All of the company's projects, so the card can say when it shows only some. */
    total: number;
  };
  /** As the Tasks screen's cards (server/db/task-status): the three statuses add up to the total; overdue counts
   *  the past-due, not completed ones across them. */
  taskCounts: { total: number; completed: number; inProgress: number; pending: number; overdue: number };
  /** The 4 most recently updated tasks. */
  recentTasks: TaskListItem[];
  /** Managers and assigned staff of the company's projects, sorted by first name. */
  team: ClientDashboardTeamMember[];
  /** The 3 newest communications. */
  recentCommunications: ClientDashboardCommunication[];
}

/** docs/product.md, Limits. */
export const CLIENT_DASHBOARD_RECENT_TASKS = 4;
export const CLIENT_DASHBOARD_RECENT_COMMUNICATIONS = 3;
export const CLIENT_DASHBOARD_PROJECTS = 6;
export const CONTENT_PREVIEW_LENGTH = 160;

/** Who a client calls for help: the 'Need Assistance?' card (hours from docs/product.md, Limits). */
export const SUPPORT_CONTACT = {
  email: 'support@northwind.test',
  phone: '(505) 555-0100',
  hours: 'Mon-Fri, 9am-5pm ET',
} as const;
