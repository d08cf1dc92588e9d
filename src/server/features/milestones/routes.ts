import { Hono } from 'hono';
import { milestoneApprovalsApi } from '@shared/api/milestone-approvals';
import { milestonesApi } from '@shared/api/milestones';
import type { AppDeps, AppEnv } from '../../context';
import type { Tx } from '../../db/transaction';
import { idParam } from '../../http-params';
import { createNotifier } from '../../notifications/notify';
import { route } from '../../openapi/route';
import {
  completeMilestone,
  createMilestone,
  deleteMilestone,
  listMilestones,
  milestoneById,
  reorderMilestones,
  updateMilestone,
} from './service';
import { approvalHistory, pendingApprovals } from './approval-reads';
import { answerApproval, requestApproval, type ApprovalAnswer } from './approval-writes';
import { emitMilestoneAnswered } from './milestone-events';

/**
 * A project's milestones. Permission checks live in the service, where 404 (project outside the caller's scope) comes
 * before 403 (no projects.manage).
 */
export function milestoneRoutes(deps: AppDeps) {
  const { db } = deps.database;
  const notify = createNotifier(deps);
  const projectId = (c: Parameters<typeof idParam>[0]) => idParam(c, 'errors.notFound.project');
  const milestoneId = (c: Parameters<typeof idParam>[0]) => idParam(c, 'errors.notFound.milestone');
  const app = new Hono<AppEnv>();
  route(app, milestonesApi.list, (c) => listMilestones(db, c.get('user'), projectId(c)));
  route(app, milestonesApi.create, (c, { body }) => createMilestone(db, c.get('user'), projectId(c), body));
  route(app, milestonesApi.reorder, (c, { body }) => reorderMilestones(db, c.get('user'), projectId(c), body));
  route(app, milestonesApi.update, (c, { body }) => updateMilestone(db, c.get('user'), milestoneId(c), body, notify));
  route(app, milestonesApi.complete, (c) => completeMilestone(db, c.get('user'), milestoneId(c), notify));
  route(app, milestonesApi.remove, (c) => deleteMilestone(db, c.get('user'), milestoneId(c)));

  // Approvals (decision 0041): each write answers the milestone as it now is.
  const answered = async (c: Parameters<typeof idParam>[0], write: (id: string) => Promise<void>) => {
    const id = milestoneId(c);
    await write(id);
    return milestoneById(db, c.get('user'), id);
  };
  route(app, milestoneApprovalsApi.request, (c, { body }) => answered(c, (id) => requestApproval(db, c.get('user'), id, body, notify)));
  const onAnswered = (tx: Tx, id: string, answer: ApprovalAnswer) => emitMilestoneAnswered(deps, tx, id, answer);
  route(app, milestoneApprovalsApi.approve, (c, { body }) =>
    answered(c, (id) =>
      answerApproval(db, c.get('user'), id, 'approved', body.note ?? null, notify, onAnswered, {
        approvalId: body.approvalId,
        contentHash: body.contentHash,
      }),
    ),
  );
  route(app, milestoneApprovalsApi.requestChanges, (c, { body }) =>
    answered(c, (id) => answerApproval(db, c.get('user'), id, 'changes_requested', body.note, notify, onAnswered)),
  );
  route(app, milestoneApprovalsApi.history, (c) => approvalHistory(db, c.get('user'), milestoneId(c)));
  route(app, milestoneApprovalsApi.pending, (c) => pendingApprovals(db, c.get('user')));
  return app;
}
