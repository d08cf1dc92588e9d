/** Row types of the demo data and the per-batch sizes every batch follows. */
import type { Role } from '@shared/roles';
import agency from './demo-agency.json';
import type {
  accounts,
  activityLog,
  clientRevenue,
  clients,
  communications,
  contactSubmissions,
  invoiceItems,
  invoices,
  milestones,
  projectAssignments,
  projects,
  taskComments,
  tasks,
  users,
} from '../schema';

type WithId<T> = T & { id: string };
export type UserRow = WithId<typeof users.$inferInsert>;
export type AccountRow = typeof accounts.$inferInsert;
export type ClientRow = WithId<typeof clients.$inferInsert>;
export type ProjectRow = WithId<typeof projects.$inferInsert>;
export type AssignmentRow = typeof projectAssignments.$inferInsert;
export type MilestoneRow = WithId<typeof milestones.$inferInsert>;
export type TaskRow = WithId<typeof tasks.$inferInsert>;
export type CommentRow = WithId<typeof taskComments.$inferInsert>;
export type CommunicationRow = WithId<typeof communications.$inferInsert>;
export type RevenueRow = typeof clientRevenue.$inferInsert;
export type InvoiceRow = WithId<typeof invoices.$inferInsert>;
export type InvoiceItemRow = typeof invoiceItems.$inferInsert;
export type LeadRow = typeof contactSubmissions.$inferInsert;
export type ActivityRow = typeof activityLog.$inferInsert;

export interface DemoData {
  users: UserRow[];
  accounts: AccountRow[];
  clients: ClientRow[];
  projects: ProjectRow[];
  projectAssignments: AssignmentRow[];
  milestones: MilestoneRow[];
  tasks: TaskRow[];
  taskComments: CommentRow[];
  communications: CommunicationRow[];
  clientRevenue: RevenueRow[];
  invoices: InvoiceRow[];
  invoiceItems: InvoiceItemRow[];
  contactSubmissions: LeadRow[];
  activityLog: ActivityRow[];
}

/** The sign-in accounts the README and the tests name. All active, e-mail verified, sharing the demo password. */
export const DEMO_ACCOUNTS = [
  { email: 'super_admin@demo.test', role: 'super_admin', firstName: 'Elena', lastName: 'Martinez' },
  { email: 'admin@demo.test', role: 'admin', firstName: 'Daniel', lastName: 'Whitaker' },
  { email: 'manager@demo.test', role: 'manager', firstName: 'Priya', lastName: 'Raman' },
  { email: 'developer@demo.test', role: 'developer', firstName: 'Marcus', lastName: 'Chen' },
  { email: 'designer@demo.test', role: 'designer', firstName: 'Sofia', lastName: 'Alvarez' },
  { email: 'support@demo.test', role: 'support', firstName: 'Jordan', lastName: 'Ellis' },
  { email: 'client_primary@demo.test', role: 'client_primary', firstName: 'Rebecca', lastName: 'Holloway' },
  { email: 'client_additional@demo.test', role: 'client_additional', firstName: 'Kevin', lastName: 'Brooks' },
] as const satisfies readonly { email: string; role: Role; firstName: string; lastName: string }[];

export const INACTIVE_DEMO_EMAIL = 'inactive@demo.test';
/** The client company of client_primary@demo.test and client_additional@demo.test. */
export const DEMO_CLIENT_NAME = agency.clients[0]!.name;

/** Per batch (scale 1 = one batch). */
export const PER_BATCH = {
  clients: 8,
  projects: 12,
  tasks: 150,
  comments: 300,
  communications: 60,
  revenue: 15,
  invoices: 20,
  leads: 25,
  activity: 40,
} as const;

export const BASE_SEED = 0x4e57_2026; // "NW 2026"
export const DAY = 86_400_000;
export const HOUR = 3_600_000;
