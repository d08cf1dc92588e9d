/**
 * Builds the demo agency ("Northwind Studio", Farmington NM) as plain rows, without touching the database. The data
 * comes in batches: batch 0 is the hand-written agency with the demo accounts; every further batch (for --scale N)
 * adds made-up clients, staff, projects and their work in the same shape. Each batch has its own seeded random
 * stream, so batch 0 is identical at every scale and every run; only the UUIDs differ between runs.
 */
import { randomUUID } from 'node:crypto';
import {
  COMMUNICATION_TYPES,
  PROJECT_TYPES,
  type ClientStatus,
  type CommunicationType,
  type Currency,
  type InvoiceStatus,
  type LeadStatus,
  type MilestoneStatus,
  type Priority,
  type ProjectStatus,
  type TaskStatus,
  type TaskType,
} from '../../../shared/enums';
import type { Role } from '../../../shared/roles';
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
import {
  AGENCY,
  CALL_DURATIONS,
  CLIENT_COMMENTS,
  CLIENT_TASKS,
  CLIENT_NOTES,
  COMMUNICATION_CONTENT,
  COMMUNICATION_SUBJECTS,
  COMPLETION_RANGE,
  FIRST_NAMES,
  INDUSTRY_NOUNS,
  LAST_NAMES,
  LEAD_DESCRIPTIONS,
  MILESTONE_PHASES,
  MONTHS,
  PLACES,
  PROJECT_CATALOG,
  MANAGER_COMMENTS,
  STREETS,
  TASK_DESCRIPTIONS,
  TASK_TITLES,
  TOWNS,
  WORKER_COMMENTS,
} from './catalog';
import { deriveSeed, Rng } from './random';

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
export const DEMO_CLIENT_NAME = 'Animas Valley Health';

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

const BASE_SEED = 0x4e57_2026; // "NW 2026"
const DAY = 86_400_000;
const HOUR = 3_600_000;

// ---------------------------------------------------------------------------------------------------------------
// The shape every batch follows.

type StaffKey =
  | 'superAdmin' | 'admin' | 'managerMain' | 'managerAlt' | 'devMain' | 'devAlt' | 'devSpare' | 'designerMain'
  | 'designerAlt' | 'supportMain';

const CLIENT_SLOT_STATUSES: readonly ClientStatus[] = [
  'active', 'active', 'active', 'active', 'prospect', 'inactive', 'archived', 'prospect',
];

interface ProjectSlot {
  client: number;
  status: ProjectStatus;
  priority: Priority;
  pm: StaffKey | null;
  team: readonly (readonly [StaffKey, 'developer' | 'designer' | 'manager' | 'support'])[];
}

/** devMain (developer@demo.test in batch 0) is on 4 of the 12 projects. */
const PROJECT_SLOTS: readonly ProjectSlot[] = [
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

const TASKS_PER_PROJECT_STATUS: Record<ProjectStatus, number> = { active: 18, on_hold: 10, completed: 12, planning: 5, cancelled: 6 };
/** Client-only tasks (no project): 150 - (4*18 + 10 + 3*12 + 2*5 + 2*6) = 10, on these client slots. */
const CLIENT_ONLY_TASK_SLOTS = [0, 1, 2, 3, 4, 7, 0, 1, 3, 5] as const;
/** developer@demo.test gets exactly this many tasks in batch 0, all on his projects. */
const DEV_MAIN_TASKS = 20;

const TASK_STATUS_WEIGHTS: Record<ProjectStatus | 'none', readonly (readonly [TaskStatus, number])[]> = {
  active: [['completed', 35], ['in_progress', 25], ['pending', 25], ['overdue', 15]],
  on_hold: [['completed', 30], ['in_progress', 15], ['pending', 40], ['overdue', 15]],
  planning: [['pending', 85], ['in_progress', 15]],
  completed: [['completed', 1]],
  cancelled: [['completed', 40], ['pending', 60]],
  none: [['completed', 30], ['in_progress', 20], ['pending', 35], ['overdue', 15]],
};

const MILESTONES_FOR_TASK_STATUS: Record<TaskStatus, readonly MilestoneStatus[]> = {
  completed: ['completed', 'in_progress', 'delayed', 'cancelled'],
  in_progress: ['in_progress', 'delayed', 'planned'],
  pending: ['planned', 'in_progress', 'delayed', 'cancelled'],
  overdue: ['in_progress', 'delayed'],
};

const TASK_TYPE_WEIGHTS: readonly (readonly [TaskType, number])[] = [
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

const REVENUE_SLOTS: readonly RevenueSlot[] = [
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

const INVOICE_SLOTS: readonly (readonly [client: number, status: InvoiceStatus, overdue?: boolean])[] = [
  [0, 'paid'], [0, 'paid'], [1, 'paid'], [1, 'paid'], [2, 'paid'], [3, 'paid'], [3, 'paid'], [6, 'paid'],
  [0, 'open', true], [2, 'open', true], [5, 'open', true], [1, 'open'], [3, 'open'], [0, 'open'],
  [0, 'draft'], [2, 'draft'], [3, 'draft'],
  [1, 'void'], [2, 'void'],
  [5, 'uncollectible'],
];

const LEAD_STATUS_PLAN: readonly LeadStatus[] = [
  ...Array<LeadStatus>(8).fill('new'),
  ...Array<LeadStatus>(7).fill('contacted'),
  ...Array<LeadStatus>(6).fill('qualified'),
  ...Array<LeadStatus>(4).fill('disqualified'),
];

// ---------------------------------------------------------------------------------------------------------------
// Batch 0: the hand-written agency.

interface ClientSpec {
  name: string;
  industry: string;
  contact: readonly [first: string, last: string];
  email: string;
  phone: string;
  website: string;
  billingAddress: string;
  notes: string;
}

const BATCH0_CLIENTS: readonly ClientSpec[] = [
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

const BATCH0_PROJECTS: readonly (readonly [name: string, description: string])[] = [
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

const BATCH0_EXTRA_STAFF: readonly { key: StaffKey; email: string; role: Role; firstName: string; lastName: string; status: 'active' | 'inactive' }[] = [
  { key: 'devAlt', email: 'tyler.benally@northwind.test', role: 'developer', firstName: 'Tyler', lastName: 'Benally', status: 'active' },
  { key: 'designerAlt', email: 'hannah.cho@northwind.test', role: 'designer', firstName: 'Hannah', lastName: 'Cho', status: 'active' },
  { key: 'managerAlt', email: 'luis.ortega@northwind.test', role: 'manager', firstName: 'Luis', lastName: 'Ortega', status: 'active' },
  { key: 'devSpare', email: INACTIVE_DEMO_EMAIL, role: 'developer', firstName: 'Greg', lastName: 'Patterson', status: 'inactive' },
];

/** Generated staff per batch after the first: who fills which part of the project template. */
const GENERATED_STAFF: readonly (readonly [StaffKey, Role])[] = [
  ['devMain', 'developer'], ['devAlt', 'developer'], ['designerMain', 'designer'], ['supportMain', 'support'],
  ['managerAlt', 'manager'],
];

// ---------------------------------------------------------------------------------------------------------------

interface Person {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  role: Role;
  status: 'active' | 'inactive' | 'pending';
  clientId: string | null;
  demo: boolean;
}

interface ProjectInfo {
  row: ProjectRow;
  slot: ProjectSlot;
  start: Date;
  end: Date | null;
  createdAt: Date;
  team: { person: Person; role: string }[];
  pm: Person | null;
  milestones: MilestoneRow[];
}

interface ClientInfo {
  row: ClientRow;
  users: Person[];
  projects: ProjectInfo[];
}

export function isoDate(d: Date): string {
  return d.toISOString().slice(0, 10);
}

function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '');
}

const fullName = (p: { firstName: string; lastName: string }) => `${p.firstName} ${p.lastName}`;

export function buildDemoData(options: { passwordHash: string; scale?: number; now?: Date }): DemoData {
  const scale = options.scale ?? 1;
  if (!Number.isInteger(scale) || scale < 1) throw new Error(`The scale must be a positive integer, not ${scale}.`);
  return new DemoBuilder(options.passwordHash, options.now ?? new Date()).build(scale);
}

class DemoBuilder {
  private readonly data: DemoData = {
    users: [], accounts: [], clients: [], projects: [], projectAssignments: [], milestones: [], tasks: [],
    taskComments: [], communications: [], clientRevenue: [], invoices: [], invoiceItems: [], contactSubmissions: [],
    activityLog: [],
  };
  private readonly people: Person[] = [];
  private readonly emails = new Set<string>();
  private readonly clientNames = new Set<string>();
  private readonly nowMs: number;
  private rng = new Rng(BASE_SEED);

  constructor(
    private readonly passwordHash: string,
    private readonly now: Date,
  ) {
    this.nowMs = now.getTime();
  }

  build(scale: number): DemoData {
    const fixed = this.addFixedPeople();
    for (let batch = 0; batch < scale; batch++) {
      this.rng = new Rng(deriveSeed(BASE_SEED, batch));
      this.buildBatch(batch, fixed);
    }
    this.numberInvoices();
    return this.data;
  }

  // ------------------------------------------------------------------ time

  private at(ms: number): Date {
    return new Date(Math.min(ms, this.nowMs));
  }

  private daysFromNow(days: number): Date {
    return new Date(this.nowMs + days * DAY);
  }

  /** A moment during a working day `daysAgo` days back (never in the future when daysAgo >= 0). */
  private workTime(daysAgo: number): Date {
    const d = new Date(this.nowMs - daysAgo * DAY);
    d.setUTCHours(this.rng.int(15, 23), this.rng.int(0, 59), this.rng.int(0, 59), 0);
    if (daysAgo >= 0 && d.getTime() > this.nowMs) d.setTime(d.getTime() - DAY);
    return d;
  }

  private between(from: Date, to: Date): Date {
    const a = from.getTime();
    const b = Math.max(a, to.getTime());
    return new Date(a + Math.floor(this.rng.next() * (b - a)));
  }

  // ------------------------------------------------------------------ people

  private uniqueEmail(local: string, domain: string): string {
    const base = local.split('.').map(slugify).filter(Boolean).join('.');
    let email = `${base}@${domain}`;
    for (let n = 2; this.emails.has(email); n++) email = `${base}${n}@${domain}`;
    return email;
  }

  private addPerson(p: Omit<Person, 'id'> & { createdAt: Date; lastLoginAt?: Date | null }): Person {
    const person: Person = { ...p, id: randomUUID() };
    if (this.emails.has(p.email)) throw new Error(`Duplicate demo e-mail ${p.email}`);
    this.emails.add(p.email);
    this.people.push(person);
    this.data.users.push({
      id: person.id,
      email: person.email,
      emailVerified: true,
      name: fullName(person),
      firstName: person.firstName,
      lastName: person.lastName,
      role: person.role,
      status: person.status,
      clientId: person.clientId,
      lastLoginAt: p.lastLoginAt ?? null,
      createdAt: p.createdAt,
      updatedAt: p.createdAt,
    });
    this.data.accounts.push({
      id: randomUUID(),
      accountId: person.id,
      providerId: 'credential',
      userId: person.id,
      password: this.passwordHash,
      createdAt: p.createdAt,
      updatedAt: p.createdAt,
    });
    return person;
  }

  /** The six staff demo accounts and batch 0's extra staff (client users come with their clients). */
  private addFixedPeople(): Record<StaffKey, Person> {
    const staffKeys: Record<string, StaffKey> = {
      super_admin: 'superAdmin', admin: 'admin', manager: 'managerMain', developer: 'devMain',
      designer: 'designerMain', support: 'supportMain',
    };
    const fixed: Partial<Record<StaffKey, Person>> = {};
    DEMO_ACCOUNTS.forEach((account, i) => {
      const key = staffKeys[account.role];
      if (!key) return;
      fixed[key] = this.addPerson({
        ...account, status: 'active', clientId: null, demo: true,
        createdAt: this.workTime(1400 - i * 150), lastLoginAt: this.workTime(this.rng.int(0, 3)),
      });
    });
    BATCH0_EXTRA_STAFF.forEach((s, i) => {
      fixed[s.key] = this.addPerson({
        email: s.email, role: s.role, firstName: s.firstName, lastName: s.lastName, status: s.status, clientId: null,
        demo: s.email.endsWith('@demo.test'), createdAt: this.workTime(700 - i * 120 + (s.status === 'active' ? 0 : 500)),
        lastLoginAt: this.workTime(s.status === 'active' ? this.rng.int(0, 10) : 35),
      });
    });
    return fixed as Record<StaffKey, Person>;
  }

  private randomName(): { firstName: string; lastName: string } {
    return { firstName: this.rng.pick(FIRST_NAMES), lastName: this.rng.pick(LAST_NAMES) };
  }

  /** Someone from earlier batches with this role, never a demo account. */
  private pickEarlier(role: Role, exclude: readonly Person[]): Person {
    const pool = this.people.filter((p) => p.role === role && !p.demo && p.status === 'active' && !exclude.includes(p));
    const any = this.people.filter((p) => p.role === role && !exclude.includes(p));
    return this.rng.pick(pool.length > 0 ? pool : any);
  }

  private staffForBatch(batch: number, fixed: Record<StaffKey, Person>): Record<StaffKey, Person> {
    if (batch === 0) return fixed;
    const staff: Partial<Record<StaffKey, Person>> = { superAdmin: fixed.superAdmin, admin: fixed.admin };
    for (const [key, role] of GENERATED_STAFF) {
      const name = this.randomName();
      staff[key] = this.addPerson({
        ...name, role, status: 'active', clientId: null, demo: false,
        email: this.uniqueEmail(`${name.firstName}.${name.lastName}`, AGENCY.domain),
        createdAt: this.workTime(this.rng.int(30, 1500)),
        lastLoginAt: this.rng.chance(0.9) ? this.workTime(this.rng.int(0, 20)) : null,
      });
    }
    const chosen = Object.values(staff);
    staff.managerMain = this.pickEarlier('manager', chosen);
    staff.devSpare = this.pickEarlier('developer', chosen);
    staff.designerAlt = this.pickEarlier('designer', chosen);
    return staff as Record<StaffKey, Person>;
  }

  // ------------------------------------------------------------------ batch

  private buildBatch(batch: number, fixed: Record<StaffKey, Person>): void {
    const staff = this.staffForBatch(batch, fixed);
    const clientsOfBatch = CLIENT_SLOT_STATUSES.map((status, slot) => this.makeClient(batch, slot, status));
    this.makeClientUsers(batch, clientsOfBatch);
    const projectsOfBatch = PROJECT_SLOTS.map((slot, i) => this.makeProject(batch, i, slot, clientsOfBatch, staff));
    const batchTasks = this.makeTasks(batch, clientsOfBatch, projectsOfBatch, staff);
    const batchComments = this.makeComments(batchTasks, clientsOfBatch, projectsOfBatch, staff);
    const batchCommunications = this.makeCommunications(clientsOfBatch, projectsOfBatch, staff);
    this.makeRevenue(batch, clientsOfBatch, projectsOfBatch);
    this.makeInvoices(batch, clientsOfBatch, projectsOfBatch, staff);
    this.makeLeads();
    this.makeActivity(clientsOfBatch, projectsOfBatch, batchTasks, batchComments, batchCommunications);
  }

  private makeClientName(industry: string): string {
    const nouns = INDUSTRY_NOUNS[industry] ?? INDUSTRY_NOUNS.Other!;
    for (let attempt = 0; attempt < 30; attempt++) {
      const name = `${this.rng.pick(PLACES)} ${this.rng.pick(nouns)}`;
      if (!this.clientNames.has(name)) return name;
    }
    const base = `${this.rng.pick(PLACES)} ${this.rng.pick(nouns)}`;
    let n = 2;
    while (this.clientNames.has(`${base} ${n}`)) n++;
    return `${base} ${n}`;
  }

  private makeClient(batch: number, slot: number, status: ClientStatus): ClientInfo {
    let spec: ClientSpec;
    if (batch === 0) {
      spec = BATCH0_CLIENTS[slot]!;
    } else {
      const industry = this.rng.pick(Object.keys(INDUSTRY_NOUNS));
      const name = this.makeClientName(industry);
      const domain = `${slugify(name)}.test`;
      const contact = this.randomName();
      const [city, state, zip] = this.rng.pick(TOWNS);
      spec = {
        name, industry, contact: [contact.firstName, contact.lastName],
        email: `${slugify(contact.firstName)}.${slugify(contact.lastName)}@${domain}`,
        phone: `(505) 555-01${String(this.rng.int(0, 99)).padStart(2, '0')}`,
        website: `https://www.${domain}`,
        billingAddress: `${this.rng.int(100, 9800)} ${this.rng.pick(STREETS)}, ${city}, ${state} ${zip}`,
        notes: this.rng.pick(CLIENT_NOTES[status]!),
      };
    }
    this.clientNames.add(spec.name);
    const ageDays = status === 'prospect' ? this.rng.int(5, 60) : this.rng.int(400, 1600);
    const createdAt = this.workTime(ageDays);
    const updatedAt = this.workTime(this.rng.int(0, Math.min(ageDays, 120)));
    const row: ClientRow = {
      id: randomUUID(),
      name: spec.name,
      contactPerson: `${spec.contact[0]} ${spec.contact[1]}`,
      email: spec.email,
      phone: spec.phone,
      website: spec.website,
      industry: spec.industry,
      status,
      billingAddress: spec.billingAddress,
      notes: spec.notes,
      createdAt,
      updatedAt: updatedAt < createdAt ? createdAt : updatedAt,
    };
    this.data.clients.push(row);
    return { row, users: [], projects: [] };
  }

  private makeClientUsers(batch: number, batchClients: ClientInfo[]): void {
    const add = (client: ClientInfo, role: Role, person: { firstName: string; lastName: string; email: string }, status: Person['status'], loggedIn: boolean) => {
      const createdAt = this.between(client.row.createdAt!, this.at(client.row.createdAt!.getTime() + 20 * DAY));
      client.users.push(
        this.addPerson({
          ...person, role, status, clientId: client.row.id, demo: batch === 0 && person.email.endsWith('@demo.test'),
          createdAt, lastLoginAt: loggedIn ? this.workTime(this.rng.int(0, 6)) : null,
        }),
      );
    };
    const [c0, c1, , c3] = batchClients as [ClientInfo, ClientInfo, ClientInfo, ClientInfo];
    if (batch === 0) {
      const [primary, additional] = [DEMO_ACCOUNTS[6], DEMO_ACCOUNTS[7]];
      add(c0, primary.role, primary, 'active', true);
      add(c0, additional.role, additional, 'active', false);
      add(c1, 'client_primary', { firstName: 'Carla', lastName: 'Jim', email: c1.row.email }, 'active', true);
      add(c3, 'client_additional', { firstName: 'Nina', lastName: 'Walsh', email: 'nina.walsh@fctitle.test' }, 'pending', false);
      return;
    }
    for (const client of [c0, c1]) {
      const [first, last] = client.row.contactPerson.split(' ') as [string, string];
      const domain = client.row.email.split('@')[1]!;
      add(client, 'client_primary', { firstName: first, lastName: last, email: this.uniqueEmail(`${first}.${last}`, domain) }, 'active', true);
    }
    const extra = this.randomName();
    add(c0, 'client_additional', { ...extra, email: this.uniqueEmail(`${extra.firstName}.${extra.lastName}`, c0.row.email.split('@')[1]!) }, 'active', this.rng.chance(0.5));
  }

  private makeProject(batch: number, index: number, slot: ProjectSlot, batchClients: ClientInfo[], staff: Record<StaffKey, Person>): ProjectInfo {
    const client = batchClients[slot.client]!;
    const [name, description] = batch === 0 ? BATCH0_PROJECTS[index]! : this.rng.pick(PROJECT_CATALOG);
    const [lo, hi] = COMPLETION_RANGE[slot.status];
    const completion = this.rng.int(lo, hi);
    const duration = this.rng.int(120, 260);
    let start: Date;
    let end: Date | null;
    let createdAt: Date;
    let updatedAt: Date;
    switch (slot.status) {
      case 'planning':
        start = this.daysFromNow(this.rng.int(10, 45));
        end = new Date(start.getTime() + duration * DAY);
        createdAt = this.workTime(this.rng.int(3, 20));
        updatedAt = this.workTime(this.rng.int(0, 2));
        break;
      case 'active':
        start = new Date(this.nowMs - Math.round((duration * completion) / 100) * DAY);
        end = new Date(start.getTime() + duration * DAY);
        createdAt = this.workTime(Math.round((this.nowMs - start.getTime()) / DAY) + this.rng.int(7, 30));
        updatedAt = this.workTime(this.rng.int(0, 3));
        break;
      case 'on_hold':
        start = new Date(this.nowMs - Math.round((duration * (completion + 25)) / 100) * DAY);
        end = this.rng.chance(0.5) ? new Date(start.getTime() + duration * DAY) : null;
        createdAt = this.workTime(Math.round((this.nowMs - start.getTime()) / DAY) + this.rng.int(7, 30));
        updatedAt = this.workTime(this.rng.int(15, 40));
        break;
      case 'completed':
        end = this.daysFromNow(-this.rng.int(12, 55));
        start = new Date(end.getTime() - duration * DAY);
        createdAt = this.workTime(Math.round((this.nowMs - start.getTime()) / DAY) + this.rng.int(7, 30));
        updatedAt = this.at(end.getTime() + this.rng.int(1, 5) * DAY);
        break;
      case 'cancelled':
        start = this.daysFromNow(-this.rng.int(130, 300));
        end = new Date(start.getTime() + duration * DAY);
        createdAt = this.workTime(Math.round((this.nowMs - start.getTime()) / DAY) + this.rng.int(7, 30));
        updatedAt = this.workTime(this.rng.int(20, 75));
        break;
    }
    const row: ProjectRow = {
      id: randomUUID(),
      name,
      description,
      clientId: client.row.id,
      status: slot.status,
      priority: slot.priority,
      startDate: isoDate(start),
      endDate: end ? isoDate(end) : null,
      completionPercentage: completion,
      projectManagerId: slot.pm ? staff[slot.pm].id : null,
      createdAt,
      updatedAt: updatedAt < createdAt ? createdAt : updatedAt,
    };
    this.data.projects.push(row);
    const team = slot.team.map(([key, role]) => ({ person: staff[key], role }));
    for (const member of team) {
      this.data.projectAssignments.push({
        id: randomUUID(),
        projectId: row.id,
        profileId: member.person.id,
        role: member.role,
        createdAt: this.between(createdAt, this.at(createdAt.getTime() + 14 * DAY)),
      });
    }
    const info: ProjectInfo = { row, slot, start, end, createdAt, team, pm: slot.pm ? staff[slot.pm] : null, milestones: [] };
    info.milestones = this.makeMilestones(info, completion);
    client.projects.push(info);
    return info;
  }

  private makeMilestones(project: ProjectInfo, completion: number): MilestoneRow[] {
    const n = this.rng.int(3, 5);
    // Discovery first, then n-1 later phases in order.
    const later = this.rng.sample(MILESTONE_PHASES.slice(1).map((_, i) => i + 1), n - 1).sort((a, b) => a - b);
    const phases = [0, ...later].map((i) => MILESTONE_PHASES[i]!);
    const done = project.slot.status === 'completed' ? n : Math.floor((n * completion) / 100);
    const spanEnd = (project.end ?? new Date(project.start.getTime() + 180 * DAY)).getTime();
    const span = spanEnd - project.start.getTime();
    const rows = phases.map(([name, description], k): MilestoneRow => {
      const due = new Date(project.start.getTime() + Math.round(((k + 1) / n) * span));
      let status: MilestoneStatus;
      if (k < done) status = 'completed';
      else if (project.slot.status === 'planning') status = 'planned';
      else if (project.slot.status === 'cancelled') status = 'cancelled';
      else if (k === done) status = project.slot.status === 'on_hold' ? 'delayed' : 'in_progress';
      else status = 'planned';
      const completedAt = status === 'completed' ? this.at(due.getTime() + this.rng.int(-6, 3) * DAY + this.rng.int(15, 23) * HOUR) : null;
      const createdAt = project.createdAt;
      return {
        id: randomUUID(),
        projectId: project.row.id,
        name,
        description,
        status,
        dueDate: isoDate(due),
        completedAt,
        orderIndex: k,
        createdAt,
        updatedAt: completedAt && completedAt > createdAt ? completedAt : createdAt,
      };
    });
    this.data.milestones.push(...rows);
    return rows;
  }

  // ------------------------------------------------------------------ tasks

  private makeTasks(batch: number, batchClients: ClientInfo[], batchProjects: ProjectInfo[], staff: Record<StaffKey, Person>): TaskRow[] {
    const rows: TaskRow[] = [];
    const excluded = batch === 0 ? staff.devMain : null;
    for (const project of batchProjects) {
      const count = TASKS_PER_PROJECT_STATUS[project.slot.status];
      const used = new Set<string>();
      for (let i = 0; i < count; i++) rows.push(this.makeTask(batchClients[project.slot.client]!, project, staff, used, excluded));
    }
    const clientTitles = new Set<string>();
    for (const slot of CLIENT_ONLY_TASK_SLOTS) rows.push(this.makeTask(batchClients[slot]!, null, staff, clientTitles, excluded));

    if (batch === 0) {
      // developer@demo.test: exactly DEV_MAIN_TASKS tasks, all on projects he is assigned to.
      const his = new Set(batchProjects.filter((p) => p.team.some((m) => m.person === staff.devMain)).map((p) => p.row.id));
      const eligible = rows.filter((t) => t.projectId && his.has(t.projectId) && t.type !== 'design');
      for (const task of this.rng.sample(eligible, DEV_MAIN_TASKS)) task.assignedToId = staff.devMain.id;
    }
    this.data.tasks.push(...rows);
    return rows;
  }

  private makeTask(client: ClientInfo, project: ProjectInfo | null, staff: Record<StaffKey, Person>, usedTitles: Set<string>, excluded: Person | null): TaskRow {
    const rng = this.rng;
    const status = rng.weighted(TASK_STATUS_WEIGHTS[project ? project.slot.status : 'none']);

    let milestone: MilestoneRow | null = null;
    if (project && rng.chance(0.82)) {
      const fitting = project.milestones.filter((m) => MILESTONES_FOR_TASK_STATUS[status].includes(m.status as MilestoneStatus));
      if (fitting.length > 0) milestone = rng.pick(fitting);
    }

    let type = rng.weighted(TASK_TYPE_WEIGHTS);
    let clientTask: (typeof CLIENT_TASKS)[number] | null = null;
    if (!project) {
      clientTask = rng.pick(CLIENT_TASKS.filter(([t]) => !usedTitles.has(t)));
      type = clientTask[1];
    }
    const phase = milestone?.name ?? '';
    if (phase.includes('Design') && rng.chance(0.6)) type = 'design';
    else if (phase.startsWith('QA') && rng.chance(0.5)) type = 'testing';
    else if (phase === 'Launch' && rng.chance(0.5)) type = 'deployment';
    else if (phase === 'Discovery & Requirements' && rng.chance(0.4)) type = rng.pick(['documentation', 'review'] as const);

    const titles = clientTask ? [clientTask[0]] : TASK_TITLES[type];
    let title = rng.pick(titles);
    for (let attempt = 0; attempt < 6 && usedTitles.has(title); attempt++) title = rng.pick(titles);
    usedTitles.add(title);

    const priority = rng.weighted<Priority>(
      status === 'overdue' || type === 'bug_fix' ? [['low', 10], ['medium', 40], ['high', 50]] : [['low', 30], ['medium', 50], ['high', 20]],
    );

    // Who does it.
    const candidates: Person[] = [];
    if (project) {
      const wanted = type === 'design' ? 'designer' : 'developer';
      for (const m of project.team) {
        if (m.person === excluded) continue;
        if (status !== 'completed' && m.person.status !== 'active') continue;
        if (m.person.role === wanted) candidates.push(m.person);
      }
      if (candidates.length === 0 && project.pm) candidates.push(project.pm);
      if ((type === 'review' || type === 'documentation') && project.pm && rng.chance(0.4)) candidates.splice(0, candidates.length, project.pm);
    } else {
      candidates.push(staff.managerMain, staff.managerAlt);
    }
    const unassigned = candidates.length === 0 || rng.chance(status === 'completed' ? 0.03 : project ? 0.12 : 0.3);
    const assignee = unassigned ? null : rng.pick(candidates);

    // When: within the last 90 days, after the project was created, before a finished project ended.
    const ninety = this.nowMs - 90 * DAY;
    let earliest = Math.max(ninety, project ? project.createdAt.getTime() + HOUR : ninety);
    let latest = this.nowMs - 2 * HOUR;
    // Work on a finished, paused or cancelled project stops when it did.
    if (project?.slot.status === 'completed' && project.end) latest = Math.min(latest, project.end.getTime());
    if (project?.slot.status === 'on_hold' || project?.slot.status === 'cancelled') latest = Math.min(latest, project.row.updatedAt!.getTime());
    if (earliest > latest - 2 * DAY) earliest = latest - rng.int(3, 12) * DAY;

    let createdAt: Date;
    let updatedAt: Date;
    let completedAt: Date | null = null;
    let dueDate: string | null = null;
    switch (status) {
      case 'completed': {
        createdAt = this.between(new Date(earliest), new Date(latest - DAY));
        completedAt = this.between(new Date(createdAt.getTime() + 2 * HOUR), new Date(latest));
        updatedAt = this.at(completedAt.getTime() + rng.int(0, 180) * 60_000);
        if (rng.chance(0.9)) dueDate = isoDate(new Date(completedAt.getTime() + rng.int(-2, 6) * DAY));
        break;
      }
      case 'overdue': {
        const due = new Date(this.nowMs - rng.int(2, 25) * DAY);
        dueDate = isoDate(due);
        const createdLatest = due.getTime() - 3 * DAY;
        createdAt = this.between(new Date(Math.min(earliest, createdLatest - 10 * DAY)), new Date(createdLatest));
        updatedAt = this.between(createdAt, new Date(this.nowMs - HOUR));
        break;
      }
      default: {
        createdAt = this.between(new Date(earliest), new Date(latest));
        updatedAt =
          status === 'in_progress'
            ? this.between(new Date(Math.max(createdAt.getTime(), this.nowMs - 7 * DAY)), new Date(this.nowMs - HOUR))
            : this.between(createdAt, this.at(createdAt.getTime() + 10 * DAY));
        const ps = project?.slot.status;
        if (ps === 'planning') {
          dueDate = rng.chance(0.5) ? null : isoDate(new Date(project!.start.getTime() + rng.int(7, 60) * DAY));
        } else if (ps === 'cancelled') {
          dueDate = rng.chance(0.75) ? null : isoDate(new Date(project!.start.getTime() + rng.int(20, 90) * DAY));
        } else {
          const roll = rng.next();
          const canBeLate = createdAt.getTime() < this.nowMs - 6 * DAY;
          if (roll < 0.15 && canBeLate) dueDate = isoDate(this.between(new Date(createdAt.getTime() + 2 * DAY), new Date(this.nowMs - 2 * DAY)));
          else if (roll < 0.3) dueDate = null;
          else dueDate = isoDate(this.daysFromNow(rng.int(3, 45)));
        }
      }
    }

    return {
      id: randomUUID(),
      title,
      description: rng.pick(TASK_DESCRIPTIONS[type]),
      clientId: client.row.id,
      projectId: project?.row.id ?? null,
      milestoneId: milestone?.id ?? null,
      type,
      status,
      priority,
      assignedToId: assignee?.id ?? null,
      createdById: project?.pm?.id ?? assignee?.id ?? staff.managerMain.id,
      dueDate,
      completedAt,
      createdAt,
      updatedAt: updatedAt < createdAt ? createdAt : updatedAt,
    };
  }

  // ------------------------------------------------------------------ comments

  private makeComments(batchTasks: TaskRow[], batchClients: ClientInfo[], batchProjects: ProjectInfo[], staff: Record<StaffKey, Person>): CommentRow[] {
    const rng = this.rng;
    const byId = new Map(this.people.map((p) => [p.id, p]));
    const projectById = new Map(batchProjects.map((p) => [p.row.id, p]));
    const clientById = new Map(batchClients.map((c) => [c.row.id, c]));
    const weightOf: Record<string, number> = { in_progress: 3, overdue: 3, completed: 2, pending: 1 };
    const entries = batchTasks.map((t) => [t, weightOf[t.status!] ?? 1] as const);
    const rows: CommentRow[] = [];
    for (let i = 0; i < PER_BATCH.comments; i++) {
      const task = rng.weighted(entries);
      const project = task.projectId ? projectById.get(task.projectId) : undefined;
      const clientUsers = (clientById.get(task.clientId)?.users ?? []).filter((u) => u.status === 'active');
      // Authors who can see the task: its assignee, the project manager, a manager, or the client's own people.
      const staffAuthors: (readonly [Person, number])[] = [];
      const assignee = task.assignedToId ? byId.get(task.assignedToId) : undefined;
      if (assignee?.status === 'active') staffAuthors.push([assignee, 3]);
      if (project?.pm && project.pm.status === 'active') staffAuthors.push([project.pm, 2]);
      staffAuthors.push([staff.managerMain, 1]);
      const fromClient = clientUsers.length > 0 && rng.chance(0.3);
      const author = fromClient ? rng.pick(clientUsers) : rng.weighted(staffAuthors);
      const lines = fromClient ? CLIENT_COMMENTS : author === assignee && author.role !== 'manager' ? WORKER_COMMENTS : MANAGER_COMMENTS;
      const from = new Date(task.createdAt!.getTime() + 30 * 60_000);
      const to = task.completedAt ? this.at(task.completedAt.getTime() + 3 * DAY) : new Date(this.nowMs - 5 * 60_000);
      const createdAt = this.between(from, to);
      rows.push({
        id: randomUUID(),
        taskId: task.id,
        userId: author.id,
        content: rng.pick(lines),
        createdAt,
        updatedAt: createdAt,
      });
    }
    rows.sort((a, b) => a.createdAt!.getTime() - b.createdAt!.getTime());
    this.data.taskComments.push(...rows);
    return rows;
  }

  // ------------------------------------------------------------------ communications

  private makeCommunications(batchClients: ClientInfo[], batchProjects: ProjectInfo[], staff: Record<StaffKey, Person>): CommunicationRow[] {
    const rng = this.rng;
    const rows: CommunicationRow[] = [];
    const clientWeights = [14, 10, 9, 9, 5, 3, 2, 4].map((w, i) => [batchClients[i]!, w] as const);
    const devProjects = batchProjects.filter((p) => p.team.some((m) => m.person === staff.devMain));
    for (let i = 0; i < PER_BATCH.communications; i++) {
      let client: ClientInfo;
      let author: Person;
      let project: ProjectInfo | null = null;
      if (i < 4) {
        // developer@demo.test logs a few conversations about his own projects.
        project = devProjects[i % devProjects.length]!;
        client = batchClients[project.slot.client]!;
        author = staff.devMain;
      } else {
        client = rng.weighted(clientWeights);
        const sales = client.row.status === 'prospect';
        const authors: (readonly [Person, number])[] = sales
          ? [[staff.managerMain, 3], [staff.admin, 2], [staff.superAdmin, 1]]
          : [[staff.supportMain, 4], [staff.managerMain, 2], [staff.designerMain, 1], [staff.admin, 1], [staff.managerAlt, 1]];
        author = rng.weighted(authors);
        if (client.projects.length > 0 && rng.chance(0.7)) {
          const own = client.projects.filter((p) => p.pm === author || p.team.some((m) => m.person === author));
          project = rng.pick(own.length > 0 ? own : client.projects);
        }
      }
      const type: CommunicationType =
        i < 4 ? (['chat', 'email', 'call', 'chat'] as const)[i]! : rng.weighted(COMMUNICATION_TYPES.map((t) => [t, t === 'email' ? 40 : 20] as const));
      const direction = type === 'meeting' ? (rng.chance(0.7) ? 'outbound' : 'inbound') : rng.chance(0.5) ? 'outbound' : 'inbound';
      const createdAt = this.workTime(rng.int(0, 90));
      let subject = rng.pick(COMMUNICATION_SUBJECTS[type]);
      if (project && !subject.includes(':') && rng.chance(0.5)) subject = `${project.row.name}: ${subject.charAt(0).toLowerCase()}${subject.slice(1)}`;
      const row: CommunicationRow = {
        id: randomUUID(),
        clientId: client.row.id,
        projectId: project?.row.id ?? null,
        userId: author.id,
        type,
        direction,
        subject,
        content: rng.pick(COMMUNICATION_CONTENT[type]),
        fromEmail: null,
        toEmail: null,
        attachmentsCount: 0,
        duration: null,
        meetingStartsAt: null,
        meetingEndsAt: null,
        createdAt,
        updatedAt: createdAt,
      };
      if (type === 'email') {
        const clientEmail = client.row.email;
        row.fromEmail = direction === 'outbound' ? author.email : clientEmail;
        row.toEmail = direction === 'outbound' ? clientEmail : author.email;
        row.attachmentsCount = rng.chance(0.6) ? 0 : rng.int(1, 3);
      } else if (type === 'call') {
        row.duration = rng.pick(CALL_DURATIONS);
      } else if (type === 'meeting') {
        const start = new Date(createdAt.getTime() + rng.int(0, 7) * DAY);
        start.setUTCHours(rng.int(15, 22), rng.pick([0, 30]), 0, 0);
        const minutes = rng.pick([30, 45, 60, 90]);
        row.meetingStartsAt = start;
        row.meetingEndsAt = new Date(start.getTime() + minutes * 60_000);
      }
      rows.push(row);
    }
    rows.sort((a, b) => a.createdAt!.getTime() - b.createdAt!.getTime());
    this.data.communications.push(...rows);
    return rows;
  }

  // ------------------------------------------------------------------ money

  private makeRevenue(batch: number, batchClients: ClientInfo[], batchProjects: ProjectInfo[]): void {
    const rng = this.rng;
    for (const slot of REVENUE_SLOTS) {
      const client = batchClients[slot.client]!;
      const project = slot.project === null ? null : batchProjects[slot.project]!;
      const dollars = batch === 0 ? slot.dollars : Math.max(50, Math.round((slot.dollars * rng.float(0.6, 1.5)) / 50) * 50);
      let start: Date;
      let end: Date | null = null;
      let isActive = true;
      switch (slot.state) {
        case 'active':
          start = this.daysFromNow(-rng.int(30, 420));
          if (rng.chance(0.4)) end = this.daysFromNow(rng.int(60, 400));
          break;
        case 'upcoming':
          start = this.daysFromNow(rng.int(14, 60));
          if (rng.chance(0.3)) end = new Date(start.getTime() + 365 * DAY);
          break;
        case 'expired':
          start = this.daysFromNow(-rng.int(300, 500));
          end = this.daysFromNow(-rng.int(15, 90));
          break;
        case 'inactive':
          start = this.daysFromNow(-rng.int(100, 400));
          end = rng.chance(0.5) ? this.daysFromNow(-rng.int(5, 60)) : null;
          isActive = false;
          break;
      }
      const createdAt = this.at(start.getTime() - rng.int(3, 20) * DAY);
      this.data.clientRevenue.push({
        id: randomUUID(),
        clientId: client.row.id,
        projectId: project?.row.id ?? null,
        description: slot.description.replace('{project}', project?.row.name ?? client.row.name),
        amountMinor: dollars * 100,
        currency: slot.currency,
        startDate: isoDate(start),
        endDate: end ? isoDate(end) : null,
        isActive,
        createdAt,
        updatedAt: createdAt,
      });
    }
  }

  private makeInvoices(batch: number, batchClients: ClientInfo[], batchProjects: ProjectInfo[], staff: Record<StaffKey, Person>): void {
    const rng = this.rng;
    for (const [slot, status, overdue] of INVOICE_SLOTS) {
      const client = batchClients[slot]!;
      let createdAt: Date;
      switch (status) {
        case 'paid': createdAt = this.workTime(rng.int(20, 200)); break;
        case 'open': createdAt = this.workTime(overdue ? rng.int(42, 75) : rng.int(1, 20)); break;
        case 'draft': createdAt = this.workTime(rng.int(0, 5)); break;
        case 'void': createdAt = this.workTime(rng.int(60, 180)); break;
        case 'uncollectible': createdAt = this.workTime(rng.int(150, 250)); break;
      }
      const due = new Date(createdAt.getTime() + 30 * DAY);
      const paidAt = status === 'paid' ? this.at(createdAt.getTime() + rng.int(2, 28) * DAY + rng.int(0, 8) * HOUR) : null;
      const month = `${MONTHS[createdAt.getUTCMonth()]} ${createdAt.getUTCFullYear()}`;
      const project = client.projects.length > 0 ? rng.pick(client.projects) : null;
      const items = this.invoiceLines(project, month, batch === 0 && slot === 3);
      const invoiceId = randomUUID();
      items.forEach((item, position) => this.data.invoiceItems.push({ id: randomUUID(), invoiceId, position, createdAt, ...item }));
      const amountMinor = items.reduce((sum, item) => sum + item.quantity * item.unitAmountMinor, 0);
      this.data.invoices.push({
        id: invoiceId,
        clientId: client.row.id,
        invoiceNumber: null, // numbered once all batches exist
        description: `${project ? project.row.name : 'Professional services'}, ${month}`,
        amountMinor,
        currency: 'USD',
        status,
        dueDate: isoDate(due),
        paidAt,
        hostedInvoiceUrl: null,
        stripeInvoiceId: null,
        createdById: rng.chance(0.7) ? staff.admin.id : staff.superAdmin.id,
        createdAt,
        updatedAt: paidAt ?? createdAt,
      });
    }
  }

  private invoiceLines(project: ProjectInfo | null, month: string, legacy: boolean): { description: string; quantity: number; unitAmountMinor: number }[] {
    const rng = this.rng;
    if (legacy && rng.chance(0.5)) return [{ description: `Legacy web design subscription, ${month}`, quantity: 1, unitAmountMinor: 35_000 }];
    const options = [
      () => ({ description: `Development services, ${month}`, quantity: rng.int(8, 60), unitAmountMinor: rng.pick([12_500, 15_000]) }),
      () => ({ description: `UX/UI design, ${month}`, quantity: rng.int(4, 30), unitAmountMinor: 11_000 }),
      () => ({ description: `Hosting & monitoring, ${month}`, quantity: 1, unitAmountMinor: rng.pick([8_500, 12_000, 25_000]) }),
      () => ({ description: 'Project management', quantity: rng.int(4, 12), unitAmountMinor: 9_500 }),
      () => ({ description: 'QA & testing', quantity: rng.int(5, 20), unitAmountMinor: 9_000 }),
      () => ({ description: `Support retainer, ${month}`, quantity: 1, unitAmountMinor: rng.pick([60_000, 120_000]) }),
      () => ({ description: project ? `${project.row.name}: discovery workshop` : 'Discovery workshop', quantity: 1, unitAmountMinor: 250_000 }),
    ];
    const count = rng.int(1, 3);
    return rng.sample(options, count).map((make) => make());
  }

  /** 'NW-2026-0001': one sequence per year, in date order across all batches. */
  private numberInvoices(): void {
    const sorted = [...this.data.invoices].sort((a, b) => a.createdAt!.getTime() - b.createdAt!.getTime());
    const perYear = new Map<number, number>();
    for (const invoice of sorted) {
      const year = invoice.createdAt!.getUTCFullYear();
      const n = (perYear.get(year) ?? 0) + 1;
      perYear.set(year, n);
      invoice.invoiceNumber = `NW-${year}-${String(n).padStart(4, '0')}`;
    }
  }

  // ------------------------------------------------------------------ leads

  private makeLeads(): void {
    const rng = this.rng;
    LEAD_STATUS_PLAN.forEach((status, i) => {
      const projectType = PROJECT_TYPES[i % PROJECT_TYPES.length]!;
      const person = this.randomName();
      const industry = rng.pick(Object.keys(INDUSTRY_NOUNS));
      const company = `${rng.pick(PLACES)} ${rng.pick(INDUSTRY_NOUNS[industry]!)}`;
      const ageDays = { new: rng.int(0, 10), contacted: rng.int(5, 30), qualified: rng.int(10, 60), disqualified: rng.int(10, 90) }[status];
      const createdAt = this.workTime(ageDays);
      const updatedAt = status === 'new' ? createdAt : this.between(createdAt, this.at(createdAt.getTime() + 7 * DAY));
      this.data.contactSubmissions.push({
        id: randomUUID(),
        firstName: person.firstName,
        lastName: person.lastName,
        email: `${slugify(person.firstName)}.${slugify(person.lastName)}@${slugify(company)}.test`,
        company,
        projectType,
        description: rng.pick(LEAD_DESCRIPTIONS[projectType]!),
        status,
        ipAddress: `203.0.113.${rng.int(1, 254)}`,
        createdAt,
        updatedAt,
      });
    });
  }

  // ------------------------------------------------------------------ activity

  private makeActivity(batchClients: ClientInfo[], batchProjects: ProjectInfo[], batchTasks: TaskRow[], batchComments: CommentRow[], batchCommunications: CommunicationRow[]): void {
    const rng = this.rng;
    const byId = new Map(this.people.map((p) => [p.id, p]));
    const nameOf = (id: string | null | undefined) => {
      const p = id ? byId.get(id) : undefined;
      return p ? fullName(p) : 'Someone';
    };
    const taskById = new Map(batchTasks.map((t) => [t.id, t]));
    const clientName = new Map(batchClients.map((c) => [c.row.id, c.row.name]));
    const recent = this.nowMs - 45 * DAY;
    const groups: { quota: number; items: ActivityRow[] }[] = [];
    const group = (quota: number, items: ActivityRow[]) => groups.push({ quota, items: rng.shuffle(items.filter((a) => a.createdAt!.getTime() >= recent)) });

    group(10, batchTasks.map((t) => ({
      actorId: t.createdById ?? null, action: 'task.created', entityType: 'task', entityId: t.id, clientId: t.clientId,
      summary: `${nameOf(t.createdById)} created task "${t.title}"`, metadata: { projectId: t.projectId ?? null }, createdAt: t.createdAt!,
    })));
    group(10, batchTasks
      .filter((t) => t.status !== 'pending' && t.updatedAt!.getTime() - t.createdAt!.getTime() > HOUR)
      .map((t) => {
        const actor = t.assignedToId ?? t.createdById ?? null;
        const what = t.status === 'completed' ? 'marked "{t}" as completed' : t.status === 'in_progress' ? 'started work on "{t}"' : 'updated "{t}"';
        return {
          actorId: actor, action: 'task.updated', entityType: 'task', entityId: t.id, clientId: t.clientId,
          summary: `${nameOf(actor)} ${what.replace('{t}', t.title)}`, metadata: { status: t.status }, createdAt: t.updatedAt!,
        };
      }));
    group(10, batchComments.map((c) => {
      const task = taskById.get(c.taskId)!;
      return {
        actorId: c.userId ?? null, action: 'comment.created', entityType: 'task_comment', entityId: c.id, clientId: task.clientId,
        summary: `${nameOf(c.userId)} commented on "${task.title}"`, metadata: { taskId: task.id }, createdAt: c.createdAt!,
      };
    }));
    group(4, batchProjects
      .filter((p) => p.row.status !== 'cancelled')
      .map((p) => ({
        actorId: p.pm?.id ?? null, action: 'project.updated', entityType: 'project', entityId: p.row.id, clientId: p.row.clientId,
        summary: `${p.pm ? fullName(p.pm) : 'Someone'} updated project "${p.row.name}" (${p.row.completionPercentage}% complete)`,
        metadata: { status: p.row.status, completionPercentage: p.row.completionPercentage }, createdAt: p.row.updatedAt!,
      })));
    group(4, batchCommunications.map((c) => ({
      actorId: c.userId ?? null, action: 'communication.created', entityType: 'communication', entityId: c.id, clientId: c.clientId,
      summary: `${nameOf(c.userId)} logged ${c.type === 'email' ? 'an' : 'a'} ${c.type} with ${clientName.get(c.clientId)}: "${c.subject}"`,
      metadata: { type: c.type, direction: c.direction }, createdAt: c.createdAt!,
    })));
    group(2, batchProjects.flatMap((p) => p.milestones
      .filter((m) => m.completedAt)
      .map((m) => ({
        actorId: p.pm?.id ?? null, action: 'milestone.updated', entityType: 'milestone', entityId: m.id, clientId: p.row.clientId,
        summary: `${p.pm ? fullName(p.pm) : 'Someone'} completed milestone "${m.name}" of "${p.row.name}"`,
        metadata: { status: 'completed' }, createdAt: m.completedAt!,
      }))));

    const chosen: ActivityRow[] = [];
    for (const g of groups) chosen.push(...g.items.splice(0, g.quota));
    const rest = rng.shuffle(groups.flatMap((g) => g.items));
    chosen.push(...rest.slice(0, Math.max(0, PER_BATCH.activity - chosen.length)));
    chosen.sort((a, b) => a.createdAt!.getTime() - b.createdAt!.getTime());
    for (const a of chosen) this.data.activityLog.push({ id: randomUUID(), ipAddress: null, ...a });
  }
}
