/**
 * Milestone approvals (docs/product.md, Milestone approvals; decisions 0041, 0042, 0074): who may ask and answer, what is
 * stored (who, when, from where, the note, the hash of what was answered), the audit and timeline entries, the
 * notifications, and approving only what was read. The approval lost on a later change: milestone-approval-lost.test.ts.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contentHash } from '@server/features/milestones/approval-content';
import { APP_URL } from '../support/harness';
import { readSse } from '../support/sse-client';
import {
  approve,
  askChanges,
  askFor,
  call,
  clientId,
  cookies,
  ids,
  IP,
  milestoneAs,
  newMilestone,
  NO_REQUEST,
  projectId,
  rows,
  setUpApprovals,
  shownTo,
  t,
} from './milestone-approvals-helpers';

setUpApprovals();

describe('asking for approval', () => {
  it('only staff who manage projects ask; the milestone then awaits approval', async () => {
    const id = await newMilestone();
    for (const who of ['developer', 'designer', 'support'] as const) expect((await askFor(id, who)).status).toBe(404);
    for (const who of ['client_primary', 'client_additional'] as const) expect((await askFor(id, who)).status).toBe(403);
    const res = await askFor(id, 'manager', 'Please look at the home page');
    expect(res.status).toBe(200);
    expect(res.json.approval).toMatchObject({
      state: 'pending',
      status: 'pending',
      requestNote: 'Please look at the home page',
      requestedBy: { id: ids.manager },
      answeredAt: null,
      answeredBy: null,
    });
    expect(res.json.can).toMatchObject({ requestApproval: false, approve: false });
    expect((await askFor(id, 'admin')).status).toBe(409);
  });

  it('shows the flags by role: only the primary contact may answer', async () => {
    const id = await newMilestone();
    await askFor(id);
    expect((await milestoneAs(id, 'client_primary')).can).toMatchObject({ approve: true, requestApproval: false, edit: false });
    expect((await milestoneAs(id, 'client_additional')).can).toMatchObject({ approve: false, requestApproval: false });
    expect((await milestoneAs(id, 'client_additional')).approval.state).toBe('pending');
    for (const who of ['super_admin', 'admin', 'manager'] as const) expect((await milestoneAs(id, who)).can.approve).toBe(false);
  });

  it('tells the primary contacts only, and lists it on their pending card', async () => {
    const id = await newMilestone();
    await askFor(id, 'manager', 'Ready for you');
    const told = await rows<{ user_id: string }>(
      sql`select user_id from notifications where kind = 'approval_requested' and entity_id = ${id}`,
    );
    expect(told.map((r) => r.user_id)).toContain(ids.client_primary);
    expect(told.map((r) => r.user_id)).not.toContain(ids.client_additional);
    const pending = await call('/api/milestone-approvals/pending', 'client_primary');
    expect(pending.status).toBe(200);
    expect(pending.json.find((p: any) => p.milestone.id === id)).toMatchObject({
      project: { id: projectId },
      requestNote: 'Ready for you',
      can: { approve: true },
    });
    const theirs = await call('/api/milestone-approvals/pending', 'client_additional');
    expect(theirs.json.find((p: any) => p.milestone.id === id)).toMatchObject({ can: { approve: false } });
    // A developer not on the project does not see it.
    const dev = await call('/api/milestone-approvals/pending', 'developer');
    expect(dev.json.find((p: any) => p.milestone.id === id)).toBeUndefined();
  });
});

describe('answering', () => {
  it('refuses additional contacts and staff (403), whatever their rights elsewhere', async () => {
    const id = await newMilestone();
    await askFor(id);
    for (const who of ['client_additional', 'super_admin', 'admin', 'manager'] as const) {
      expect((await approve(id, who)).status).toBe(403);
      expect((await askChanges(id, 'No', who)).status).toBe(403);
    }
    for (const who of ['developer', 'designer', 'support'] as const) expect((await approve(id, who)).status).toBe(404);
    expect((await milestoneAs(id, 'manager')).approval.state).toBe('pending');
  });

  it('a milestone cancelled while it waits cannot be answered (409)', async () => {
    const id = await newMilestone();
    await askFor(id);
    await t.request(`/api/milestones/${id}`, { method: 'PATCH', cookie: cookies.manager, body: { status: 'cancelled' } });
    expect((await milestoneAs(id, 'client_primary')).can.approve).toBe(false);
    expect((await approve(id)).status).toBe(409);
  });

  it('needs a note to ask for changes (400, named field)', async () => {
    const id = await newMilestone();
    await askFor(id);
    for (const body of [{}, { note: '   ' }]) {
      const res = await call(`/api/milestones/${id}/request-changes`, 'client_primary', body);
      expect(res.status).toBe(400);
      expect(res.json.error.fields).toEqual({ note: 'Say what should change is required' });
    }
  });

  it('approving stores who, when, where, the note and the hash; completes a milestone without open tasks; tells the manager', async () => {
    const id = await newMilestone();
    expect((await approve(id)).status).toBe(409); // nothing asked yet
    await askFor(id);
    const res = await approve(id, 'client_primary', 'Looks great');
    expect(res.status).toBe(200);
    expect(res.json.status).toBe('completed');
    expect(res.json.completedAt).not.toBeNull();
    expect(res.json.approval).toMatchObject({
      state: 'approved',
      answerNote: 'Looks great',
      answeredBy: { id: ids.client_primary, name: 'Rebecca Holloway' },
    });
    const [row] = await rows<any>(sql`select * from milestone_approvals where milestone_id = ${id}`);
    expect(row).toMatchObject({
      status: 'approved',
      answered_by_id: ids.client_primary,
      answer_ip: IP,
      request_ip: IP,
      answer_note: 'Looks great',
    });
    const [m] = await rows<any>(sql`select name, description, due_date::text as due from milestones where id = ${id}`);
    expect(row.content_hash).toBe(contentHash({ name: m.name, description: m.description, dueDate: m.due, files: [] }));
    expect(row.content_hash).toMatch(/^[0-9a-f]{64}$/);
    expect((await approve(id)).status).toBe(409); // answered once

    const told = await rows<{ user_id: string; title: string }>(
      sql`select user_id, title from notifications where kind = 'approval_answered' and entity_id = ${id}`,
    );
    expect(told).toEqual([{ user_id: ids.manager, title: `${m.name} approved by Rebecca Holloway` }]);

    const audit = await call(`/api/audit-log?action=milestone.approved`, 'admin');
    expect(audit.json.items.find((e: any) => e.entityId === id)).toMatchObject({
      actor: { id: ids.client_primary },
      ipAddress: IP,
      metadata: { contentHash: row.content_hash, note: 'Looks great' },
    });
    const timeline = await call(`/api/clients/${clientId}/activity?pageSize=100`, 'manager');
    const actions = timeline.json.items.filter((e: any) => e.entityId === id).map((e: any) => e.action);
    expect(actions).toEqual(expect.arrayContaining(['milestone.approval_requested', 'milestone.approved']));
  });

  it('asking for changes keeps the note and tells the manager; the team may ask again', async () => {
    const id = await newMilestone();
    await askFor(id);
    const res = await askChanges(id, 'Use the darker blue');
    expect(res.status).toBe(200);
    expect(res.json.status).toBe('planned');
    expect(res.json.approval).toMatchObject({
      state: 'changes_requested',
      answerNote: 'Use the darker blue',
      answeredBy: { name: 'Rebecca Holloway' },
    });
    expect((await milestoneAs(id, 'manager')).can.requestApproval).toBe(true);
    const told = await rows<{ body: string }>(sql`select body from notifications where kind = 'approval_answered' and entity_id = ${id}`);
    expect(told[0]!.body).toContain('Use the darker blue');

    expect((await askFor(id, 'manager', 'Darker now')).status).toBe(200);
    const history = await call(`/api/milestones/${id}/approvals`, 'client_additional');
    expect(history.status).toBe(200);
    expect(history.json.map((e: any) => e.status)).toEqual(['pending', 'changes_requested']);
    expect(Object.keys(history.json[0])).not.toContain('answerIp');
  });
});

describe('approving what was read', () => {
  const CHANGED = 'This milestone changed after you opened it. Read it again before you answer.';
  const edit = (id: string, body: Record<string, unknown>) =>
    t.request(`/api/milestones/${id}`, { method: 'PATCH', cookie: cookies.manager, body });

  it('an edit after the request withdraws it: the approval of the old text is refused (409) and the client is told', async () => {
    const id = await newMilestone({ description: 'Scope: login page only' });
    await askFor(id);
    const read = await shownTo(id);
    expect(read.contentHash).toMatch(/^[0-9a-f]{64}$/);
    // The client's open screen is told the request changed (the live stream), not only the bell.
    const events = await t.app.request(`${APP_URL}/api/events`, { headers: { cookie: cookies.client_primary, origin: APP_URL } });
    const live = readSse(events.body!);
    await live.next((e) => e.event === 'ready');
    const changed = await edit(id, { description: 'Full rewrite of billing (+$50,000)' });
    expect(changed.status).toBe(200);
    expect((await live.next((e) => e.data.topic === 'approval' && e.data.id === read.approvalId)).data).toMatchObject({
      topic: 'approval',
      id: read.approvalId,
    });
    live.close();
    expect(changed.json.approval).toMatchObject({ state: 'withdrawn', status: 'withdrawn', currentHash: null });
    expect(changed.json.can.requestApproval).toBe(true);

    const res = await call(`/api/milestones/${id}/approve`, 'client_primary', { note: 'OK', ...read });
    expect(res.status).toBe(409);
    expect(res.json.error.message).toBe(CHANGED);
    const stored = await rows<{ status: string; answered_at: unknown }>(
      sql`select status, answered_at from milestone_approvals where milestone_id = ${id}`,
    );
    expect(stored).toEqual([{ status: 'pending', answered_at: null }]);
    expect((await milestoneAs(id, 'manager')).status).not.toBe('completed');

    // The client sees it withdrawn, without buttons, and off the pending card; the bell says why.
    const theirs = await milestoneAs(id, 'client_primary');
    expect(theirs.approval.state).toBe('withdrawn');
    expect(theirs.can.approve).toBe(false);
    const pending = await call('/api/milestone-approvals/pending', 'client_primary');
    expect(pending.json.find((p: any) => p.milestone.id === id)).toBeUndefined();
    const told = await rows<{ user_id: string; title: string }>(
      sql`select user_id, title from notifications where kind = 'approval_requested' and entity_id = ${id} and title like 'Approval request withdrawn%'`,
    );
    expect(told.map((n) => n.user_id)).toEqual([ids.client_primary]);
    expect(await rows(sql`select 1 from activity_log where action = 'milestone.approval_withdrawn' and entity_id = ${id}`)).toHaveLength(1);
    expect((await call(`/api/milestones/${id}/approvals`, 'client_primary')).json.map((e: any) => e.status)).toEqual(['withdrawn']);

    // Asked again: the old reading still fails, the new one is approved and the hash is of the new text.
    expect((await askFor(id)).status).toBe(200);
    expect((await call(`/api/milestones/${id}/approve`, 'client_primary', read)).status).toBe(409);
    const again = await shownTo(id);
    const ok = await call(`/api/milestones/${id}/approve`, 'client_primary', again);
    expect(ok.status, ok.text).toBe(200);
    const [m] = await rows<any>(sql`select name, description, due_date::text as due from milestones where id = ${id}`);
    const [row] = await rows<any>(sql`select content_hash from milestone_approvals where milestone_id = ${id} and status = 'approved'`);
    expect(row.content_hash).toBe(
      contentHash({ name: m.name, description: 'Full rewrite of billing (+$50,000)', dueDate: m.due, files: [] }),
    );
  });

  it('a file attached after the request withdraws it too; a wrong fingerprint or request is refused; a save without change keeps it', async () => {
    const id = await newMilestone();
    await askFor(id);
    const read = await shownTo(id);
    expect((await edit(id, { description: 'Home page' })).json.approval.state).toBe('pending');
    expect(
      (await call(`/api/milestones/${id}/approve`, 'client_primary', { ...read, contentHash: 'a'.repeat(64) })).json.error.message,
    ).toBe(CHANGED);
    expect((await call(`/api/milestones/${id}/approve`, 'client_primary', { ...read, approvalId: NO_REQUEST.approvalId })).status).toBe(
      409,
    );
    const bad = await call(`/api/milestones/${id}/approve`, 'client_primary', { approvalId: read.approvalId });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.json.error.fields)).toEqual(['contentHash']);

    await rows(sql`insert into files (entity_type, entity_id, project_id, client_id, name, size, content_type, storage_key)
      values ('milestone', ${id}, ${projectId}, ${clientId}, 'billing.pdf', 99, 'application/pdf', ${`test/${id}/billing.pdf`})`);
    expect((await milestoneAs(id, 'client_primary')).approval.state).toBe('withdrawn');
    const res = await call(`/api/milestones/${id}/approve`, 'client_primary', read);
    expect(res.status).toBe(409);
    expect(res.json.error.message).toBe(CHANGED);
    expect((await milestoneAs(id, 'manager')).can.requestApproval).toBe(true);
  });
});

describe('other companies', () => {
  it("another company's milestone is a 404 for client users", async () => {
    const [other] = await rows<{ id: string }>(sql`select id from clients where id <> ${clientId} order by id limit 1`);
    const made = await call('/api/projects', 'manager', { name: 'Elsewhere', clientId: other!.id });
    const ms = await call(`/api/projects/${made.json.id}/milestones`, 'manager', { name: 'Theirs' });
    await askFor(ms.json.id);
    expect((await approve(ms.json.id)).status).toBe(404);
    expect((await call(`/api/milestones/${ms.json.id}/approvals`, 'client_primary')).status).toBe(404);
    const pending = await call('/api/milestone-approvals/pending', 'client_primary');
    expect(pending.json.find((p: any) => p.milestone.id === ms.json.id)).toBeUndefined();
  });
});

describe('the demo', () => {
  it("shows one approved milestone and one awaiting approval to the demo client's contacts", async () => {
    const pending = await call('/api/milestone-approvals/pending', 'client_primary');
    const seeded = pending.json.filter((p: any) => p.project.id !== projectId);
    expect(seeded).toHaveLength(1);
    const list = await call(`/api/projects/${seeded[0].project.id}/milestones`, 'client_additional');
    const states = list.json.map((m: any) => m.approval?.state ?? null).filter(Boolean);
    expect(states.sort()).toEqual(['approved', 'pending']);
  });
});
