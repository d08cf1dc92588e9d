/** The client dashboard (/client-dashboard): everything on it in one response, scoped in SQL to the caller's company. */
import { z } from 'zod';
import { COMMUNICATION_DIRECTIONS, COMMUNICATION_TYPES, PROJECT_STATUSES } from '../enums';
import { STAFF_ROLES } from '../roles';
import { NamedRef, PersonRef } from './refs';
import { TaskListItem } from './tasks';

export const ClientDashboardProject = NamedRef.extend({
  status: z.enum(PROJECT_STATUSES),
  completionPercentage: z.number(),
  endDate: z.string().nullable(),
});
export type ClientDashboardProject = z.infer<typeof ClientDashboardProject>;

export const ClientDashboardTeamMember = PersonRef.extend({
  email: z.string(),
  avatarUrl: z.string().nullable(),
  role: z.enum(STAFF_ROLES),
  /** The card's title from the role (docs/product.md, Roles and permissions): admin 'Senior Developer', manager 'Project Manager'... */
  roleTitle: z.string(),
});
export type ClientDashboardTeamMember = z.infer<typeof ClientDashboardTeamMember>;

export const ClientDashboardCommunication = z.object({
  id: z.string(),
  type: z.enum(COMMUNICATION_TYPES),
  direction: z.enum(COMMUNICATION_DIRECTIONS),
  subject: z.string(),
  /** The start of the content (at most CONTENT_PREVIEW_LENGTH characters), or null when there is none. */
  preview: z.string().nullable(),
  /** Who wrote it, as the client reads it (decision 0106): "You wrote", "{colleague} wrote", "{agency} wrote". */
  readerLabel: z.string(),
  createdAt: z.string(),
});
export type ClientDashboardCommunication = z.infer<typeof ClientDashboardCommunication>;

export const ClientDashboard = z.object({
  projects: z.object({
    /** The company's projects in progress first, newest first within a status; at most CLIENT_DASHBOARD_PROJECTS. */
    items: z.array(ClientDashboardProject),
    /** All of the company's projects, so the card can say when it shows only some. */
    total: z.number().int(),
  }),
  /** As the Tasks screen's cards (server/db/task-status): the three statuses add up to the total; overdue counts
   *  the past-due, not completed ones across them. */
  taskCounts: z.object({
    total: z.number().int(),
    completed: z.number().int(),
    inProgress: z.number().int(),
    pending: z.number().int(),
    overdue: z.number().int(),
  }),
  /** The 4 most recently updated tasks. */
  recentTasks: z.array(TaskListItem),
  /** Managers and assigned staff of the company's projects, sorted by first name. */
  team: z.array(ClientDashboardTeamMember),
  /** The 3 newest communications. */
  recentCommunications: z.array(ClientDashboardCommunication),
  /**
   * The project whose Conversation the "Message the team" button opens: the one with the newest message the client
   * may read, else the first in progress; null without a project.
   */
  conversation: z.object({ id: z.string(), name: z.string() }).nullable(),
});
export type ClientDashboard = z.infer<typeof ClientDashboard>;

/** The dashboard with every section empty: what a client user whose company has nothing yet (or who has none) sees. */
export const EMPTY_CLIENT_DASHBOARD: ClientDashboard = {
  projects: { items: [], total: 0 },
  taskCounts: { total: 0, completed: 0, inProgress: 0, pending: 0, overdue: 0 },
  recentTasks: [],
  team: [],
  recentCommunications: [],
  conversation: null,
};

/** docs/product.md, Limits. */
export const CLIENT_DASHBOARD_RECENT_TASKS = 4;
export const CLIENT_DASHBOARD_RECENT_COMMUNICATIONS = 3;
export const CLIENT_DASHBOARD_PROJECTS = 6;
export const CONTENT_PREVIEW_LENGTH = 160;

// Kept in a module without zod: the dashboard's card reads it without the schemas.
export { SUPPORT_CONTACT } from '../support-contact';

/** What "What changed since your last visit" counts (decision 0110), in the order the card lists them. */
export const SINCE_LAST_VISIT_KINDS = ['messages', 'approvals', 'requests', 'invoices', 'files'] as const;
export type SinceLastVisitKind = (typeof SINCE_LAST_VISIT_KINDS)[number];
/** At most this many of each kind are listed; `count` says how many there are. */
export const SINCE_LAST_VISIT_ITEMS = 5;
/** A dashboard load more than this long after the one before starts a new visit. */
export const VISIT_GAP_MINUTES = 30;

export const SinceLastVisitItem = z.object({
  id: z.string(),
  /** What it is, in the client's words ("Message from Alex Chen on Patient Portal"). */
  label: z.string(),
  /** The portal path of the thing itself. */
  link: z.string(),
  at: z.string(),
});
export type SinceLastVisitItem = z.infer<typeof SinceLastVisitItem>;

export const SinceLastVisit = z
  .object({
    /** The end of the previous visit; null on the first visit (nothing is counted then). */
    since: z.string().nullable(),
    groups: z.array(z.object({ kind: z.enum(SINCE_LAST_VISIT_KINDS), count: z.number().int(), items: z.array(SinceLastVisitItem) })),
  })
  .meta({ id: 'SinceLastVisit' });
export type SinceLastVisit = z.infer<typeof SinceLastVisit>;
