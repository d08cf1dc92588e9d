/**
 * A milestone approval that no longer holds (docs/product.md, Milestone approvals; decision 0041): the hash of what was
 * approved, and the approval lost when the milestone or its files change afterwards. The rest: milestone-approvals.test.ts.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contentHash } from '@server/features/milestones/approval-content';
import {
  approve,
  askFor,
  call,
  clientId,
  cookies,
  milestoneAs,
  newMilestone,
  projectId,
  rows,
  setUpApprovals,
  t,
} from './milestone-approvals-helpers';

setUpApprovals();

describe('the hash and a change after approval', () => {
  it('is stable and changes with the name, description, due date or files', () => {
    const base = {
      name: 'Launch',
      description: 'Go live',
      dueDate: '2099-01-01',
      files: [
        { id: 'b', name: 'b.pdf', size: 2 },
        { id: 'a', name: 'a.pdf', size: 1 },
      ],
    };
    const hash = contentHash(base);
    expect(contentHash({ ...base, files: [...base.files].reverse() })).toBe(hash);
    expect(contentHash({ ...base })).toBe(hash);
    for (const changed of [
      { ...base, name: 'Launch!' },
      { ...base, description: null },
      { ...base, dueDate: '2099-01-02' },
      { ...base, files: base.files.slice(1) },
      { ...base, files: [...base.files, { id: 'c', name: 'c.png', size: 3 }] },
      { ...base, files: [{ ...base.files[0]!, size: 5 }, base.files[1]!] },
    ])
      expect(contentHash(changed)).not.toBe(hash);
  });

  it('a save that changes nothing approved keeps the approval; a change takes it away and says when', async () => {
    const id = await newMilestone();
    await askFor(id);
    await approve(id);
    const resave = await t.request(`/api/milestones/${id}`, {
      method: 'PATCH',
      cookie: cookies.manager,
      body: { description: 'Home page' },
    });
    expect(resave.json.approval.state).toBe('approved');
    const changed = await t.request(`/api/milestones/${id}`, { method: 'PATCH', cookie: cookies.manager, body: { dueDate: '2099-04-01' } });
    expect(changed.status).toBe(200);
    expect(changed.json.approval).toMatchObject({ state: 'changed', status: 'approved' });
    expect(changed.json.approval.changedAt).not.toBeNull();
    expect(changed.json.can.requestApproval).toBe(true);
    expect((await milestoneAs(id, 'client_primary')).approval.state).toBe('changed');
    const lost = await rows(sql`select 1 from activity_log where action = 'milestone.approval_lost' and entity_id = ${id}`);
    expect(lost).toHaveLength(1);
    // Asking again starts a new request; the old approval stays in the history.
    expect((await askFor(id)).status).toBe(200);
    const history = await call(`/api/milestones/${id}/approvals`, 'manager');
    expect(history.json.map((e: any) => e.status)).toEqual(['pending', 'approved']);
    expect(history.json[1].invalidatedAt).not.toBeNull();
  });

  it('a file attached after approval takes it away, and the hash covers the files', async () => {
    const id = await newMilestone();
    await askFor(id);
    await approve(id);
    const attach = (name: string) =>
      rows<{ id: string }>(sql`insert into files (entity_type, entity_id, project_id, client_id, name, size, content_type, storage_key)
        values ('milestone', ${id}, ${projectId}, ${clientId}, ${name}, 1234, 'application/pdf', ${`test/${id}/${name}`}) returning id`);
    const [file] = await attach('mockup.pdf');
    const m = await milestoneAs(id, 'manager');
    expect(m.approval.state).toBe('changed');
    expect(m.approval.changedAt).not.toBeNull();
    // Asked and approved again with the file: the stored hash now names it.
    await askFor(id);
    await approve(id);
    const [row] = await rows<any>(
      sql`select content_hash from milestone_approvals where milestone_id = ${id} and status = 'approved' and invalidated_at is null order by requested_at desc limit 1`,
    );
    const [ms] = await rows<any>(sql`select name, description, due_date::text as due from milestones where id = ${id}`);
    expect(row.content_hash).toBe(
      contentHash({
        name: ms.name,
        description: ms.description,
        dueDate: ms.due,
        files: [{ id: file!.id, name: 'mockup.pdf', size: 1234 }],
      }),
    );
    expect((await milestoneAs(id, 'client_primary')).approval.state).toBe('approved');
    await rows(sql`delete from files where id = ${file!.id}`);
    expect((await milestoneAs(id, 'client_primary')).approval.state).toBe('changed');
  });

  it('a change made behind the service (another feature) is caught by the hash', async () => {
    const id = await newMilestone();
    await askFor(id);
    await approve(id);
    await rows(sql`update milestones set name = name || ' v2' where id = ${id}`);
    const m = await milestoneAs(id, 'client_primary');
    expect(m.approval.state).toBe('changed');
    expect(m.approval.changedAt).toBeNull();
  });
});
