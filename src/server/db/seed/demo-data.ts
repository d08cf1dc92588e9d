/**
 * Builds the demo agency ("Northwind Studio", Farmington NM) as plain rows, without touching the database. The data
 * comes in batches: batch 0 is the hand-written agency with the demo accounts; every further batch (for --scale N)
 * adds made-up clients, staff, projects and their work in the same shape. Each batch has its own seeded random
 * stream, so batch 0 is identical at every scale and every run; only the UUIDs differ between runs.
 *
 * The parts live next to this file: demo-types (row types, PER_BATCH), demo-plan (the batch template and batch 0's
 * agency), demo-context (shared state, time helpers), demo-people, demo-clients, demo-work (tasks, comments,
 * communications), demo-finance (revenue, invoices) and demo-leads (leads, activity).
 */
import { makeClient, makeClientUsers, makeProject } from './demo-clients';
import { createContext, type DemoContext, type Person } from './demo-context';
import { makeInvoices, makeRevenue, numberInvoices } from './demo-finance';
import { makeActivity, makeLeads } from './demo-leads';
import { addFixedPeople, staffForBatch } from './demo-people';
import { settleProjectCompletion, settleSignIns, settleTeams } from './demo-settle';
import { CLIENT_SLOT_STATUSES, PROJECT_SLOTS, type StaffKey } from './demo-plan';
import { BASE_SEED, type DemoData } from './demo-types';
import { makeComments, makeCommunications, makeTasks } from './demo-work';
import { deriveSeed, Rng } from './random';

export { isoDate } from './demo-context';
export {
  DEMO_ACCOUNTS,
  DEMO_CLIENT_NAME,
  INACTIVE_DEMO_EMAIL,
  PER_BATCH,
  type AccountRow,
  type ActivityRow,
  type AssignmentRow,
  type ClientRow,
  type CommentRow,
  type CommunicationRow,
  type DemoData,
  type InvoiceItemRow,
  type InvoiceRow,
  type LeadRow,
  type MilestoneRow,
  type ProjectRow,
  type RevenueRow,
  type TaskRow,
  type UserRow,
} from './demo-types';

export function buildDemoData(options: { passwordHash: string; scale?: number; now?: Date; invoicePrefix?: string }): DemoData {
  const scale = options.scale ?? 1;
  if (!Number.isInteger(scale) || scale < 1) throw new Error(`The scale must be a positive integer, not ${scale}.`);
  const ctx = createContext(options.passwordHash, options.now ?? new Date());
  const fixed = addFixedPeople(ctx);
  for (let batch = 0; batch < scale; batch++) {
    ctx.rng = new Rng(deriveSeed(BASE_SEED, batch));
    buildBatch(ctx, batch, fixed);
  }
  numberInvoices(ctx, options.invoicePrefix);
  settleTeams(ctx);
  settleSignIns(ctx);
  return ctx.data;
}

// ------------------------------------------------------------------ batch

function buildBatch(ctx: DemoContext, batch: number, fixed: Record<StaffKey, Person>): void {
  const staff = staffForBatch(ctx, batch, fixed);
  const clientsOfBatch = CLIENT_SLOT_STATUSES.map((status, slot) => makeClient(ctx, batch, slot, status));
  makeClientUsers(ctx, batch, clientsOfBatch);
  const projectsOfBatch = PROJECT_SLOTS.map((slot, i) => makeProject(ctx, batch, i, slot, clientsOfBatch, staff));
  const batchTasks = makeTasks(ctx, batch, clientsOfBatch, projectsOfBatch, staff);
  // Before the activity log, whose "updated project" entries quote the figure.
  settleProjectCompletion(
    ctx,
    projectsOfBatch.map((p) => p.row.id),
    batchTasks,
  );
  const batchComments = makeComments(ctx, batchTasks, clientsOfBatch, projectsOfBatch, staff);
  const batchCommunications = makeCommunications(ctx, clientsOfBatch, projectsOfBatch, staff);
  makeRevenue(ctx, batch, clientsOfBatch, projectsOfBatch);
  makeInvoices(ctx, batch, clientsOfBatch, projectsOfBatch, staff);
  makeLeads(ctx);
  makeActivity(ctx, clientsOfBatch, projectsOfBatch, batchTasks, batchComments, batchCommunications);
}
