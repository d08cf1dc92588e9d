/**
 * Seeds the demo agency into an empty database: one password hash shared by every account, multi-row inserts in
 * chunks, all in one transaction (a failed seed leaves nothing behind).
 */
import { sql } from 'drizzle-orm';
import type { PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import { hashPassword } from '../../auth/password';
import { DEFAULT_INVOICE_PREFIX } from '@shared/schemas/billing';
import type { Db } from '../client';
import type { Tx } from '../transaction';
import * as schema from '../schema';
import { buildDemoData, type DemoData } from './demo-data';
import { seedDemoApprovals } from './demo-approvals';
import { seedDemoMessages } from './demo-messages';
import { seedDemoFiles } from './demo-files';
import { seedDemoRequests } from './demo-requests';
import { seedDemoVisits } from './demo-visits';
import { seedDemoTime } from './demo-time';
import { seedDemoRecurring } from './demo-recurring';
import { seedDemoQuoteAcceptance } from './demo-quote-acceptance';
import { seedDemoQuotes } from './demo-quotes';
import { seedDemoReminders } from './demo-reminders';
import { seedDemoPayments } from './demo-payments';
import { seedDemoBillingSetup } from './demo-billing-setup';
import { seedDemoExpenses } from './demo-expenses';

export interface SeedOptions {
  /** The password of every demo account (hashed once). */
  password: string;
  /** Multiplies clients, projects, tasks and the rest; a positive integer, default 1. */
  scale?: number;
  /** Every date is relative to this moment; default now. */
  now?: Date;
  /** INVOICE_NUMBER_PREFIX: the demo's invoices start the series new invoices continue. */
  invoicePrefix?: string;
}

/** Rows inserted per table. */
export interface SeedSummary {
  users: number;
  accounts: number;
  clients: number;
  projects: number;
  projectAssignments: number;
  milestones: number;
  tasks: number;
  taskComments: number;
  communications: number;
  clientRevenue: number;
  stripeCustomers: number;
  invoices: number;
  invoiceItems: number;
  contactSubmissions: number;
  activityLog: number;
  /** Made in SQL after the rest (demo-time.ts); its invoice is counted in `invoices`. */
  timeEntries: number;
}

/** Parents before children. */
const INSERT_ORDER: readonly (readonly [keyof DemoData, PgTable])[] = [
  ['clients', schema.clients],
  ['users', schema.users],
  ['accounts', schema.accounts],
  ['projects', schema.projects],
  ['projectAssignments', schema.projectAssignments],
  ['milestones', schema.milestones],
  ['tasks', schema.tasks],
  ['taskComments', schema.taskComments],
  ['communications', schema.communications],
  ['clientRevenue', schema.clientRevenue],
  ['invoices', schema.invoices],
  ['invoiceItems', schema.invoiceItems],
  ['contactSubmissions', schema.contactSubmissions],
  ['activityLog', schema.activityLog],
];

const CHUNK_ROWS = 1000;
// PostgreSQL accepts at most 65535 bind parameters per statement.
const MAX_PARAMS = 60_000;
// Any fixed number: two processes seeding one PostgreSQL at once take turns, and the second finds users.
const SEED_LOCK_ID = 727_002;

export class DatabaseNotEmptyError extends Error {
  constructor() {
    super('The database already has users: demo data is only seeded into an empty database.');
  }
}

export function validateScale(scale: unknown): number {
  if (typeof scale !== 'number' || !Number.isInteger(scale) || scale < 1) {
    throw new RangeError(`The scale must be a positive integer (1, 2, 3, ...), not ${String(scale)}.`);
  }
  return scale;
}

/** True when no user exists (the app's notion of a fresh database). */
export async function hasNoUsers(db: Db | Tx): Promise<boolean> {
  const rows = await db.select({ id: schema.users.id }).from(schema.users).limit(1);
  return rows.length === 0;
}

/** Fills an empty database with the demo agency. Throws DatabaseNotEmptyError if users exist. */
export async function seedDemo(db: Db, options: SeedOptions): Promise<SeedSummary> {
  const summary = await runSeed(db, options, false);
  return summary!;
}

/** Like seedDemo, but does nothing (and returns null) when the database already has users. */
export async function seedDemoIfEmpty(db: Db, options: SeedOptions): Promise<SeedSummary | null> {
  return runSeed(db, options, true);
}

async function runSeed(db: Db, options: SeedOptions, onlyIfEmpty: boolean): Promise<SeedSummary | null> {
  const scale = validateScale(options.scale ?? 1);
  if (!(await hasNoUsers(db))) {
    if (onlyIfEmpty) return null;
    throw new DatabaseNotEmptyError();
  }
  // scrypt is deliberately slow: one hash, shared by every demo account.
  const passwordHash = await hashPassword(options.password);
  const now = options.now ?? new Date();
  const data = buildDemoData({ passwordHash, scale, now, invoicePrefix: options.invoicePrefix });

  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_ID})`);
    if (!(await hasNoUsers(tx))) {
      if (onlyIfEmpty) return null;
      throw new DatabaseNotEmptyError();
    }
    for (const [key, table] of INSERT_ORDER) await insertInChunks(tx, table, data[key]);
    await seedDemoMessages(tx);
    await seedDemoRequests(tx);
    await seedDemoVisits(tx);
    await seedDemoFiles(tx);
    // Last: the approved milestone's hash covers the files seeded before it.
    await seedDemoApprovals(tx);
    // The demo's issued invoices are numbers 1..n of the one sequence: the next invoice issued is n + 1.
    const issued = data.invoices.filter((i) => i.invoiceNumber).length;
    await tx
      .insert(schema.invoiceNumberCounter)
      .values({ id: 1, lastNumber: issued })
      .onConflictDoUpdate({ target: schema.invoiceNumberCounter.id, set: { lastNumber: issued } });
    // After the counter: its invoice of time takes the next number.
    const time = await seedDemoTime(tx, now, options.invoicePrefix ?? DEFAULT_INVOICE_PREFIX);
    // Schedules only: their invoices are the scheduler's to make, at the app's first look.
    await seedDemoRecurring(tx, now);
    // Quotes in every other state (draft, sent, viewed, declined, expired; one for a lead).
    await seedDemoQuotes(tx, now);
    // The accepted quote, its project and its deposit invoice: the newest invoice, so after the time invoice.
    const quote = await seedDemoQuoteAcceptance(tx, now, options.invoicePrefix ?? DEFAULT_INVOICE_PREFIX);
    // Payments of the invoices above: partly paid ones, a refund, a credit note (decision 0054).
    await seedDemoPayments(tx, now);
    // Last: its reminders are of the invoices above.
    await seedDemoReminders(tx, now);
    // Tax rates, the agency's details and logo; every invoice line above gets its sums.
    await seedDemoBillingSetup(tx);
    // After the time and the tax rates: expenses on the days people worked, some taxed, and two recurring ones.
    await seedDemoExpenses(tx, now);
    const summary = summarize(data);
    return {
      ...summary,
      invoices: summary.invoices + time.invoices + quote.invoices,
      invoiceItems: summary.invoiceItems + time.invoiceItems + quote.invoices,
      timeEntries: time.entries,
    };
  });
}

async function insertInChunks(tx: Tx, table: PgTable, rows: readonly object[]): Promise<void> {
  if (rows.length === 0) return;
  const columns = Math.max(1, Object.keys(rows[0]!).length);
  const size = Math.max(1, Math.min(CHUNK_ROWS, Math.floor(MAX_PARAMS / columns)));
  for (let i = 0; i < rows.length; i += size) {
    // INSERT_ORDER pairs each list of rows with its table.
    await tx.insert(table).values(rows.slice(i, i + size) as PgInsertValue<PgTable>[]);
  }
}

export function summarize(data: DemoData): SeedSummary {
  return {
    users: data.users.length,
    accounts: data.accounts.length,
    clients: data.clients.length,
    projects: data.projects.length,
    projectAssignments: data.projectAssignments.length,
    milestones: data.milestones.length,
    tasks: data.tasks.length,
    taskComments: data.taskComments.length,
    communications: data.communications.length,
    clientRevenue: data.clientRevenue.length,
    // No Stripe in the demo: a made-up customer id would break the billing screens' calls to Stripe.
    stripeCustomers: 0,
    invoices: data.invoices.length,
    invoiceItems: data.invoiceItems.length,
    contactSubmissions: data.contactSubmissions.length,
    activityLog: data.activityLog.length,
    timeEntries: 0,
  };
}
