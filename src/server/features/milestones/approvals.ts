/**
 * Milestone approvals (docs/product.md, Milestone approvals; decision 0041): staff ask, the client's primary contact
 * approves or asks for changes. Every request is a row of milestone_approvals and its answer fills it in, with who,
 * when, from which address, the note and the hash of what was answered. Each write is one transaction with its
 * activity entry (the audit trail), its notification and its live events.
 */
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  answerConflict,
  mayAnswerApprovals,
  mayAskForApproval,
  approvalCan,
  requestApprovalConflict,
} from '@shared/policies/milestone-approvals';
import type {
  ApprovalState,
  MilestoneApproval,
  MilestoneApprovalEntry,
  PendingApproval,
  RequestApprovalInput,
} from '@shared/schemas/milestone-approvals';
import { recordActivity } from '../../activity';
import { projectScope } from '../../auth/scope';
import type { CurrentUser } from '../../context';
import type { Db } from '../../db/client';
import type { DbOrTx, Tx } from '../../db/transaction';
import { milestoneApprovals, milestones, projects, users } from '../../db/schema';
import { conflict, forbidden, notFound } from '../../errors';
import { publishLive } from '../../live/publish';
import { milestoneActivity } from './milestone-activity';
import { milestoneInScope, type MilestoneFacts } from './milestone-in-scope';
import type { Notifier } from '../../notifications/notify';
import { currentRequestIp } from '../../request-context';
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

/** Locks the milestone for the rest of `tx` and answers its latest request with its state, so two answers (or two requests) cannot both pass. */
async function lockedState(tx: Tx, milestoneId: string) {
  const [locked] = await tx.select({ status: milestones.status }).from(milestones).where(eq(milestones.id, milestoneId)).for('update');
  if (!locked) throw notFound('Milestone');
  const latest = (await latestApprovals(tx, [milestoneId])).get(milestoneId) ?? null;
  return { status: locked.status, latest };
}

async function publishBoth(tx: Tx, milestone: MilestoneFacts, approvalId: string) {
  await publishLive(tx, { topic: 'approval', id: approvalId, projectId: milestone.projectId, clientId: milestone.clientId });
  await publishLive(tx, { topic: 'milestone', id: milestone.id, projectId: milestone.projectId, clientId: milestone.clientId });
}

export async function requestApproval(
  db: Db,
  user: CurrentUser,
  id: string,
  input: RequestApprovalInput,
  notify?: Notifier,
): Promise<void> {
  const milestone = await milestoneInScope(db, user, id);
  if (!mayAskForApproval(user)) throw forbidden();
  const note = input.note ?? null;
  await db.transaction(async (tx) => {
    const { status, latest } = await lockedState(tx, id);
    const refusal = requestApprovalConflict({ status, approvalState: latest?.state ?? null });
    if (refusal) throw conflict(refusal);
    // What the client is asked about: a change before they answer withdraws the request (decision 0074).
    const askedHash = (await currentHashes(tx, [id])).get(id)!;
    const [row] = await tx
      .insert(a)
      .values({ milestoneId: id, requestedById: user.id, requestNote: note, requestIp: currentRequestIp(), contentHash: askedHash })
      .returning({ id: a.id });
    await recordActivity(tx, {
      ...milestoneActivity(
        user.id,
        'milestone.approval_requested',
        { id, clientId: milestone.clientId },
        `Asked the client to approve the milestone ${milestone.name}`,
      ),
      metadata: { approvalId: row!.id, projectId: milestone.projectId, note },
    });
    await notify?.(
      {
        kind: 'approval_requested',
        to: { clientId: milestone.clientId },
        actorId: user.id,
        title: `Please approve: ${milestone.name}`,
        body: note
          ? `${milestone.name} of ${milestone.projectName} awaits your approval. ${note}`
          : `${milestone.name} of ${milestone.projectName} awaits your approval.`,
        link: `/projects/${milestone.projectId}?tab=milestones`,
        entityType: 'milestone',
        entityId: id,
      },
      tx,
    );
    await publishBoth(tx, milestone, row!.id);
  });
}

export type ApprovalAnswer = 'approved' | 'changes_requested';

/** What the client read when they answered: the request and the milestone's fingerprint, both from the row shown. */
export interface ShownMilestone {
  approvalId: string;
  contentHash: string;
}

export const CHANGED_AFTER_OPENED = 'This milestone changed after you opened it. Read it again before you answer.';

/**
 * The client's answer to the waiting request; approving completes the milestone. `onAnswered` writes the answer's
 * webhook event in its transaction (milestone-events.ts, handed in by the routes so this file needs not read milestones).
 */
export async function answerApproval(
  db: Db,
  user: CurrentUser,
  id: string,
  answer: ApprovalAnswer,
  note: string | null,
  notify?: Notifier,
  onAnswered?: (tx: Tx, milestoneId: string, answer: ApprovalAnswer) => Promise<void>,
  shown?: ShownMilestone,
): Promise<void> {
  const milestone = await milestoneInScope(db, user, id);
  if (!mayAnswerApprovals(user)) throw forbidden('Only the client’s primary contacts answer approval requests.');
  const who = `${user.firstName} ${user.lastName}`;
  await db.transaction(async (tx) => {
    const { status, latest } = await lockedState(tx, id);
    // What the client answered is what the milestone is now, read in the same locked transaction; an approval must be
    // of what they read: the same request, the same content, and not withdrawn by a change since (decision 0074).
    const hash = (await currentHashes(tx, [id])).get(id)!;
    if (latest?.state === 'withdrawn') throw conflict(CHANGED_AFTER_OPENED);
    if (shown && latest && (shown.approvalId !== latest.id || shown.contentHash !== hash)) throw conflict(CHANGED_AFTER_OPENED);
    const refusal = answerConflict({ status, approvalState: latest?.state ?? null });
    if (refusal || !latest) throw conflict(refusal ?? 'This milestone is not awaiting approval');
    await tx
      .update(a)
      .set({
        status: answer,
        answeredById: user.id,
        answeredAt: sql`now()`,
        answerNote: note,
        answerIp: currentRequestIp(),
        contentHash: hash,
      })
      .where(and(eq(a.id, latest.id), eq(a.status, 'pending')));
    if (answer === 'approved' && status !== 'completed') {
      await tx
        .update(milestones)
        .set({ status: 'completed', completedAt: sql`now()` })
        .where(eq(milestones.id, id));
    }
    const approved = answer === 'approved';
    await recordActivity(tx, {
      ...milestoneActivity(
        user.id,
        approved ? 'milestone.approved' : 'milestone.changes_requested',
        { id, clientId: milestone.clientId },
        approved ? `Approved the milestone ${milestone.name}` : `Asked for changes to the milestone ${milestone.name}`,
      ),
      metadata: { approvalId: latest.id, projectId: milestone.projectId, contentHash: hash, note },
    });
    await notify?.(
      {
        kind: 'approval_answered',
        // The project's manager; the one who asked as well, when that is someone else.
        to: { userIds: [milestone.projectManagerId, latest.requestedBy?.id] },
        actorId: user.id,
        title: approved ? `${milestone.name} approved by ${who}` : `Changes requested on ${milestone.name}`,
        body: approved
          ? `${who} approved ${milestone.name} of ${milestone.projectName}.${note ? ` ${note}` : ''}`
          : `${who} asked for changes to ${milestone.name} of ${milestone.projectName}: ${note ?? ''}`,
        link: `/projects/${milestone.projectId}?tab=milestones`,
        entityType: 'milestone',
        entityId: id,
      },
      tx,
    );
    await publishBoth(tx, milestone, latest.id);
    await onAnswered?.(tx, id, answer);
  });
}

/**
 * Called in the transaction of a milestone's change (name, description, due date): an approval that held no longer
 * does, and the record says when. A change of its files is seen by the hash alone, on the next read.
 */
export async function loseApprovalIfChanged(
  tx: Tx,
  actorId: string,
  milestone: { id: string; name: string; projectId: string; clientId: string },
) {
  const latest = (await latestApprovals(tx, [milestone.id])).get(milestone.id);
  if (!latest || latest.status !== 'approved' || latest.invalidatedAt) return;
  if (latest.state === 'approved') return; // Saved without changing what was approved.
  await tx
    .update(a)
    .set({ invalidatedAt: sql`now()` })
    .where(and(eq(a.id, latest.id), isNull(a.invalidatedAt)));
  await recordActivity(tx, {
    ...milestoneActivity(
      actorId,
      'milestone.approval_lost',
      milestone,
      `The milestone ${milestone.name} changed after it was approved; its approval no longer holds`,
    ),
    metadata: { approvalId: latest.id, projectId: milestone.projectId, approvedHash: latest.contentHash },
  });
  await publishLive(tx, { topic: 'approval', id: latest.id, projectId: milestone.projectId, clientId: milestone.clientId });
}

/**
 * Called in the transaction of a milestone's change, with its fingerprint from before the change: a request waiting
 * for the client is withdrawn when what it asked about changed (decision 0074), so the client can no longer approve
 * the new text under the old request. The client's primary contacts are told, and open screens follow.
 */
export async function withdrawRequestIfChanged(
  tx: Tx,
  actorId: string,
  milestone: { id: string; name: string; projectId: string; clientId: string; projectName?: string },
  hashBefore: string | undefined,
  notify?: Notifier,
) {
  const [pending] = await tx
    .select({ id: a.id })
    .from(a)
    .where(and(eq(a.milestoneId, milestone.id), eq(a.status, 'pending'), isNull(a.invalidatedAt)))
    .orderBy(desc(a.requestedAt), desc(a.id))
    .limit(1);
  if (!pending) return;
  const hashAfter = (await currentHashes(tx, [milestone.id])).get(milestone.id);
  if (hashAfter === hashBefore) return; // Saved without changing what was asked about.
  await tx
    .update(a)
    .set({ invalidatedAt: sql`now()` })
    .where(eq(a.id, pending.id));
  await recordActivity(tx, {
    ...milestoneActivity(
      actorId,
      'milestone.approval_withdrawn',
      milestone,
      `The milestone ${milestone.name} changed while awaiting approval; the request was withdrawn`,
    ),
    metadata: { approvalId: pending.id, projectId: milestone.projectId, askedHash: hashBefore ?? null, hash: hashAfter ?? null },
  });
  await notify?.(
    {
      kind: 'approval_requested',
      to: { clientId: milestone.clientId },
      actorId,
      title: `Approval request withdrawn: ${milestone.name}`,
      body: `${milestone.name} changed after the team asked for your approval, so the request was withdrawn. The team will ask again.`,
      link: `/projects/${milestone.projectId}?tab=milestones`,
      entityType: 'milestone',
      entityId: milestone.id,
    },
    tx,
  );
  await publishLive(tx, { topic: 'approval', id: pending.id, projectId: milestone.projectId, clientId: milestone.clientId });
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
