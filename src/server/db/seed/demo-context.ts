/** The state the demo builder's parts share, plus small helpers for names and time. */
import type { NewAccount } from '../../auth/new-account';
import { Rng } from './random';
import { BASE_SEED, DAY, type ClientRow, type ProjectRow, type MilestoneRow, type DemoData } from './demo-types';
import type { ProjectSlot } from './demo-plan';

// ---------------------------------------------------------------------------------------------------------------

/** A seeded person: the account as staff would add it (../../auth/new-account.ts), less the password the seed sets. */
export interface Person extends Omit<NewAccount, 'password'> {
  id: string;
  demo: boolean;
}

export interface ProjectInfo {
  row: ProjectRow;
  slot: ProjectSlot;
  start: Date;
  end: Date | null;
  createdAt: Date;
  team: { person: Person; role: string }[];
  pm: Person | null;
  milestones: MilestoneRow[];
}

export interface ClientInfo {
  row: ClientRow;
  users: Person[];
  projects: ProjectInfo[];
}

export function isoDate(d: Date): string {
  return d.toISOString().slice(0, 10);
}

export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '');
}

export const fullName = (p: { firstName: string; lastName: string }) => `${p.firstName} ${p.lastName}`;

/** What every part of the builder shares: the rows built so far, the people, the clock and the current random stream. */
export interface DemoContext {
  readonly passwordHash: string;
  readonly now: Date;
  readonly nowMs: number;
  readonly data: DemoData;
  readonly people: Person[];
  readonly emails: Set<string>;
  readonly clientNames: Set<string>;
  rng: Rng;
}

export function createContext(passwordHash: string, now: Date): DemoContext {
  return {
    passwordHash,
    now,
    data: {
      users: [],
      accounts: [],
      clients: [],
      projects: [],
      projectAssignments: [],
      milestones: [],
      tasks: [],
      taskComments: [],
      communications: [],
      clientRevenue: [],
      invoices: [],
      invoiceItems: [],
      contactSubmissions: [],
      activityLog: [],
    },
    people: [],
    emails: new Set<string>(),
    clientNames: new Set<string>(),
    nowMs: now.getTime(),
    rng: new Rng(BASE_SEED),
  };
}

// ------------------------------------------------------------------ time

export function at(ctx: DemoContext, ms: number): Date {
  return new Date(Math.min(ms, ctx.nowMs));
}

export function daysFromNow(ctx: DemoContext, days: number): Date {
  return new Date(ctx.nowMs + days * DAY);
}

/** A moment during a working day `daysAgo` days back (never in the future when daysAgo >= 0). */
export function workTime(ctx: DemoContext, daysAgo: number): Date {
  const d = new Date(ctx.nowMs - daysAgo * DAY);
  d.setUTCHours(ctx.rng.int(15, 23), ctx.rng.int(0, 59), ctx.rng.int(0, 59), 0);
  if (daysAgo >= 0 && d.getTime() > ctx.nowMs) d.setTime(d.getTime() - DAY);
  return d;
}

export function between(ctx: DemoContext, from: Date, to: Date): Date {
  const a = from.getTime();
  const b = Math.max(a, to.getTime());
  return new Date(a + Math.floor(ctx.rng.next() * (b - a)));
}
