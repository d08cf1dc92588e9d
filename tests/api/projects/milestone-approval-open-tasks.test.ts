/**
 * Approval is the client's sign-off, not completion (decision 0107): approving a milestone whose tasks are open keeps
 * its status and progress, shows it approved, and tells the manager how many tasks are open; staff complete it later.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  approve,
  askFor,
  call,
  clientId,
  ids,
  milestoneAs,
  newMilestone,
  projectId,
  rows,
  setUpApprovals,
} from './milestone-approvals-helpers';

setUpApprovals();

async function addTasks(milestoneId: string, statuses: string[]) {
  for (const [i, status] of statuses.entries()) {
    await rows(sql`insert into tasks (title, client_id, project_id, milestone_id, status, due_date)
      values (${`Work ${i}`}, ${clientId}, ${projectId}, ${milestoneId}, ${status}, '2000-01-01')`);
  }
}

describe('approving a milestone with open tasks', () => {
  it('keeps it in progress with its bar; it reads Approved, and the manager learns what is still open', async () => {
    const id = await newMilestone({ status: 'in_progress' });
    await addTasks(id, ['completed', 'completed', 'pending', 'in_progress', 'pending']);
    await askFor(id);
    const res = await approve(id, 'client_primary', 'The designs are right');
    expect(res.status).toBe(200);
    expect(res.json.status).toBe('in_progress');
    expect(res.json.completedAt).toBeNull();
    expect(res.json.approval.state).toBe('approved');

    for (const who of ['client_primary', 'manager'] as const) {
      const seen = await milestoneAs(id, who);
      expect(seen).toMatchObject({ status: 'in_progress', completedAt: null, progress: 40, approval: { state: 'approved' } });
    }
    const [told] = await rows<{ body: string }>(
      sql`select body from notifications where kind = 'approval_answered' and entity_id = ${id} and user_id = ${ids.manager}`,
    );
    expect(told!.body).toContain('3 tasks are still open: complete the milestone when they are done.');

    // Staff complete it when the work is done; the approval still holds.
    await rows(sql`update tasks set status = 'completed' where milestone_id = ${id}`);
    const done = await call(`/api/milestones/${id}/complete`, 'manager', {});
    expect(done.status).toBe(200);
    expect(await milestoneAs(id, 'client_primary')).toMatchObject({ status: 'completed', approval: { state: 'approved' } });
  });

  it('completes it on approval when every task is done', async () => {
    const id = await newMilestone({ status: 'in_progress' });
    await addTasks(id, ['completed', 'completed']);
    await askFor(id);
    const res = await approve(id);
    expect(res.json).toMatchObject({ status: 'completed', approval: { state: 'approved' } });
    expect(res.json.completedAt).not.toBeNull();
  });
});
