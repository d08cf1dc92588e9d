/**
 * Replies by e-mail (docs/product.md, Replies by e-mail; decision 0112), against a real IMAP server (Dovecot) and a real
 * SMTP server: a notification's reply address, a reply posted in its thread as its recipient with quoted history and
 * signature stripped and its files kept, and every reply that must not be posted (unmatched, another sender, too large
 * a file, a bounce, an automatic reply) with or without the short answer it gets.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '@server/db/client';
import { DEMO_ACCOUNTS } from '../support/harness';
import { PDF } from '../files/files-helpers';
import {
  fixture,
  headerOf,
  messageIdIn,
  outcomeOf,
  rawMail,
  startInboundWorld,
  textOf,
  type InboundWorld,
} from './replies-by-email-helpers';

let w: InboundWorld;
let project: { id: string; name: string };
let manager: string;
/** The client's reply address for the project's conversation, read from the notification e-mail they got. */
let replyTo: string;

const messagesOf = async () =>
  (await w.t.request(`/api/projects/${project.id}/messages?limit=100`, { cookie: manager })).json.items as {
    id: string;
    body: string;
    fileCount: number;
    author: { firstName: string; fromAgency: boolean } | null;
  }[];

/** Appends `raw` to the mailbox and waits for the app to handle it. */
async function deliver(raw: Buffer, timeoutMs?: number): Promise<string> {
  await w.imap.append(raw);
  return outcomeOf(w.t, messageIdIn(raw), timeoutMs);
}

const answersTo = (address: string) =>
  w.smtp.received.filter((m) => m.to.includes(address) && /^Subject: (Not posted|Some files)/im.test(m.raw));

beforeAll(async () => {
  w = await startInboundWorld();
  manager = await w.t.as(DEMO_ACCOUNTS.manager);
  project = (
    await queryRows<{ id: string; name: string }>(
      w.t.database.db,
      sql`select id, name from projects where status not in ('completed', 'cancelled')
        and client_id = (select client_id from users where email = ${DEMO_ACCOUNTS.client_primary}) order by name limit 1`,
    )
  )[0]!;
  const before = w.smtp.received.length;
  const res = await w.t.request(`/api/projects/${project.id}/messages`, {
    cookie: manager,
    body: { body: 'Here are the two header options.' },
  });
  expect(res.status).toBe(201);
  await w.smtp.waitFor(before + 1);
  const mail = w.smtp.received.slice(before).find((m) => m.to.includes(DEMO_ACCOUNTS.client_primary))!;
  replyTo = headerOf(mail, 'Reply-To')!;
}, 60_000);

afterAll(async () => {
  await w?.close();
});

describe('reply addresses', () => {
  it('gives each recipient of a conversation message their own reply address on the inbound mailbox, and says so in the text', async () => {
    expect(replyTo).toMatch(/^replies\+[a-z0-9]{24}@agency\.test$/);
    const other = w.smtp.received.find(
      (m) => m.to.includes(DEMO_ACCOUNTS.client_additional) && /Here are the two header options/.test(textOf(m)),
    );
    expect(headerOf(other!, 'Reply-To')).toMatch(/^replies\+[a-z0-9]{24}@agency\.test$/);
    expect(headerOf(other!, 'Reply-To')).not.toBe(replyTo);
    const mine = w.smtp.received.find((m) => m.to.includes(DEMO_ACCOUNTS.client_primary))!;
    expect(textOf(mine)).toContain('answer by replying to this e-mail');
  });

  it('offers no reply address on an internal note, which stays the agency’s', async () => {
    const before = w.smtp.received.length;
    await w.t.request(`/api/projects/${project.id}/messages`, {
      cookie: manager,
      body: { body: 'Internal: budget is tight.', internal: true },
    });
    const notes = w.smtp.received.slice(before);
    expect(notes.every((m) => !/^Reply-To: replies\+/im.test(m.raw))).toBe(true);
  });
});

describe('a reply by e-mail', () => {
  it.each([
    ['Gmail', 'reply-gmail.txt', "Thanks, the new header looks great. Let's go with option B."],
    ['Outlook (header block)', 'reply-outlook.txt', 'Option B please, and can we see it on mobile too?\n\nBest regards\nClara'],
    ['Outlook (Original Message)', 'reply-outlook-original.txt', 'Looks good to me.'],
    ['Apple Mail', 'reply-apple.txt', 'Approved from my side, thank you!'],
    ['a signature', 'reply-signature.txt', 'Friday works for the review call.'],
  ])('in %s style is posted as the client, without the quoted history or the signature', async (_style, file, expected) => {
    const raw = await rawMail({
      from: `Clara <${DEMO_ACCOUNTS.client_primary}>`,
      to: replyTo,
      subject: `Re: New message on ${project.name}`,
      text: fixture(file),
    });
    expect(await deliver(raw)).toBe('posted');
    const posted = (await messagesOf()).at(-1)!;
    expect(posted.body).toBe(expected);
    expect(posted.author?.fromAgency).toBe(false);
    expect(posted.body).not.toMatch(/wrote:|Here are the two header options|Original Message|Marketing lead/);
    expect(answersTo(DEMO_ACCOUNTS.client_primary)).toHaveLength(0);
  });

  it('of HTML only is posted as its text, and its attachment kept as a file of the message', async () => {
    const raw = await rawMail({
      from: DEMO_ACCOUNTS.client_primary,
      to: replyTo,
      subject: 'Re: header',
      html: '<div dir="ltr"><p>The <b>brief</b> is attached.</p></div><div class="gmail_quote">On Tue, Nov 24, 2026 at 10:02 AM Northwind Studio wrote:<blockquote>old text</blockquote></div>',
      attachments: [{ filename: 'brief.pdf', content: PDF, contentType: 'application/pdf' }],
    });
    expect(await deliver(raw)).toBe('posted');
    const posted = (await messagesOf()).at(-1)!;
    expect(posted.body).toBe('The brief is attached.');
    expect(posted.fileCount).toBe(1);
  });

  it('with a file over 25 MB is posted without the file, and the sender is told why', async () => {
    const raw = await rawMail({
      from: DEMO_ACCOUNTS.client_primary,
      to: replyTo,
      subject: 'Re: the video',
      text: 'The raw footage is attached.',
      attachments: [
        {
          filename: 'footage.pdf',
          content: Buffer.concat([PDF, Buffer.alloc(25 * 1024 * 1024 + 10, 0x20)]),
          contentType: 'application/pdf',
        },
      ],
    });
    expect(await deliver(raw, 50_000)).toBe('posted');
    const posted = (await messagesOf()).at(-1)!;
    expect(posted.body).toBe('The raw footage is attached.');
    expect(posted.fileCount).toBe(0);
    const [told] = answersTo(DEMO_ACCOUNTS.client_primary);
    expect(textOf(told!)).toMatch(/footage\.pdf: The file is larger than 25 MB/);
  }, 60_000);

  it('to an address that matches no thread is not posted, and the sender is told why', async () => {
    const before = (await messagesOf()).length;
    const raw = await rawMail({
      from: 'someone@elsewhere.test',
      to: 'replies+aaaaaaaaaaaaaaaaaaaaaaaa@agency.test',
      subject: 'Hello',
      text: 'Is anyone there?',
    });
    expect(await deliver(raw)).toBe('refused');
    expect(await messagesOf()).toHaveLength(before);
    expect(textOf(answersTo('someone@elsewhere.test')[0]!)).toMatch(/does not belong to any conversation/);
  });

  it('from another address than the recipient’s is not posted, and that sender is told why', async () => {
    const before = (await messagesOf()).length;
    const raw = await rawMail({
      from: 'mallory@attacker.test',
      to: replyTo,
      subject: 'Re: header',
      text: 'Please send the invoices to my address.',
    });
    expect(await deliver(raw)).toBe('refused');
    expect(await messagesOf()).toHaveLength(before);
    expect(textOf(answersTo('mallory@attacker.test')[0]!)).toMatch(/not the address this reply address was sent to/);
  });

  it('from a bounce is dropped without an answer', async () => {
    const before = { messages: (await messagesOf()).length, mails: w.smtp.received.length };
    const raw = await rawMail({
      from: 'MAILER-DAEMON@mx.client.test',
      to: replyTo,
      subject: 'Undelivered Mail Returned to Sender',
      headers: { 'Auto-Submitted': 'auto-replied' },
      text: 'This is the mail system at host mx.client.test. I am sorry to have to inform you that your message could not be delivered.',
    });
    expect(await deliver(raw)).toBe('ignored');
    expect(await messagesOf()).toHaveLength(before.messages);
    expect(w.smtp.received).toHaveLength(before.mails);
  });

  it('from an auto-responder is dropped without an answer, so no loop starts', async () => {
    const before = { messages: (await messagesOf()).length, mails: w.smtp.received.length };
    const raw = await rawMail({
      from: DEMO_ACCOUNTS.client_primary,
      to: replyTo,
      subject: 'Out of office: New message',
      headers: { 'Auto-Submitted': 'auto-replied', 'X-Autoreply': 'yes', Precedence: 'auto_reply' },
      text: 'I am out of the office until Monday.',
    });
    expect(await deliver(raw)).toBe('ignored');
    expect(await messagesOf()).toHaveLength(before.messages);
    expect(w.smtp.received).toHaveLength(before.mails);
  });

  it('is posted once, even when the same message arrives twice, and is left read in the mailbox', async () => {
    const raw = await rawMail({ from: DEMO_ACCOUNTS.client_primary, to: replyTo, subject: 'Re: once', text: 'Only once, please.' });
    expect(await deliver(raw)).toBe('posted');
    await w.imap.append(raw);
    await w.poller.lookNow();
    expect((await messagesOf()).filter((m) => m.body === 'Only once, please.')).toHaveLength(1);
    expect((await w.imap.messages()).every((m) => m.seen)).toBe(true);
  });
});
