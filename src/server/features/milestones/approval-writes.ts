/**
 * Milestone approvals as they are written (docs/product.md, Milestone approvals; decision 0041): staff ask, the client's
 * primary contact approves or asks for changes. Every request is a row of milestone_approvals and its answer fills it
 * in, with who, when, from which address, the note and the hash of what was answered. Each write is one transaction
 * with its activity entry (the audit trail), its notification and its live events. The reads: approval-reads.ts.
 */
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { answerConflict, mayAnswerApprovals, mayAskForApproval, requestApprovalConflict } from '@shared/policies/milestone-approvals';
import type { RequestApprovalInput } from '@shared/schemas/milestone-approvals';
import { recordActivity } from '../../activity';
import type { CurrentUser } from '../../context';
import type { Db } from '../../db/client';
import type { Tx } from '../../db/transaction';
import { milestoneApprovals, milestones, tasks } from '../../db/schema';
import { conflict, forbidden, notFound } from '../../errors';
import { publishLive } from '../../live/publish';
import { milestoneActivity } from './milestone-activity';
import { milestoneInScope, type MilestoneFacts } from './milestone-in-scope';
import type { Notifier } from '../../notifications/notify';
import { currentRequestIp } from '../../request-context';
import { currentHashes } from './approval-content';
import { latestApprovals } from './approval-reads';

const a = milestoneApprovals;

/** The milestone's tasks that are not completed. */
async function openTaskCount(tx: Tx, milestoneId: string): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(tasks)
    .where(and(eq(tasks.milestoneId, milestoneId), sql`${tasks.status} <> 'completed'`));
  return row?.n ?? 0;
}

/** Locks the milestone for the rest of `tx` and answers its latest request with its state, so two answers (or two requests) cannot both pass. */
async function lockedState(tx: Tx, milestoneId: string) {
  const [locked] = await tx.select({ status: milestones.status }).from(milestones).where(eq(milestones.id, milestoneId)).for('update');
  if (!locked) throw notFound('errors.notFound.milestone');
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
        words: ({ t }) => ({
          title: t('mail.approvalRequested.title', { milestone: milestone.name }),
          body: [t('mail.approvalRequested.body', { milestone: milestone.name, project: milestone.projectName }), note]
            .filter(Boolean)
            .join(' '),
        }),
        link: `/projects/${milestone.projectId}?tab=milestones`,
        entityType: 'milestone',
        entityId: id,
        // A reply by e-mail is a message about the milestone in the project's conversation, never an answer (decision 0112).
        replyThread: { kind: 'milestone', id },
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

export const CHANGED_AFTER_OPENED = 'errors.milestones.changedAfterOpened';

/**
 * The client's answer to the waiting request. Approving is the client's sign-off on what the milestone delivers, not
 * its completion (decision 0107): it completes the milestone only when none of its tasks is open; otherwise the
 * milestone keeps its status and the manager is told how many tasks are still open. `onAnswered` writes the answer's
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
  if (!mayAnswerApprovals(user)) throw forbidden('errors.milestones.onlyClientsPrimaryContacts');
  const who = `${user.firstName} ${user.lastName}`;
  await db.transaction(async (tx) => {
    const { status, latest } = await lockedState(tx, id);
    // What the client answered is what the milestone is now, read in the same locked transaction; an approval must be
    // of what they read: the same request, the same content, and not withdrawn by a change since (decision 0074).
    const hash = (await currentHashes(tx, [id])).get(id)!;
    if (latest?.state === 'withdrawn') throw conflict(CHANGED_AFTER_OPENED);
    if (shown && latest && (shown.approvalId !== latest.id || shown.contentHash !== hash)) throw conflict(CHANGED_AFTER_OPENED);
    const refusal = answerConflict({ status, approvalState: latest?.state ?? null });
    if (refusal || !latest) throw conflict(refusal ?? 'errors.common.milestoneAwaitingApproval');
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
    const approved = answer === 'approved';
    const open = approved ? await openTaskCount(tx, id) : 0;
    if (approved && open === 0 && status !== 'completed' && status !== 'cancelled') {
      await tx
        .update(milestones)
        .set({ status: 'completed', completedAt: sql`now()` })
        .where(eq(milestones.id, id));
    }
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
        words: ({ t }) => {
          const values = { who, milestone: milestone.name, project: milestone.projectName, note: note ?? '' };
          if (!approved) {
            return { title: t('mail.approvalAnswered.changesTitle', values), body: t('mail.approvalAnswered.changesBody', values) };
          }
          // Approved with tasks still open: the manager completes the milestone later (decision 0107).
          const stillOpen = open > 0 ? t('mail.approvalAnswered.stillOpen', { count: open }) : null;
          return {
            title: t('mail.approvalAnswered.approvedTitle', values),
            body: [t('mail.approvalAnswered.approvedBody', values), note, stillOpen].filter(Boolean).join(' '),
          };
        },
        link: `/projects/${milestone.projectId}?tab=milestones`,
        entityType: 'milestone',
        entityId: id,
        // A reply by e-mail is a message about the milestone in the project's conversation, never an answer (decision 0112).
        replyThread: { kind: 'milestone', id },
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
      words: ({ t }) => ({
        title: t('mail.approvalWithdrawn.title', { milestone: milestone.name }),
        body: t('mail.approvalWithdrawn.body', { milestone: milestone.name }),
      }),
      link: `/projects/${milestone.projectId}?tab=milestones`,
      entityType: 'milestone',
      entityId: milestone.id,
    },
    tx,
  );
  await publishLive(tx, { topic: 'approval', id: pending.id, projectId: milestone.projectId, clientId: milestone.clientId });
}
