/** Seeds the demo once into an in-memory PGlite and checks what a user of the demo would notice. */
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../auth/password';
import {
  COMMUNICATION_DIRECTIONS,
  COMMUNICATION_TYPES,
  INVOICE_STATUSES,
  LEAD_STATUSES,
  MILESTONE_STATUSES,
  PRIORITIES,
  PROJECT_ROLES,
  PROJECT_STATUSES,
  PROJECT_TYPES,
  TASK_STATUSES,
  TASK_TYPES,
} from '@shared/enums';
import { openDatabase, type Database } from '../client';
import { runMigrations } from '../migrate';
import * as s from '../schema';
import { DEMO_ACCOUNTS, DEMO_CLIENT_NAME, seedIfEmpty, type SeedSummary } from './index';

const PASSWORD = 'demo-password';
const NOW = new Date();
const TODAY = NOW.toISOString().slice(0, 10);

let database: Database;
let summary: SeedSummary | null;
let data: {
  users: (typeof s.users.$inferSelect)[];
  accounts: (typeof s.accounts.$inferSelect)[];
  clients: (typeof s.clients.$inferSelect)[];
  projects: (typeof s.projects.$inferSelect)[];
  assignments: (typeof s.projectAssignments.$inferSelect)[];
  milestones: (typeof s.milestones.$inferSelect)[];
  tasks: (typeof s.tasks.$inferSelect)[];
  comments: (typeof s.taskComments.$inferSelect)[];
  communications: (typeof s.communications.$inferSelect)[];
  revenue: (typeof s.clientRevenue.$inferSelect)[];
  invoices: (typeof s.invoices.$inferSelect)[];
  items: (typeof s.invoiceItems.$inferSelect)[];
  leads: (typeof s.contactSubmissions.$inferSelect)[];
  activity: (typeof s.activityLog.$inferSelect)[];
  stripeCustomers: (typeof s.stripeCustomers.$inferSelect)[];
  invoiceCounter: number | undefined;
};

const userByEmail = (email: string) => {
  const user = data.users.find((u) => u.email === email);
  if (!user) throw new Error(`no user ${email}`);
  return user;
};
const distinct = <T>(values: T[]) => [...new Set(values)].sort();

beforeAll(async () => {
  database = await openDatabase({ pglite: new PGlite() });
  await runMigrations(database);
  summary = await seedIfEmpty(database.db, { password: PASSWORD, now: NOW });
  const db = database.db;
  // The project an accepted quote became (demo-quote-acceptance.ts) is shaped by its quote, not by the builder whose
  // projects, milestones and tasks this file counts: tests/api/quotes/quote-acceptance.test.ts checks it.
  const fromQuotes = new Set((await db.select({ id: s.quotes.projectId }).from(s.quotes)).map((r) => r.id));
  const built = <T extends { projectId: string | null }>(rows: T[]) => rows.filter((r) => !r.projectId || !fromQuotes.has(r.projectId));
  data = {
    users: await db.select().from(s.users),
    accounts: await db.select().from(s.accounts),
    clients: await db.select().from(s.clients),
    projects: (await db.select().from(s.projects)).filter((p) => !fromQuotes.has(p.id)),
    assignments: await db.select().from(s.projectAssignments),
    milestones: built(await db.select().from(s.milestones)),
    tasks: built(await db.select().from(s.tasks)),
    comments: await db.select().from(s.taskComments),
    communications: await db.select().from(s.communications),
    revenue: await db.select().from(s.clientRevenue),
    invoices: await db.select().from(s.invoices),
    items: await db.select().from(s.invoiceItems),
    leads: await db.select().from(s.contactSubmissions),
    activity: await db.select().from(s.activityLog),
    stripeCustomers: await db.select().from(s.stripeCustomers),
    invoiceCounter: (await db.select().from(s.invoiceNumberCounter))[0]?.lastNumber,
  };
}, 120_000);

afterAll(async () => {
  await database?.close();
});

describe('demo seed at scale 1', () => {
  it('reports what it inserted, and does nothing the second time', async () => {
    expect(summary).not.toBeNull();
    expect(summary!.tasks).toBe(150);
    expect(summary!.users).toBe(data.users.length);
    expect(summary!.taskComments).toBe(data.comments.length);
    expect(await seedIfEmpty(database.db, { password: PASSWORD })).toBeNull();
  });

  it('has one active, verified account per role with the demo password', async () => {
    for (const account of DEMO_ACCOUNTS) {
      const user = userByEmail(account.email);
      expect(user.role).toBe(account.role);
      expect(user.status).toBe('active');
      expect(user.emailVerified).toBe(true);
      expect(user.name).toBe(`${user.firstName} ${user.lastName}`);
      const credential = data.accounts.filter((a) => a.userId === user.id);
      expect(credential).toHaveLength(1);
      expect(credential[0]!.providerId).toBe('credential');
      expect(credential[0]!.accountId).toBe(user.id);
    }
    expect(distinct(DEMO_ACCOUNTS.map((a) => a.role))).toHaveLength(8);
    // Every account shares the one hash; checking it once checks them all.
    expect(distinct(data.accounts.map((a) => a.password))).toHaveLength(1);
    expect(data.accounts[0]!.password).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect(await verifyPassword(data.accounts[0]!.password!, PASSWORD)).toBe(true);
    expect(await verifyPassword(data.accounts[0]!.password!, 'wrong-password')).toBe(false);
  });

  it('has extra staff, an inactive developer and client users of two companies', () => {
    const inactive = userByEmail('inactive@demo.test');
    expect([inactive.role, inactive.status]).toEqual(['developer', 'inactive']);
    expect(data.users.filter((u) => u.role === 'developer').length).toBeGreaterThanOrEqual(3);
    expect(data.users.filter((u) => u.role === 'designer').length).toBeGreaterThanOrEqual(2);
    expect(data.users.filter((u) => u.role === 'manager').length).toBeGreaterThanOrEqual(2);
    const primary = userByEmail('client_primary@demo.test');
    const additional = userByEmail('client_additional@demo.test');
    expect(primary.clientId).toBeTruthy();
    expect(additional.clientId).toBe(primary.clientId);
    const clientCompanies = distinct(data.users.filter((u) => u.clientId).map((u) => u.clientId));
    expect(clientCompanies.length).toBeGreaterThanOrEqual(2);
    for (const user of data.users) expect(user.clientId === null).toBe(!user.role.startsWith('client_'));
  });

  it('has at least 6 clients in every status, with full contact details', () => {
    expect(data.clients.length).toBeGreaterThanOrEqual(6);
    expect(distinct(data.clients.map((c) => c.status))).toEqual(['active', 'archived', 'inactive', 'prospect']);
    for (const client of data.clients) {
      for (const field of ['contactPerson', 'email', 'phone', 'website', 'industry', 'billingAddress', 'notes'] as const) {
        expect(client[field], `${client.name}.${field}`).toBeTruthy();
      }
    }
    const demoClient = data.clients.find((c) => c.id === userByEmail('client_primary@demo.test').clientId)!;
    expect(demoClient.name).toBe(DEMO_CLIENT_NAME);
  });

  it('has 12 projects in every status and priority, with managers and consistent progress', () => {
    expect(data.projects).toHaveLength(12);
    expect(distinct(data.projects.map((p) => p.status))).toEqual([...PROJECT_STATUSES].sort());
    expect(distinct(data.projects.map((p) => p.priority))).toEqual([...PRIORITIES].sort());
    const roleOf = new Map(data.users.map((u) => [u.id, u.role]));
    for (const project of data.projects) {
      if (project.projectManagerId) expect(['manager', 'admin', 'super_admin']).toContain(roleOf.get(project.projectManagerId));
      if (project.status === 'completed') expect(project.completionPercentage).toBe(100);
      if (project.status === 'planning') expect(project.completionPercentage).toBe(0);
      if (project.status === 'active') expect(project.completionPercentage).toBeGreaterThan(0);
      if (project.startDate && project.endDate) expect(project.endDate >= project.startDate).toBe(true);
    }
    const primary = userByEmail('client_primary@demo.test');
    expect(data.projects.filter((p) => p.clientId === primary.clientId).length).toBeGreaterThanOrEqual(3);
    expect(distinct(data.assignments.map((a) => a.role))).toEqual([...PROJECT_ROLES].sort());
  });

  it('assigns developer@demo.test to some but not all projects, and his tasks only on those', () => {
    const dev = userByEmail('developer@demo.test');
    const his = new Set(data.assignments.filter((a) => a.profileId === dev.id).map((a) => a.projectId));
    expect(his.size).toBeGreaterThan(0);
    expect(his.size).toBeLessThan(data.projects.length);
    const tasks = data.tasks.filter((t) => t.assignedToId === dev.id);
    expect(tasks.length).toBeGreaterThanOrEqual(15);
    for (const task of tasks) expect(his.has(task.projectId!)).toBe(true);
    for (const email of ['designer@demo.test', 'support@demo.test']) {
      const count = data.assignments.filter((a) => a.profileId === userByEmail(email).id).length;
      expect(count).toBeGreaterThan(0);
      expect(count).toBeLessThan(data.projects.length);
    }
  });

  it('has milestones for every project, ordered, in every status', () => {
    for (const project of data.projects) {
      const own = data.milestones.filter((m) => m.projectId === project.id);
      expect(own.length).toBeGreaterThanOrEqual(3);
      expect(own.length).toBeLessThanOrEqual(5);
      expect(own.map((m) => m.orderIndex).sort((a, b) => a - b)).toEqual(own.map((_, i) => i));
    }
    expect(distinct(data.milestones.map((m) => m.status))).toEqual([...MILESTONE_STATUSES].sort());
    for (const m of data.milestones) expect(m.completedAt !== null).toBe(m.status === 'completed');
  });

  it('has 150 tasks in every status, type and priority, some overdue, unassigned or without a project', () => {
    expect(data.tasks).toHaveLength(150);
    expect(distinct(data.tasks.map((t) => t.status))).toEqual([...TASK_STATUSES].sort());
    expect(distinct(data.tasks.map((t) => t.type))).toEqual([...TASK_TYPES].sort());
    expect(distinct(data.tasks.map((t) => t.priority))).toEqual([...PRIORITIES].sort());
    const overdue = data.tasks.filter((t) => t.dueDate && t.dueDate < TODAY && t.status !== 'completed');
    expect(overdue.length).toBeGreaterThanOrEqual(5);
    // Overdue is a marker over real working statuses (decision 0025): the late work is both pending and in progress.
    expect(distinct(overdue.map((t) => t.status))).toEqual(['in_progress', 'pending']);
    expect(data.tasks.some((t) => t.projectId === null)).toBe(true);
    expect(data.tasks.some((t) => t.projectId !== null && t.milestoneId === null)).toBe(true);
    expect(data.tasks.some((t) => t.assignedToId === null)).toBe(true);
    expect(data.tasks.some((t) => t.dueDate === null)).toBe(true);
  });

  it('keeps every task consistent with its project, milestone and dates', () => {
    const projectById = new Map(data.projects.map((p) => [p.id, p]));
    const milestoneById = new Map(data.milestones.map((m) => [m.id, m]));
    const ninetyOneDaysAgo = NOW.getTime() - 91 * 86_400_000;
    for (const task of data.tasks) {
      if (task.projectId) expect(task.clientId).toBe(projectById.get(task.projectId)!.clientId);
      if (task.milestoneId) expect(milestoneById.get(task.milestoneId)!.projectId).toBe(task.projectId);
      expect(task.completedAt !== null).toBe(task.status === 'completed');
      expect(task.updatedAt.getTime()).toBeGreaterThanOrEqual(task.createdAt.getTime());
      expect(task.updatedAt.getTime()).toBeLessThanOrEqual(NOW.getTime());
      expect(task.createdAt.getTime()).toBeGreaterThan(ninetyOneDaysAgo);
    }
  });

  it('has about 300 comments by people who can see the task', () => {
    expect(data.comments.length).toBeGreaterThanOrEqual(250);
    const taskById = new Map(data.tasks.map((t) => [t.id, t]));
    const userById = new Map(data.users.map((u) => [u.id, u]));
    const authors = data.comments.map((c) => userById.get(c.userId!)!);
    expect(authors.some((u) => u.role.startsWith('client_'))).toBe(true);
    expect(authors.some((u) => !u.role.startsWith('client_'))).toBe(true);
    data.comments.forEach((comment, i) => {
      const author = authors[i]!;
      if (author.clientId) expect(author.clientId).toBe(taskById.get(comment.taskId)!.clientId);
    });
  });

  it('has communications of every type and direction with the details each type needs', () => {
    expect(data.communications.length).toBeGreaterThanOrEqual(50);
    expect(distinct(data.communications.map((c) => c.type))).toEqual([...COMMUNICATION_TYPES].sort());
    expect(distinct(data.communications.map((c) => c.direction))).toEqual([...COMMUNICATION_DIRECTIONS].sort());
    for (const c of data.communications) {
      if (c.type === 'email') expect(c.fromEmail && c.toEmail).toBeTruthy();
      if (c.type === 'call') expect(c.duration).toMatch(/minutes|hour/);
      if (c.type === 'meeting') expect(c.meetingEndsAt!.getTime()).toBeGreaterThan(c.meetingStartsAt!.getTime());
    }
    const dev = userByEmail('developer@demo.test');
    expect(data.communications.filter((c) => c.userId === dev.id).length).toBeGreaterThanOrEqual(2);
    expect(data.communications.some((c) => c.projectId !== null)).toBe(true);
  });

  it('has revenue records in every display state, in whole minor units', () => {
    const state = (r: (typeof data.revenue)[number]) =>
      !r.isActive ? 'inactive' : r.startDate > TODAY ? 'upcoming' : r.endDate && r.endDate < TODAY ? 'expired' : 'active';
    expect(distinct(data.revenue.map(state))).toEqual(['active', 'expired', 'inactive', 'upcoming']);
    for (const r of data.revenue) expect(Number.isInteger(r.amountMinor) && r.amountMinor > 0).toBe(true);
    expect(data.revenue.filter((r) => r.currency === 'USD').length).toBeGreaterThan(data.revenue.length / 2);
  });

  it('has invoices in every status whose items add up, some open ones overdue, and no Stripe ids', () => {
    expect(distinct(data.invoices.map((i) => i.status))).toEqual([...INVOICE_STATUSES].sort());
    for (const invoice of data.invoices) {
      const items = data.items.filter((item) => item.invoiceId === invoice.id);
      expect(items.length).toBeGreaterThanOrEqual(1);
      expect(items.length).toBeLessThanOrEqual(3);
      // A late fee (demo-reminders.ts) is added to the lines' total.
      expect(items.reduce((sum, item) => sum + item.totalMinor, 0)).toBe(invoice.amountMinor - invoice.lateFeeMinor);
      // A draft is numbered when it is issued (decision 0095).
      if (invoice.status === 'draft') expect(invoice.invoiceNumber).toBeNull();
      else expect(invoice.invoiceNumber).toMatch(/^INV-\d{4}$/);
      expect(invoice.paidAt !== null).toBe(invoice.status === 'paid');
      // Only drafts are unissued: client users see every other invoice (decision 0023).
      expect(invoice.issuedAt === null).toBe(invoice.status === 'draft');
      expect(invoice.hostedInvoiceUrl).toBeNull();
      expect(invoice.stripeInvoiceId).toBeNull();
    }
    // Overdue is an unpaid balance past its due date, partly paid or not (decision 0054).
    expect(data.invoices.some((i) => (i.status === 'open' || i.status === 'partially_paid') && i.dueDate! < TODAY)).toBe(true);
    expect(data.invoices.some((i) => i.status === 'open' && i.dueDate! >= TODAY)).toBe(true);
    expect(data.stripeCustomers).toHaveLength(0);
    // One series without gaps: INV-0001 .. INV-00nn, in the order they were issued, and the counter at its end.
    const numbered = data.invoices.filter((i) => i.invoiceNumber).sort((a, b) => a.invoiceNumber!.localeCompare(b.invoiceNumber!));
    expect(numbered.map((i) => i.invoiceNumber)).toEqual(numbered.map((_, index) => `INV-${String(index + 1).padStart(4, '0')}`));
    numbered
      .slice(1)
      .forEach((invoice, index) => expect(invoice.issuedAt!.getTime()).toBeGreaterThanOrEqual(numbered[index]!.issuedAt!.getTime()));
    expect(data.invoiceCounter).toBe(numbered.length);
  });

  it('has contact leads in every status and project type, and an activity log', () => {
    expect(data.leads.length).toBeGreaterThanOrEqual(20);
    expect(distinct(data.leads.map((l) => l.status))).toEqual([...LEAD_STATUSES].sort());
    expect(distinct(data.leads.map((l) => l.projectType))).toEqual([...PROJECT_TYPES].sort());
    expect(data.activity.length).toBeGreaterThanOrEqual(30);
    const actions = new Set(data.activity.map((a) => a.action));
    for (const action of ['task.created', 'project.updated', 'comment.created']) expect(actions).toContain(action);
    for (const entry of data.activity) {
      expect(entry.summary.length).toBeGreaterThan(0);
      expect(entry.clientId).toBeTruthy();
    }
  });
});
