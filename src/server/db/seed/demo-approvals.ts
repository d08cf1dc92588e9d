/**
 * The demo's milestone approvals (decision 0041), made from the milestones already seeded: on the first project of
 * the demo client company (client_primary@demo.test's) that has both, a completed milestone its primary contact
 * approved and an open one awaiting approval, so a new user sees both states on the Milestones tab and the client
 * dashboard. The approved one carries the hash of what it is, so it holds until someone changes it.
 */
import { sql } from 'drizzle-orm';
import { contentHash } from '../../approval-hash';
import { queryRows } from '../client';
import type { Tx } from '../transaction';

interface Place {
  approved_id: string;
  name: string;
  description: string | null;
  due: string | null;
  pending_id: string;
  manager_id: string | null;
  client_user_id: string;
}

export async function seedDemoApprovals(tx: Tx): Promise<void> {
  const [place] = await queryRows<Place>(
    tx,
    sql`select done.id as approved_id, done.name, done.description, done.due_date::text as due, open.id as pending_id,
               p.project_manager_id as manager_id, u.id as client_user_id
        from users u
        join projects p on p.client_id = u.client_id
        join lateral (select * from milestones m where m.project_id = p.id and m.status = 'completed' order by m.order_index, m.id limit 1) done on true
        join lateral (select * from milestones m where m.project_id = p.id and m.status in ('planned', 'in_progress', 'delayed')
                      order by m.order_index, m.id limit 1) open on true
        where u.email = 'client_primary@demo.test'
        order by p.created_at, p.id
        limit 1`,
  );
  if (!place) return;
  const files = await queryRows<{ id: string; name: string; size: number }>(
    tx,
    sql`select id, name, size from files where entity_type = 'milestone' and entity_id = ${place.approved_id}`,
  );
  const hash = contentHash({
    name: place.name,
    description: place.description,
    dueDate: place.due,
    files: files.map((f) => ({ ...f, size: Number(f.size) })),
  });
  await tx.execute(sql`
    insert into milestone_approvals (milestone_id, status, requested_by_id, requested_at, request_note, answered_by_id, answered_at,
                                     answer_note, content_hash)
    values (${place.approved_id}, 'approved', ${place.manager_id}, now() - interval '6 days', 'Everything in this phase is live for you to review.',
            ${place.client_user_id}, now() - interval '5 days', 'Looks great, thank you.', ${hash}),
           (${place.pending_id}, 'pending', ${place.manager_id}, now() - interval '1 day', 'Please review the latest version before we move on.',
            null, null, null, null)`);
}
