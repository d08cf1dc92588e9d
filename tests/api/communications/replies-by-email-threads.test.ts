/**
 * Replies by e-mail (decision 0112) in the other threads and when the thread or person has moved on: a reply to a task
 * comment's e-mail is a comment by its recipient; a reply to a completed project's conversation, or from a deactivated
 * user, is not posted and its sender is told why.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '@server/db/client';
import { DEMO_ACCOUNTS } from '../support/harness';
import { headerOf, messageIdIn, outcomeOf, rawMail, startInboundWorld, textOf, type InboundWorld } from './replies-by-email-helpers';

let w: InboundWorld;
let manager: string;

const one = async <T>(query: ReturnType<typeof sql>) => (await queryRows<T>(w.t.database.db, query))[0]!;

async function deliver(raw: Buffer): Promise<string> {
  await w.imap.append(raw);
  return outcomeOf(w.t, messageIdIn(raw));
}

/** The Reply-To of the newest mail to `address` since `before` mails had arrived. */
async function replyAddressOf(address: string, before: number): Promise<string> {
  await w.smtp.waitFor(before + 1);
  const mail = w.smtp.received.slice(before).find((m) => m.to.includes(address))!;
  return headerOf(mail, 'Reply-To')!;
}

beforeAll(async () => {
  w = await startInboundWorld();
  manager = await w.t.as(DEMO_ACCOUNTS.manager);
}, 60_000);

afterAll(async () => {
  await w?.close();
});

describe('replies by e-mail in other threads', () => {
  it('to a task comment’s e-mail is a comment by the task’s assignee', async () => {
    const task = await one<{ id: string }>(sql`select t.id from tasks t join users u on u.id = t.assigned_to_id
      join projects p on p.id = t.project_id
      where u.email = ${DEMO_ACCOUNTS.developer} and p.status not in ('completed', 'cancelled') order by t.id limit 1`);
    const before = w.smtp.received.length;
    expect(
      (await w.t.request(`/api/tasks/${task.id}/comments`, { cookie: manager, body: { content: 'Can you check the login bug?' } })).status,
    ).toBe(201);
    const replyTo = await replyAddressOf(DEMO_ACCOUNTS.developer, before);
    expect(replyTo).toMatch(/^replies\+[a-z0-9]{24}@agency\.test$/);
    const raw = await rawMail({
      from: DEMO_ACCOUNTS.developer,
      to: replyTo,
      subject: 'Re: New comment',
      text: 'Fixed on staging.\n\nOn Tue, 24 Nov 2026, Portal wrote:\n> Can you check',
    });
    expect(await deliver(raw)).toBe('posted');
    const comments = (await w.t.request(`/api/tasks/${task.id}/comments`, { cookie: manager })).json as { content: string }[];
    expect(comments.map((c) => c.content)).toContain('Fixed on staging.');
    const author = await one<{ email: string }>(
      sql`select u.email from task_comments c join users u on u.id = c.user_id where c.content = 'Fixed on staging.'`,
    );
    expect(author.email).toBe(DEMO_ACCOUNTS.developer);
  });
});

describe('replies by e-mail in a request’s thread', () => {
  it('to a request message’s e-mail is a message of its filer in the thread, which the team reads', async () => {
    const request = await one<{ id: string }>(sql`select r.id from client_requests r join projects p on p.id = r.project_id
      where r.client_id = (select client_id from users where email = ${DEMO_ACCOUNTS.client_primary})
        and p.status not in ('completed', 'cancelled') order by r.number limit 1`);
    // The filer's first word makes them one of the thread's people, whom the team's answer is mailed to.
    const client = await w.t.as(DEMO_ACCOUNTS.client_primary);
    await w.t.request(`/api/requests/${request.id}/messages`, { cookie: client, body: { body: 'Any news on this?' } });
    const before = w.smtp.received.length;
    const posted = await w.t.request(`/api/requests/${request.id}/messages`, {
      cookie: manager,
      body: { body: 'Could you send the new logo as an SVG?' },
    });
    expect(posted.status).toBe(201);
    const replyTo = await replyAddressOf(DEMO_ACCOUNTS.client_primary, before);
    expect(replyTo).toMatch(/^replies\+[a-z0-9]{24}@agency\.test$/);
    const raw = await rawMail({
      from: DEMO_ACCOUNTS.client_primary,
      to: replyTo,
      subject: 'Re: New message on a request',
      text: 'Attached by Friday.\n\nOn Tue, 24 Nov 2026, Portal wrote:\n> Could you send',
    });
    expect(await deliver(raw)).toBe('posted');
    const thread = (await w.t.request(`/api/requests/${request.id}/messages`, { cookie: manager })).json as {
      items: { body: string; internal: boolean }[];
    };
    const reply = thread.items.find((m) => m.body === 'Attached by Friday.');
    expect(reply?.internal).toBe(false);
    const author = await one<{ email: string }>(
      sql`select u.email from request_messages m join users u on u.id = m.author_id where m.body = 'Attached by Friday.'`,
    );
    expect(author.email).toBe(DEMO_ACCOUNTS.client_primary);
  });
});

describe('a reply that arrives too late', () => {
  let project: { id: string; status: string };
  let replyTo: { primary: string; additional: string };

  beforeAll(async () => {
    project = await one(sql`select id, status from projects where status not in ('completed', 'cancelled')
      and client_id = (select client_id from users where email = ${DEMO_ACCOUNTS.client_primary}) order by name limit 1`);
    const before = w.smtp.received.length;
    await w.t.request(`/api/projects/${project.id}/messages`, { cookie: manager, body: { body: 'The launch is on Monday.' } });
    await w.smtp.waitFor(before + 2);
    replyTo = {
      primary: await replyAddressOf(DEMO_ACCOUNTS.client_primary, before),
      additional: await replyAddressOf(DEMO_ACCOUNTS.client_additional, before),
    };
  });

  const countMessages = async () =>
    (await one<{ n: number }>(sql`select count(*)::int as n from project_messages where project_id = ${project.id}`)).n;

  it('to a completed project is not posted, and the sender is told the project is completed', async () => {
    await w.t.database.db.execute(sql`update projects set status = 'completed' where id = ${project.id}`);
    try {
      const before = await countMessages();
      const raw = await rawMail({ from: DEMO_ACCOUNTS.client_primary, to: replyTo.primary, subject: 'Re: launch', text: 'Great news!' });
      expect(await deliver(raw)).toBe('refused');
      expect(await countMessages()).toBe(before);
      const answer = w.smtp.received
        .filter((m) => m.to.includes(DEMO_ACCOUNTS.client_primary) && /^Subject: Not posted/im.test(m.raw))
        .at(-1)!;
      expect(textOf(answer)).toMatch(/is completed, so its threads take no more replies/);
    } finally {
      await w.t.database.db.execute(sql`update projects set status = ${project.status} where id = ${project.id}`);
    }
  });

  it('from a user who was deactivated is not posted, and they are told why', async () => {
    await w.t.database.db.execute(sql`update users set status = 'inactive' where email = ${DEMO_ACCOUNTS.client_additional}`);
    const before = await countMessages();
    const raw = await rawMail({
      from: DEMO_ACCOUNTS.client_additional,
      to: replyTo.additional,
      subject: 'Re: launch',
      text: 'See you Monday.',
    });
    expect(await deliver(raw)).toBe('refused');
    expect(await countMessages()).toBe(before);
    const answer = w.smtp.received
      .filter((m) => m.to.includes(DEMO_ACCOUNTS.client_additional) && /^Subject: Not posted/im.test(m.raw))
      .at(-1)!;
    expect(textOf(answer)).toMatch(/no longer active/);
  });
});
