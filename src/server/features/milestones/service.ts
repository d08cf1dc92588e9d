/**
 * Milestones of a project: listed in order with their task figures and approval, created, edited, completed, reordered,
 * deleted. Every write publishes a 'milestone' live event in its transaction.
 */
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { mayManageProjects, milestoneCan } from '@shared/policies/projects';
import { mayInvoiceMilestones, milestoneInvoiceConflict } from '@shared/policies/quote-acceptance';
import type { Milestone, MilestoneInput, MilestoneOrderInput, UpdateMilestoneInput } from '@shared/schemas/projects';
import { writeRecorded } from '../../activity';
import { projectScope, readsAsClient } from '../../auth/scope';
import type { CurrentUser } from '../../context';
import type { Db } from '../../db/client';
import type { Tx } from '../../db/transaction';
import { milestones, projects, tasks } from '../../db/schema';
import { taskIsOverdue } from '../../db/task-status';
import { milestoneQuoteBilling } from '../../db/milestone-quote-billing';
import { forbidden, notFound, validationFailed } from '../../errors';
import { publishLive } from '../../live/publish';
import type { NotificationEvent, Notifier } from '../../notifications/notify';
import { milestoneActivity } from './milestone-activity';
import { milestoneInScope } from './milestone-in-scope';
import { currentHashes } from './approval-content';
import { latestApprovals, rowApprovalCan } from './approval-reads';
import { loseApprovalIfChanged, withdrawRequestIfChanged } from './approval-writes';

interface ProjectRef {
  id: string;
  name: string;
  clientId: string;
}

/** 404 when the project is outside the caller's scope (or does not exist). */
async function projectInScope(db: Db, user: CurrentUser, projectId: string): Promise<ProjectRef> {
  const [row] = await db
    .select({ id: projects.id, name: projects.name, clientId: projects.clientId })
    .from(projects)
    .where(and(eq(projects.id, projectId), projectScope(user)));
  if (!row) throw notFound('errors.notFound.project');
  return row;
}

function requireManage(user: CurrentUser) {
  if (!mayManageProjects(user)) throw forbidden();
}

/** A milestone whose project the caller sees (else 404) and may manage (else 403). */
async function manageableMilestone(db: Db, user: CurrentUser, id: string) {
  const row = await milestoneInScope(db, user, id);
  requireManage(user);
  return row;
}

const completed = eq(tasks.status, 'completed');

/** Every figure from one query: the milestones LEFT JOIN their tasks, grouped. */
async function selectMilestones(db: Db, user: CurrentUser, where: ReturnType<typeof and>): Promise<Milestone[]> {
  const rows = await db
    .select({
      id: milestones.id,
      projectId: milestones.projectId,
      name: milestones.name,
      description: milestones.description,
      status: milestones.status,
      dueDate: milestones.dueDate,
      completedAt: milestones.completedAt,
      orderIndex: milestones.orderIndex,
      estimatedMinutes: milestones.estimatedMinutes,
      sharesEstimates: sql<boolean>`(select p.client_sees_estimates from projects p where p.id = ${milestones.projectId})`,
      taskCount: count(tasks.id),
      completedTaskCount: sql<number>`count(${tasks.id}) filter (where ${completed})`.mapWith(Number),
      overdueTaskCount: sql<number>`count(${tasks.id}) filter (where ${taskIsOverdue})`.mapWith(Number),
      progress: sql<number>`case when count(${tasks.id}) = 0 then 0
        else round(100.0 * count(${tasks.id}) filter (where ${completed}) / count(${tasks.id})) end`.mapWith(Number),
      isOverdue:
        sql<boolean>`coalesce(${milestones.dueDate} < current_date and ${milestones.status} not in ('completed', 'cancelled'), false)`.mapWith(
          (v: unknown) => v === true || v === 't' || v === 'true',
        ),
    })
    .from(milestones)
    .leftJoin(tasks, eq(tasks.milestoneId, milestones.id))
    .where(where)
    .groupBy(milestones.id)
    .orderBy(asc(milestones.orderIndex), asc(milestones.createdAt), asc(milestones.id));
  const ids = rows.map((r) => r.id);
  const approvals = await latestApprovals(db, ids);
  // Only those who may invoice read a milestone's quote billing (decision 0099).
  const mayInvoice = mayInvoiceMilestones(user);
  const billings = mayInvoice ? await milestoneQuoteBilling(db, ids) : new Map<string, never>();
  // A client user reads the estimates where the project shares them (decision 0103).
  const asClient = readsAsClient(user);
  return rows.map(({ sharesEstimates, ...r }) => {
    if (asClient && !sharesEstimates) r.estimatedMinutes = null;
    const approval = approvals.get(r.id) ?? null;
    const billing = billings.get(r.id) ?? null;
    const invoiceRefusal = milestoneInvoiceConflict({
      fromQuote: billing !== null,
      approvalState: approval?.state ?? null,
      invoiced: billing?.invoice != null,
      wantsDeposit: billing?.wantsDeposit ?? false,
      hasDeposit: billing?.hasDeposit ?? false,
      finalInvoiced: billing?.finalInvoiced ?? false,
    });
    return {
      ...r,
      status: r.status as Milestone['status'],
      completedAt: r.completedAt ? r.completedAt.toISOString() : null,
      approval,
      invoice: billing?.invoice ?? null,
      can: { ...milestoneCan(user, r), ...rowApprovalCan(user, r, approval), invoice: mayInvoice && invoiceRefusal === null },
    };
  });
}

/** The live event of a milestone write, in its transaction. */
const publishMilestone = (tx: Tx, id: string, project: { projectId: string; clientId: string }) =>
  publishLive(tx, { topic: 'milestone', id, projectId: project.projectId, clientId: project.clientId });

export async function milestoneById(db: Db, user: CurrentUser, id: string): Promise<Milestone> {
  const [row] = await selectMilestones(db, user, eq(milestones.id, id));
  if (!row) throw notFound('errors.notFound.milestone');
  return row;
}

export async function listMilestones(db: Db, user: CurrentUser, projectId: string): Promise<Milestone[]> {
  await projectInScope(db, user, projectId);
  return selectMilestones(db, user, eq(milestones.projectId, projectId));
}

export async function createMilestone(db: Db, user: CurrentUser, projectId: string, input: MilestoneInput): Promise<Milestone> {
  const project = await projectInScope(db, user, projectId);
  requireManage(user);
  const status = input.status ?? 'planned';
  const [row] = await writeRecorded(
    db,
    async (tx) => {
      const inserted = await tx
        .insert(milestones)
        .values({
          projectId,
          name: input.name,
          description: input.description ?? null,
          dueDate: input.dueDate ?? null,
          estimatedMinutes: input.estimatedMinutes ?? null,
          status,
          completedAt: status === 'completed' ? new Date() : null,
          // A new milestone goes last: its index is the current count.
          orderIndex: sql`(select count(*) from milestones where project_id = ${projectId})`,
        })
        .returning({ id: milestones.id });
      await publishMilestone(tx, inserted[0]!.id, { projectId, clientId: project.clientId });
      return inserted;
    },
    ([created]) =>
      milestoneActivity(
        user.id,
        'milestone.created',
        { id: created!.id, clientId: project.clientId },
        `Added the milestone ${input.name} to ${project.name}`,
      ),
  );
  return milestoneById(db, user, row!.id);
}

/** Fields absent from `input` stay as they are. Completing sets completed_at; any other status clears it. */
export async function updateMilestone(
  db: Db,
  user: CurrentUser,
  id: string,
  input: UpdateMilestoneInput,
  notify?: Notifier,
): Promise<Milestone> {
  const milestone = await manageableMilestone(db, user, id);
  const values: PgUpdateSetSource<typeof milestones> = {};
  if (input.name !== undefined) values.name = input.name;
  if ('description' in input) values.description = input.description ?? null;
  if ('dueDate' in input) values.dueDate = input.dueDate ?? null;
  if ('estimatedMinutes' in input) values.estimatedMinutes = input.estimatedMinutes ?? null;
  if (input.status !== undefined) {
    values.status = input.status;
    // Saving an already completed milestone keeps the day it was completed.
    values.completedAt = input.status === 'completed' ? sql`coalesce(${milestones.completedAt}, now())` : null;
  }
  // The change and the client's notification (bell rows, e-mail jobs) commit together or not at all (decision 0031).
  const content = input.name !== undefined || 'description' in input || 'dueDate' in input;
  const update = async (tx: Tx) => {
    const hashBefore = content ? (await currentHashes(tx, [id])).get(id) : undefined;
    if (Object.keys(values).length > 0) await tx.update(milestones).set(values).where(eq(milestones.id, id));
    // A change to what the client approved takes the approval away (decision 0041); one to what they were asked to
    // approve withdraws the request (decision 0074).
    if (content) {
      await loseApprovalIfChanged(tx, user.id, milestone);
      await withdrawRequestIfChanged(tx, user.id, { ...milestone, name: input.name ?? milestone.name }, hashBefore, notify);
    }
    await publishMilestone(tx, id, milestone);
    if (input.status === 'completed' && milestone.status !== 'completed') {
      await notify?.(completedNotification(user, { ...milestone, name: input.name ?? milestone.name }), tx);
    }
  };
  await writeRecorded(db, update, {
    ...milestoneActivity(
      user.id,
      'milestone.updated',
      { id, clientId: milestone.clientId },
      `Updated the milestone ${input.name ?? milestone.name}`,
    ),
    metadata: { fields: Object.keys(values) },
  });
  return milestoneById(db, user, id);
}

export async function completeMilestone(db: Db, user: CurrentUser, id: string, notify?: Notifier): Promise<Milestone> {
  const milestone = await manageableMilestone(db, user, id);
  const complete = async (tx: Tx) => {
    await tx
      .update(milestones)
      .set({ status: 'completed', completedAt: sql`now()` })
      .where(eq(milestones.id, id));
    if (milestone.status !== 'completed') await notify?.(completedNotification(user, milestone), tx);
    await publishMilestone(tx, id, milestone);
  };
  await writeRecorded(
    db,
    complete,
    milestoneActivity(user.id, 'milestone.completed', { id, clientId: milestone.clientId }, `Completed the milestone ${milestone.name}`),
  );
  return milestoneById(db, user, id);
}

/** Told to the client company's users, who follow their project's progress. */
function completedNotification(
  actor: CurrentUser,
  milestone: { id: string; name: string; projectId: string; projectName: string; clientId: string },
): NotificationEvent {
  return {
    kind: 'milestone_completed' as const,
    to: { clientId: milestone.clientId },
    actorId: actor.id,
    words: ({ t }) => ({
      title: t('mail.milestoneCompleted.title', { milestone: milestone.name }),
      body: t('mail.milestoneCompleted.body', { milestone: milestone.name, project: milestone.projectName }),
    }),
    link: `/projects/${milestone.projectId}`,
    entityType: 'milestone',
    entityId: milestone.id,
  };
}

export async function deleteMilestone(db: Db, user: CurrentUser, id: string): Promise<void> {
  const milestone = await manageableMilestone(db, user, id);
  // Its tasks stay on the project: tasks.milestone_id is ON DELETE SET NULL.
  const remove = async (tx: Tx) => {
    await tx.delete(milestones).where(eq(milestones.id, id));
    await publishMilestone(tx, id, milestone);
  };
  await writeRecorded(
    db,
    remove,
    milestoneActivity(user.id, 'milestone.deleted', { id, clientId: milestone.clientId }, `Deleted the milestone ${milestone.name}`),
  );
}

const ORDER_MESSAGE = 'errors.milestones.giveEveryMilestoneProject';

/** order_index = position, for every milestone of the project, in one transaction. */
export async function reorderMilestones(db: Db, user: CurrentUser, projectId: string, input: MilestoneOrderInput): Promise<Milestone[]> {
  const project = await projectInScope(db, user, projectId);
  requireManage(user);
  const ids = input.ids.map((id) => id.toLowerCase());
  await db.transaction(async (tx) => {
    // Locked, so a milestone added meanwhile cannot be left out of the new order.
    const current = await tx.select({ id: milestones.id }).from(milestones).where(eq(milestones.projectId, projectId)).for('update');
    const known = new Set(current.map((m) => m.id));
    const given = new Set(ids);
    if (given.size !== ids.length || ids.length !== known.size || ids.some((id) => !known.has(id))) {
      throw validationFailed({ ids: ORDER_MESSAGE });
    }
    const list = sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    );
    await tx.execute(sql`update milestones m set order_index = v.ord - 1, updated_at = now()
      from unnest(array[${list}]::uuid[]) with ordinality as v(id, ord)
      where m.id = v.id and m.project_id = ${projectId}`);
    for (const id of ids) await publishMilestone(tx, id, { projectId, clientId: project.clientId });
  });
  return selectMilestones(db, user, eq(milestones.projectId, projectId));
}
