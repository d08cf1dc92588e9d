/**
 * The demo's client requests (decision 0044), made in SQL from the clients, projects and tasks already seeded: on the
 * first project (active first) of every company with portal users, one request still open, one declined with its
 * reason, and one accepted whose task is the project's newest task. The open one has a short thread (decision 0109):
 * the manager asks, the client answers, and the team leaves an internal note the client never sees. Deterministic: the
 * same seed gives the same requests.
 */
import { sql } from 'drizzle-orm';
import type { Tx } from '../transaction';

const OPEN = [
  ['Add a CSV export to the reports page', 'Our finance team copies the figures by hand every month.', 'medium'],
  ['Let us change the logo in the header', 'We are rebranding in the spring.', 'low'],
  ['Show order totals on the dashboard', 'The sales team asks for it in every weekly meeting.', 'high'],
] as const;
const DECLINED = [
  [
    'Host a copy of the site on our own servers',
    'Our IT team would like to run it in house.',
    'We host and monitor every site we build; a self-hosted copy is outside our support contract. We are happy to quote it as a separate project.',
  ],
  [
    'Add a chat with every visitor',
    'A live chat on every page.',
    'A live chat needs staff on your side to answer it; let us talk about a contact form with a reply promise first.',
  ],
] as const;

/** The open request's thread: [who writes ('team' or 'client'), internal, hours ago, text]. */
const THREAD = [
  ['team', false, 40, 'Thanks for asking! Who will use it, and by when would you need it?'],
  ['client', false, 30, 'Our finance team, before the end of the month if possible.'],
  [
    'team',
    true,
    29,
    'Internal note: it fits in the next sprint if we move the search work; check with the developers before we promise a date.',
  ],
] as const;

/** `text[]` literal of one column of a list of rows (our own constants). */
const column = (rows: readonly (readonly string[])[], i: number) =>
  sql.raw(`array[${rows.map((r) => `'${r[i]!.replace(/'/g, "''")}'`).join(', ')}]::text[]`);

export async function seedDemoRequests(tx: Tx): Promise<void> {
  // Each company with portal users, its first project, its first portal user (the author) and who answers.
  await tx.execute(sql`
    create temporary table demo_request_places on commit drop as
    select c.id as client_id, p.id as project_id, p.project_manager_id as manager_id, p.created_at as project_created,
           (select u.id from users u where u.client_id = c.id order by u.role, u.email limit 1) as author_id,
           row_number() over (order by c.name) as n
    from clients c
    join lateral (select * from projects p where p.client_id = c.id order by (p.status = 'active') desc, p.created_at, p.id limit 1) p on true
    where exists (select 1 from users u where u.client_id = c.id)`);
  const pickOf = (rows: readonly unknown[]) => sql.raw(`1 + ((n - 1) % ${rows.length})::int`);
  await tx.execute(sql`
    insert into client_requests (client_id, project_id, title, description, priority, status, created_by_id, created_at, updated_at)
    select client_id, project_id, (${column(OPEN, 0)})[${pickOf(OPEN)}], (${column(OPEN, 1)})[${pickOf(OPEN)}],
           (${column(OPEN, 2)})[${pickOf(OPEN)}], 'open', author_id, now() - interval '2 days', now() - interval '2 days'
    from demo_request_places`);
  for (const [who, internal, hoursAgo, body] of THREAD) {
    const author =
      who === 'team'
        ? sql`coalesce(pl.manager_id, (select u.id from users u where u.role = 'manager' order by u.email limit 1))`
        : sql`pl.author_id`;
    await tx.execute(sql`
      insert into request_messages (request_id, client_id, author_id, body, internal, created_at)
      select r.id, pl.client_id, ${author}, ${body}, ${internal}, now() - make_interval(hours => ${hoursAgo})
      from demo_request_places pl join client_requests r on r.project_id = pl.project_id and r.status = 'open'`);
  }
  await tx.execute(sql`
    insert into client_requests (client_id, project_id, title, description, priority, status, created_by_id, decided_by_id,
                                 decided_at, decline_reason, created_at, updated_at)
    select client_id, project_id, (${column(DECLINED, 0)})[${pickOf(DECLINED)}], (${column(DECLINED, 1)})[${pickOf(DECLINED)}], 'medium',
           'declined', author_id, manager_id, now() - interval '5 days', (${column(DECLINED, 2)})[${pickOf(DECLINED)}],
           now() - interval '9 days', now() - interval '5 days'
    from demo_request_places`);
  // Accepted: the request came first, and the task of the same title was made from it when it was accepted.
  await tx.execute(sql`
    insert into client_requests (client_id, project_id, title, description, priority, status, created_by_id, decided_by_id,
                                 decided_at, task_id, created_at, updated_at)
    select pl.client_id, pl.project_id, t.title, t.description, t.priority, 'accepted', pl.author_id, pl.manager_id,
           t.created_at, t.id, t.created_at - interval '1 day', t.created_at
    from demo_request_places pl
    join lateral (select * from tasks t where t.project_id = pl.project_id order by t.created_at desc, t.id limit 1) t on true`);
  // The client asked for it: they follow it (decision 0103).
  await tx.execute(sql`update tasks set client_visible = true where id in (select task_id from client_requests where task_id is not null)`);
}
