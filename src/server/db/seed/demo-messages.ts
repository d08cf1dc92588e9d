/**
 * The demo's project conversations (decision 0043), made in SQL from the projects and people already seeded: on the
 * first project (active first) of every company with portal users, a short exchange between its manager and the
 * company's first portal user, with one internal note the client never sees. Deterministic: the same seed gives the
 * same messages.
 */
import { sql } from 'drizzle-orm';
import type { Tx } from '../transaction';

/** [who writes ('team' or 'client'), internal, hours ago, text]. */
const CONVERSATION = [
  ['team', false, 74, 'Hi! The first designs for the home page are ready: https://example.com/designs\n\nLet us know what you think.'],
  ['client', false, 50, 'Thanks, they look great. A few thoughts:\n- The logo feels a bit small\n- Could the menu move to the right?'],
  ['team', true, 49, 'Internal note: they asked for a bigger logo on the last project too. Let us plan for it in the next round.'],
  ['team', false, 26, 'Good points, both done. We will send the updated version on **Friday**.'],
] as const;

export async function seedDemoMessages(tx: Tx): Promise<void> {
  for (const [who, internal, hoursAgo, body] of CONVERSATION) {
    const author =
      who === 'team'
        ? sql`coalesce(p.project_manager_id, (select u.id from users u where u.role = 'manager' order by u.email limit 1))`
        : sql`(select u.id from users u where u.client_id = c.id order by u.role, u.email limit 1)`;
    const at = sql`now() - make_interval(hours => ${hoursAgo})`;
    await tx.execute(sql`
      insert into project_messages (project_id, client_id, author_id, body, internal, created_at, updated_at)
      select p.id, c.id, ${author}, ${body}, ${internal}, ${at}, ${at}
      from clients c
      join lateral (select * from projects p where p.client_id = c.id order by (p.status = 'active') desc, p.created_at, p.id limit 1) p on true
      where exists (select 1 from users u where u.client_id = c.id)`);
  }
}
