/**
 * What a client user may not see, at the bench's scale, after the tasks, comments and requests exist: one bench task
 * in five kept from the client (decision 0103), a third of their comments internal, and a thread of five messages on
 * every client request (decision 0109), one in five an internal note. A client user of the busy project's client
 * ('bench-client-201', signed in as bench-client@demo.test with the demo password) reads its own lists through those
 * filters. Same shape, same data: every choice is a hash of the row.
 */
import type { Shape } from './dataset';

/** The client user of 'bench-client-201', made by the statements below. */
export const BENCH_CLIENT_USER = 'bench-client@demo.test';

const uuidOf = (label: string, n: string) => `md5('${label}-' || (${n}))::uuid`;

export function visibilityStatements(shape: Shape): string[] {
  // The busy project's client; a smaller set (the embedded database's) has no 201st and uses its first.
  const company = uuidOf('bench-client', String(shape.clients >= 201 ? 201 : 1));
  const benchTask = `client_id in (select ${uuidOf('bench-client', 'g')} from generate_series(1, ${shape.clients}) g)`;
  return [
    // A copy of the demo's client user (its password included) on the bench client.
    `insert into users (email, email_verified, name, first_name, last_name, role, status, client_id)
     select '${BENCH_CLIENT_USER}', true, 'Bench Client', 'Bench', 'Client', 'client_primary', 'active', ${company}
     from users where email = 'client_primary@demo.test'`,
    `insert into accounts (account_id, provider_id, user_id, password)
     select b.id::text, 'credential', b.id, a.password
     from users b, accounts a join users u on u.id = a.user_id
     where b.email = '${BENCH_CLIENT_USER}' and u.email = 'client_primary@demo.test' and a.provider_id = 'credential'`,
    `update tasks set client_visible = false where abs(hashtext(id::text)) % 5 = 0 and ${benchTask}`,
    `update task_comments set internal = true where abs(hashtext(id::text)) % 3 = 0 and task_id in (select id from tasks where ${benchTask})`,
    `insert into request_messages (request_id, client_id, author_id, body, internal, created_at)
     select r.id, r.client_id, case when k % 2 = 0 then r.created_by_id else (select id from users where email = 'manager@demo.test') end,
       'Message ' || k || ' on this request', k % 5 = 4, r.created_at + k * interval '1 hour'
     from client_requests r, generate_series(0, 4) k
     where r.title like '% #%'`,
    `analyze tasks; analyze task_comments; analyze request_messages`,
  ];
}
