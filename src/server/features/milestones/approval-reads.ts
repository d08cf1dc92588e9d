/**
 * Milestone approvals as they are read (docs/product.md, Milestone approvals; decision 0041): each request's row with
 * its state now (pending, approved, changes requested, changed after approval, or withdrawn by a change before the
 * answer), the milestone rows' latest request, a milestone's history and the client's waiting requests. The writes:
 * approval-writes.ts.
 */
import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { mayAnswerApprovals, approvalCan } from '@shared/policies/milestone-approvals';
import type { ApprovalState, MilestoneApproval, MilestoneApprovalEntry, PendingApproval } from '@shared/schemas/milestone-approvals';
import { projectScope } from '../../auth/scope';
import type { CurrentUser } from '../../context';
import type { Db } from '../../db/client';
import type { DbOrTx } from '../../db/transaction';
import { milestoneApprovals, milestones, projects, users } from '../../db/schema';
import { milestoneInScope } from './milestone-in-scope';
import { currentHashes, lastFileAdded } from './approval-content';

const a = milestoneApprovals;
const requester = alias(users, 'requester');
const answerer = alias(users, 'answerer');

const entryColumns = {
  id: a.id,
  milestoneId: a.milestoneId,
  status: a.status,
  requestedAt: a.requestedAt,
  requestedBy: { id: requester.id, name: requester.name },
  requestNote: a.requestNote,
  answeredAt: a.answeredAt,
  answeredBy: { id: answerer.id, name: answerer.name },
  answerNote: a.answerNote,
  contentHash: a.contentHash,
  invalidatedAt: a.invalidatedAt,
};

type EntryRow = {
  id: string;
  status: string;
  requestedAt: Date;
  requestedBy: { id: string; name: string } | null;
  requestNote: string | null;
  answeredAt: Date | null;
  answeredBy: { id: string; name: string } | null;
  answerNote: string | null;
  contentHash: string | null;
  invalidatedAt: Date | null;
};

/** A waiting request is withdrawn once the milestone changed: recorded (invalidatedAt) or seen by its hash. */
const withdrawn = (row: { status: string; contentHash: string | null; invalidatedAt: Date | null }, currentHash: string | undefined) =>
  row.status === 'pending' &&
  (row.invalidatedAt !== null || (row.contentHash !== null && currentHash !== undefined && row.contentHash !== currentHash));

function toEntry(row: EntryRow, currentHash?: string): MilestoneApprovalEntry {
  return {
    id: row.id,
    status: withdrawn(row, currentHash) ? 'withdrawn' : (row.status as MilestoneApprovalEntry['status']),
    requestedAt: row.requestedAt.toISOString(),
    requestedBy: row.requestedBy,
    requestNote: row.requestNote,
    answeredAt: row.answeredAt?.toISOString() ?? null,
    answeredBy: row.answeredBy,
    answerNote: row.answerNote,
    contentHash: row.contentHash,
    invalidatedAt: row.invalidatedAt?.toISOString() ?? null,
  };
}

function selectEntries(db: DbOrTx) {
  return db
    .select(entryColumns)
    .from(a)
    .leftJoin(requester, eq(requester.id, a.requestedById))
    .leftJoin(answerer, eq(answerer.id, a.answeredById));
}

/**
 * An approval holds while what was approved is unchanged: no recorded change and the same hash as now. A request
 * waits while what was asked about is unchanged (a request stored before requests kept their hash has none to compare).
 */
function stateOf(
  row: { status: string; contentHash: string | null; invalidatedAt: Date | null },
  currentHash: string | undefined,
): ApprovalState {
  if (row.status === 'pending') return withdrawn(row, currentHash) ? 'withdrawn' : 'pending';
  if (row.status !== 'approved') return row.status as ApprovalState;
  return row.invalidatedAt || row.contentHash !== currentHash ? 'changed' : 'approved';
}

/** Each milestone's latest request with its state, for the milestone rows. */
export async function latestApprovals(db: DbOrTx, milestoneIds: readonly string[]): Promise<Map<string, MilestoneApproval>> {
  const out = new Map<string, MilestoneApproval>();
  if (milestoneIds.length === 0) return out;
  const rows = await selectEntries(db)
    .where(inArray(a.milestoneId, [...milestoneIds]))
    .orderBy(asc(a.milestoneId), desc(a.requestedAt), desc(a.id));
  const latest = new Map<string, (typeof rows)[number]>();
  for (const row of rows) if (!latest.has(row.milestoneId)) latest.set(row.milestoneId, row);
  const compared = [...latest.values()].filter((r) => r.status === 'approved' || r.status === 'pending').map((r) => r.milestoneId);
  const hashes = await currentHashes(db, compared);
  const states = new Map([...latest].map(([milestoneId, row]) => [milestoneId, stateOf(row, hashes.get(milestoneId))]));
  // Changed by the milestone's own edit (recorded), else by a file attached since (a removed file leaves no date).
  const byFiles = [...latest.values()].filter((r) => states.get(r.milestoneId) === 'changed' && !r.invalidatedAt).map((r) => r.milestoneId);
  const fileTimes = await lastFileAdded(db, byFiles);
  for (const [milestoneId, row] of latest) {
    const state = states.get(milestoneId)!;
    const fileTime = fileTimes.get(milestoneId);
    const changedAt =
      state === 'withdrawn'
        ? (row.invalidatedAt ?? null)
        : state !== 'changed'
          ? null
          : (row.invalidatedAt ?? (fileTime && row.answeredAt && fileTime > row.answeredAt ? fileTime : null));
    const currentHash = state === 'pending' ? (hashes.get(milestoneId) ?? null) : null;
    out.set(milestoneId, { ...toEntry(row, hashes.get(milestoneId)), state, changedAt: changedAt?.toISOString() ?? null, currentHash });
  }
  return out;
}

/** The `can` flags of a milestone row that come from its approval. */
export function rowApprovalCan(user: CurrentUser, milestone: { status: string }, approval: MilestoneApproval | null | undefined) {
  return approvalCan(user, { status: milestone.status, approvalState: approval?.state ?? null });
}

export async function approvalHistory(db: Db, user: CurrentUser, id: string): Promise<MilestoneApprovalEntry[]> {
  await milestoneInScope(db, user, id);
  const [rows, hashes] = await Promise.all([
    selectEntries(db).where(eq(a.milestoneId, id)).orderBy(desc(a.requestedAt), desc(a.id)),
    currentHashes(db, [id]),
  ]);
  return rows.map((row) => toEntry(row, hashes.get(id)));
}

/** The waiting requests of the caller's projects (the client dashboard's card): one per milestone at most. */
export async function pendingApprovals(db: Db, user: CurrentUser): Promise<PendingApproval[]> {
  const rows = await db
    .select({
      approvalId: a.id,
      milestone: { id: milestones.id, name: milestones.name, description: milestones.description, dueDate: milestones.dueDate },
      project: { id: projects.id, name: projects.name },
      requestedAt: a.requestedAt,
      requestedBy: { id: requester.id, name: requester.name },
      requestNote: a.requestNote,
      askedHash: a.contentHash,
    })
    .from(a)
    .innerJoin(milestones, eq(milestones.id, a.milestoneId))
    .innerJoin(projects, eq(projects.id, milestones.projectId))
    .leftJoin(requester, eq(requester.id, a.requestedById))
    .where(and(eq(a.status, 'pending'), isNull(a.invalidatedAt), projectScope(user)))
    .orderBy(asc(a.requestedAt), asc(a.id))
    .limit(50);
  const approve = mayAnswerApprovals(user);
  const hashes = await currentHashes(
    db,
    rows.map((r) => r.milestone.id),
  );
  // A request whose milestone changed since (a file attached or removed) is withdrawn: not listed.
  return rows
    .filter((r) => r.askedHash === null || r.askedHash === hashes.get(r.milestone.id))
    .map(({ askedHash: _asked, ...r }) => ({
      ...r,
      requestedAt: r.requestedAt.toISOString(),
      contentHash: hashes.get(r.milestone.id)!,
      can: { approve },
    }));
}
