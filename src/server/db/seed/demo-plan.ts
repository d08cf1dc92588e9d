/** The fixed shape of every batch (slots for clients, projects, tasks, money, leads) and batch 0's hand-written agency. */
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
} from '../../../shared/enums';
import type { Role } from '../../../shared/roles';
import { INACTIVE_DEMO_EMAIL, DEMO_CLIENT_NAME } from './demo-types';

// ---------------------------------------------------------------------------------------------------------------
// The shape every batch follows.

export type StaffKey =
  | 'superAdmin' | 'admin' | 'managerMain' | 'managerAlt' | 'devMain' | 'devAlt' | 'devSpare' | 'designerMain'
  | 'designerAlt' | 'supportMain';

export const CLIENT_SLOT_STATUSES: readonly ClientStatus[] = [
  'active', 'active', 'active', 'active', 'prospect', 'inactive', 'archived', 'prospect',
];

export interface ProjectSlot {
  client: number;
  status: ProjectStatus;
  priority: Priority;
  pm: StaffKey | null;
  team: readonly (readonly [StaffKey, 'developer' | 'designer' | 'manager' | 'support'])[];
}

/** devMain (developer@demo.test in batch 0) is on 4 of the 12 projects. */
export const PROJECT_SLOTS: readonly ProjectSlot[] = [
  { client: 0, status: 'active', priority: 'high', pm: 'managerMain',
    team: [['devMain', 'developer'], ['designerMain', 'designer'], ['supportMain', 'support'], ['devAlt', 'developer'], ['managerAlt', 'manager']] },
  { client: 0, status: 'completed', priority: 'medium', pm: 'managerMain', team: [['devMain', 'developer'], ['devSpare', 'developer']] },
  { client: 0, status: 'planning', priority: 'low', pm: 'superAdmin', team: [['designerMain', 'designer']] },
  { client: 1, status: 'active', priority: 'medium', pm: 'managerAlt',
    team: [['devMain', 'developer'], ['designerMain', 'designer'], ['designerAlt', 'designer']] },
  { client: 1, status: 'on_hold', priority: 'low', pm: 'managerAlt', team: [['devAlt', 'developer'], ['designerAlt', 'designer']] },
  { client: 2, status: 'active', priority: 'high', pm: 'managerMain',
    team: [['devMain', 'developer'], ['devAlt', 'developer'], ['supportMain', 'support']] },
  { client: 2, status: 'cancelled', priority: 'medium', pm: 'admin', team: [['devAlt', 'developer']] },
  { client: 3, status: 'active', priority: 'medium', pm: 'managerAlt',
    team: [['devAlt', 'developer'], ['supportMain', 'support'], ['designerAlt', 'designer'], ['managerMain', 'manager']] },
  { client: 3, status: 'completed', priority: 'high', pm: 'admin', team: [['designerMain', 'designer'], ['devSpare', 'developer']] },
  { client: 4, status: 'planning', priority: 'high', pm: null, team: [['designerAlt', 'designer']] },
  { client: 5, status: 'completed', priority: 'low', pm: 'superAdmin', team: [['devAlt', 'developer'], ['supportMain', 'support']] },
  { client: 6, status: 'cancelled', priority: 'low', pm: 'managerAlt', team: [['devSpare', 'developer']] },
];

export const TASKS_PER_PROJECT_STATUS: Record<ProjectStatus, number> = { active: 18, on_hold: 10, completed: 12, planning: 5, cancelled: 6 };
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
  active: [['completed', 35], ['in_progress', 25], ['pending', 25], ['late', 15]],
  on_hold: [['completed', 30], ['in_progress', 15], ['pending', 40], ['late', 15]],
  planning: [['pending', 85], ['in_progress', 15]],
  completed: [['completed', 1]],
  cancelled: [['completed', 40], ['pending', 60]],
  none: [['completed', 30], ['in_progress', 20], ['pending', 35], ['late', 15]],
};

export const MILESTONES_FOR_TASK_STATUS: Record<PlannedTaskStatus, readonly MilestoneStatus[]> = {
  completed: ['completed', 'in_progress', 'delayed', 'cancelled'],
  in_progress: ['in_progress', 'delayed', 'planned'],
  pending: ['planned', 'in_progress', 'delayed', 'cancelled'],
  late: ['in_progress', 'delayed'],
};

export const TASK_TYPE_WEIGHTS: readonly (readonly [TaskType, number])[] = [
  ['feature', 30], ['bug_fix', 18], ['maintenance', 9], ['testing', 10], ['documentation', 7], ['design', 11],
  ['review', 7], ['deployment', 8],
];

interface RevenueSlot {
  client: number;
  project: number | null;
  description: string;
  dollars: number;
  currency: Currency;
  state: 'active' | 'upcoming' | 'expired' | 'inactive';
}

export const REVENUE_SLOTS: readonly RevenueSlot[] = [
  { client: 0, project: 0, description: '{project}: SaaS revenue share', dollars: 4200, currency: 'USD', state: 'active' },
  { client: 0, project: null, description: 'Hosting, monitoring & maintenance', dollars: 850, currency: 'USD', state: 'active' },
  { client: 0, project: 2, description: '{project}: monthly subscription', dollars: 600, currency: 'USD', state: 'upcoming' },
  { client: 0, project: 1, description: '{project}: pilot support retainer', dollars: 1200, currency: 'USD', state: 'expired' },
  { client: 1, project: 3, description: '{project}: platform subscription', dollars: 1800, currency: 'USD', state: 'active' },
  { client: 1, project: null, description: 'Canadian wholesale storefront hosting', dollars: 650, currency: 'CAD', state: 'active' },
  { client: 1, project: 4, description: '{project}: revenue share', dollars: 900, currency: 'USD', state: 'inactive' },
  { client: 1, project: null, description: 'Holiday season support block', dollars: 1500, currency: 'USD', state: 'expired' },
  { client: 2, project: 5, description: '{project}: licence and support', dollars: 2400, currency: 'USD', state: 'active' },
  { client: 2, project: 6, description: '{project}: revenue share', dollars: 1100, currency: 'USD', state: 'inactive' },
  { client: 3, project: 7, description: '{project}: subscription', dollars: 1250, currency: 'USD', state: 'active' },
  { client: 3, project: 8, description: 'Legacy web design subscription', dollars: 350, currency: 'USD', state: 'active' },
  { client: 4, project: 9, description: '{project}: proposed monthly retainer', dollars: 2000, currency: 'USD', state: 'upcoming' },
  { client: 5, project: 10, description: '{project}: hosting and maintenance', dollars: 150, currency: 'USD', state: 'inactive' },
  { client: 6, project: 11, description: 'Support retainer', dollars: 700, currency: 'USD', state: 'expired' },
];

export const INVOICE_SLOTS: readonly (readonly [client: number, status: InvoiceStatus, overdue?: boolean])[] = [
  [0, 'paid'], [0, 'paid'], [1, 'paid'], [1, 'paid'], [2, 'paid'], [3, 'paid'], [3, 'paid'], [6, 'paid'],
  [0, 'open', true], [2, 'open', true], [5, 'open', true], [1, 'open'], [3, 'open'], [0, 'open'],
  [0, 'draft'], [2, 'draft'], [3, 'draft'],
  [1, 'void'], [2, 'void'],
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
}

export const BATCH0_CLIENTS: readonly ClientSpec[] = [
  { name: DEMO_CLIENT_NAME, industry: 'Healthcare', contact: ['Rebecca', 'Holloway'], email: 'client_primary@demo.test',
    phone: '(505) 555-0142', website: 'https://www.animasvalleyhealth.test',
    billingAddress: '2150 Pinon Hills Blvd, Suite 200, Farmington, NM 87402',
    notes: 'Three-clinic practice. Rebecca (operations director) approves milestones; Kevin handles IT. Weekly check-in on Tuesdays.' },
  { name: 'Mesa Verde Outfitters', industry: 'Retail', contact: ['Carla', 'Jim'], email: 'carla.jim@mesaverdeoutfitters.test',
    phone: '(970) 555-0117', website: 'https://www.mesaverdeoutfitters.test',
    billingAddress: '41 E Main St, Cortez, CO 81321',
    notes: 'Outdoor gear shop with a busy online store. Seasonal: avoid releases between May and August.' },
  { name: 'Basin Industrial Fabrication', industry: 'Manufacturing', contact: ['Hector', 'Maestas'], email: 'hmaestas@basinfab.test',
    phone: '(505) 555-0168', website: 'https://www.basinfab.test',
    billingAddress: '5600 US Hwy 64, Farmington, NM 87401',
    notes: 'Oilfield fabrication and inspection. Crews work in areas without signal: offline support is a must.' },
  { name: 'Four Corners Title & Escrow', industry: 'Real Estate', contact: ['Thomas', 'Archuleta'], email: 'tarchuleta@fctitle.test',
    phone: '(505) 555-0131', website: 'https://www.fctitle.test',
    billingAddress: '300 W Arrington St, Farmington, NM 87401',
    notes: 'Long-standing client since our legacy web design days. Very security-conscious; SOC 2 questions go to Thomas.' },
  { name: 'Piñon Ridge Academy', industry: 'Education', contact: ['Naomi', 'Yazzie'], email: 'nyazzie@pinonridge.test',
    phone: '(505) 555-0185', website: 'https://www.pinonridge.test',
    billingAddress: '1020 N Butler Ave, Farmington, NM 87401',
    notes: 'Came in through the website contact form. Wants online enrollment before next school year; board approval pending.' },
  { name: 'Sandstone Legal Group', industry: 'Legal', contact: ['Victor', 'Salazar'], email: 'vsalazar@sandstonelegal.test',
    phone: '(505) 555-0109', website: 'https://www.sandstonelegal.test',
    billingAddress: '215 S Orchard Ave, Farmington, NM 87401',
    notes: 'Intake forms delivered. No active work; one unpaid invoice is with their office manager.' },
  { name: 'Red Mesa Builders', industry: 'Construction', contact: ['Wyatt', 'Jensen'], email: 'wyatt@redmesabuilders.test',
    phone: '(505) 555-0176', website: 'https://www.redmesabuilders.test',
    billingAddress: '88 Aztec Blvd, Aztec, NM 87410',
    notes: 'Business sold in 2024; the new owners use an in-house team. Kept for the invoice history.' },
  { name: 'High Desert Credit Union', industry: 'Finance', contact: ['Angela', 'Quintana'], email: 'aquintana@hdcu.test',
    phone: '(505) 555-0153', website: 'https://www.hdcu.test',
    billingAddress: '1900 E 20th St, Farmington, NM 87401',
    notes: 'Met at the Four Corners business expo. Interested in a member mobile app; waiting on their budget cycle.' },
];

export const BATCH0_PROJECTS: readonly (readonly [name: string, description: string])[] = [
  ['Patient Portal', 'Patients book visits, message their providers, see lab results and pay statements online.'],
  ['Appointment Reminder Service', 'SMS and e-mail reminders tied to the clinics’ scheduling system; cut no-shows by a third.'],
  ['Provider Directory Redesign', 'Searchable provider directory with bios, specialties and insurance accepted.'],
  ['Online Store Migration', 'Moving the storefront off a legacy PHP cart to a headless commerce stack, keeping SEO intact.'],
  ['Rental Booking App', 'Native app to reserve rafts, kayaks and camping gear. Paused until the spring budget is approved.'],
  ['Field Inspection App', 'Offline-first tablet app for wellsite inspections with photo capture, signatures and sync.'],
  ['Maintenance Scheduling SaaS', 'Preventive-maintenance scheduling offered to other fabricators on a revenue share. Cancelled by the client.'],
  ['Closing Document Portal', 'Secure portal where buyers, sellers and lenders sign and download closing documents.'],
  ['Office Website Refresh', 'Legacy web design subscription: a fast, accessible site with office locations and rate calculator.'],
  ['Enrollment System Discovery', 'Discovery for an online enrollment and tuition-payment system for the next school year.'],
  ['Case Intake Forms', 'Online intake forms with conflict check and document upload, feeding the case management system.'],
  ['Job Costing Dashboard', 'Job costing dashboard over the accounting system. Cancelled when the business was sold.'],
];

export const BATCH0_EXTRA_STAFF: readonly { key: StaffKey; email: string; role: Role; firstName: string; lastName: string; status: 'active' | 'inactive' }[] = [
  { key: 'devAlt', email: 'tyler.benally@northwind.test', role: 'developer', firstName: 'Tyler', lastName: 'Benally', status: 'active' },
  { key: 'designerAlt', email: 'hannah.cho@northwind.test', role: 'designer', firstName: 'Hannah', lastName: 'Cho', status: 'active' },
  { key: 'managerAlt', email: 'luis.ortega@northwind.test', role: 'manager', firstName: 'Luis', lastName: 'Ortega', status: 'active' },
  { key: 'devSpare', email: INACTIVE_DEMO_EMAIL, role: 'developer', firstName: 'Greg', lastName: 'Patterson', status: 'inactive' },
];

/** Generated staff per batch after the first: who fills which part of the project template. */
export const GENERATED_STAFF: readonly (readonly [StaffKey, Role])[] = [
  ['devMain', 'developer'], ['devAlt', 'developer'], ['designerMain', 'designer'], ['supportMain', 'support'],
  ['managerAlt', 'manager'],
];
