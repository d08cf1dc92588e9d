/**
 * The fixed shape of every batch (slots for clients, projects, tasks, money, leads) and batch 0's hand-written agency.
 * The records themselves (project and revenue slots, batch 0's clients and projects) are data, one a line, in
 * demo-agency.json next to this file; this file gives them their types (JSON's strings are not checked against the
 * enums here: demo-facts.test.ts and demo.test.ts seed them and fail on a value the schema's CHECKs refuse).
 */
import type { Language } from '@shared/i18n/languages';
import type {
  ClientStatus,
  Currency,
  InvoiceStatus,
  LeadStatus,
  MilestoneStatus,
  Priority,
  ProjectStatus,
  TaskStatus,
  TaskType,
} from '@shared/enums';
import type { Role } from '@shared/roles';
import agency from './demo-agency.json';
import { INACTIVE_DEMO_EMAIL } from './demo-types';

// ---------------------------------------------------------------------------------------------------------------
// The shape every batch follows.

export type StaffKey =
  | 'superAdmin'
  | 'admin'
  | 'managerMain'
  | 'managerAlt'
  | 'devMain'
  | 'devAlt'
  | 'devSpare'
  | 'designerMain'
  | 'designerAlt'
  | 'supportMain';

export const CLIENT_SLOT_STATUSES: readonly ClientStatus[] = [
  'active',
  'active',
  'active',
  'active',
  'prospect',
  'inactive',
  'archived',
  'prospect',
];

export interface ProjectSlot {
  client: number;
  status: ProjectStatus;
  priority: Priority;
  pm: StaffKey | null;
  team: readonly (readonly [StaffKey, 'developer' | 'designer' | 'manager' | 'support'])[];
}

/** devMain (developer@demo.test in batch 0) is on 4 of the 12 projects. */
export const PROJECT_SLOTS = agency.projectSlots as unknown as readonly ProjectSlot[];

export const TASKS_PER_PROJECT_STATUS: Record<ProjectStatus, number> = {
  active: 18,
  on_hold: 10,
  completed: 12,
  planning: 5,
  cancelled: 6,
};
/** Client-only tasks (no project): 150 - (4*18 + 10 + 3*12 + 2*5 + 2*6) = 10, on these client slots. */
export const CLIENT_ONLY_TASK_SLOTS = [0, 1, 2, 3, 4, 7, 0, 1, 3, 5] as const;
/** developer@demo.test gets exactly this many tasks in batch 0, all on his projects. */
export const DEV_MAIN_TASKS = 20;

/**
 * What the seed plans a task to be: a working status, or 'late', work under way that slipped (stored as in progress
 * with a due date in the past, so it shows the Overdue marker; decision 0025).
 */
export type PlannedTaskStatus = TaskStatus | 'late';

export const TASK_STATUS_WEIGHTS: Record<ProjectStatus | 'none', readonly (readonly [PlannedTaskStatus, number])[]> = {
  active: [
    ['completed', 35],
    ['in_progress', 25],
    ['pending', 25],
    ['late', 15],
  ],
  on_hold: [
    ['completed', 30],
    ['in_progress', 15],
    ['pending', 40],
    ['late', 15],
  ],
  planning: [
    ['pending', 85],
    ['in_progress', 15],
  ],
  completed: [['completed', 1]],
  cancelled: [
    ['completed', 40],
    ['pending', 60],
  ],
  none: [
    ['completed', 30],
    ['in_progress', 20],
    ['pending', 35],
    ['late', 15],
  ],
};

export const MILESTONES_FOR_TASK_STATUS: Record<PlannedTaskStatus, readonly MilestoneStatus[]> = {
  completed: ['completed', 'in_progress', 'delayed', 'cancelled'],
  in_progress: ['in_progress', 'delayed', 'planned'],
  pending: ['planned', 'in_progress', 'delayed', 'cancelled'],
  late: ['in_progress', 'delayed'],
};

export const TASK_TYPE_WEIGHTS: readonly (readonly [TaskType, number])[] = [
  ['feature', 30],
  ['bug_fix', 18],
  ['maintenance', 9],
  ['testing', 10],
  ['documentation', 7],
  ['design', 11],
  ['review', 7],
  ['deployment', 8],
];

interface RevenueSlot {
  client: number;
  project: number | null;
  description: string;
  dollars: number;
  currency: Currency;
  state: 'active' | 'upcoming' | 'expired' | 'inactive';
}

export const REVENUE_SLOTS = agency.revenueSlots as unknown as readonly RevenueSlot[];

export const INVOICE_SLOTS: readonly (readonly [client: number, status: InvoiceStatus, overdue?: boolean])[] = [
  [0, 'paid'],
  [0, 'paid'],
  [1, 'paid'],
  [1, 'paid'],
  [2, 'paid'],
  [3, 'paid'],
  [3, 'paid'],
  [6, 'paid'],
  [0, 'open', true],
  [2, 'open', true],
  [5, 'open', true],
  [1, 'open'],
  [3, 'open'],
  [0, 'open'],
  [0, 'draft'],
  [2, 'draft'],
  [3, 'draft'],
  [1, 'void'],
  [2, 'void'],
  [5, 'uncollectible'],
];

export const LEAD_STATUS_PLAN: readonly LeadStatus[] = [
  ...Array<LeadStatus>(8).fill('new'),
  ...Array<LeadStatus>(7).fill('contacted'),
  ...Array<LeadStatus>(6).fill('qualified'),
  ...Array<LeadStatus>(4).fill('disqualified'),
];

// ---------------------------------------------------------------------------------------------------------------
// Batch 0: the hand-written agency.

export interface ClientSpec {
  name: string;
  industry: string;
  contact: readonly [first: string, last: string];
  email: string;
  phone: string;
  website: string;
  billingAddress: string;
  notes: string;
  /** The company's language and locale, where not English (its portal users, documents and e-mails follow them). */
  language?: Language;
  locale?: string;
}

export const BATCH0_CLIENTS: readonly ClientSpec[] = agency.clients as unknown as readonly ClientSpec[];

export const BATCH0_PROJECTS = agency.projects as unknown as readonly (readonly [name: string, description: string])[];

export const BATCH0_EXTRA_STAFF: readonly {
  key: StaffKey;
  email: string;
  role: Role;
  firstName: string;
  lastName: string;
  status: 'active' | 'inactive';
}[] = [
  { key: 'devAlt', email: 'tyler.benally@northwind.test', role: 'developer', firstName: 'Tyler', lastName: 'Benally', status: 'active' },
  { key: 'designerAlt', email: 'hannah.cho@northwind.test', role: 'designer', firstName: 'Hannah', lastName: 'Cho', status: 'active' },
  { key: 'managerAlt', email: 'luis.ortega@northwind.test', role: 'manager', firstName: 'Luis', lastName: 'Ortega', status: 'active' },
  { key: 'devSpare', email: INACTIVE_DEMO_EMAIL, role: 'developer', firstName: 'Greg', lastName: 'Patterson', status: 'inactive' },
];

/** Generated staff per batch after the first: who fills which part of the project template. */
export const GENERATED_STAFF: readonly (readonly [StaffKey, Role])[] = [
  ['devMain', 'developer'],
  ['devAlt', 'developer'],
  ['designerMain', 'designer'],
  ['supportMain', 'support'],
  ['managerAlt', 'manager'],
];
