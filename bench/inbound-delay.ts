/**
 * Replies by e-mail (decision 0112): how long a client's reply takes from the agency's mailbox to its thread. The app
 * runs on PostgreSQL with the demo data and reads a real mailbox (Debian's Dovecot, the tests' IMAP server, started in
 * a temporary folder) as it does in production: IMAP IDLE, each new message parsed, matched to its reply address and
 * posted in the conversation. A client replies 100 times, one reply after the other was posted (the delay one reply
 * sees), then 100 replies arrive at once (the delay of the last of a burst). The time runs from the moment the message
 * is put in the mailbox to the moment the app has recorded it as posted.
 */
import { sql } from 'drizzle-orm';
import { queryRows } from '@server/db/client';
import type { Figure } from './figure';

const REPLIES = 100;

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! * 10) / 10;
};

export async function inboundDelay(adminUrl: string): Promise<Figure[]> {
  // The tests' harness makes its databases on this server (a copy of a demo-seeded template per app).
  process.env.TEST_DATABASE_URL = adminUrl;
  const { startInboundWorld, rawMail, headerOf } = await import('../tests/api/communications/replies-by-email-helpers');
  const { DEMO_ACCOUNTS } = await import('../tests/api/support/harness');
  const w = await startInboundWorld();
  try {
    const manager = await w.t.as(DEMO_ACCOUNTS.manager);
    const [project] = await queryRows<{ id: string }>(
      w.t.database.db,
      sql`select id from projects where status not in ('completed', 'cancelled')
        and client_id = (select client_id from users where email = ${DEMO_ACCOUNTS.client_primary}) order by name limit 1`,
    );
    // The manager writes; the client's notification e-mail carries their reply address.
    const before = w.smtp.received.length;
    await w.t.request(`/api/projects/${project!.id}/messages`, { cookie: manager, body: { body: 'Which header do you prefer?' } });
    await w.smtp.waitFor(before + 1);
    const mail = w.smtp.received.slice(before).find((m) => m.to.includes(DEMO_ACCOUNTS.client_primary))!;
    const replyTo = headerOf(mail, 'Reply-To')!;

    const reply = (n: number) =>
      rawMail({
        from: DEMO_ACCOUNTS.client_primary,
        to: replyTo,
        subject: 'Re: Which header do you prefer?',
        text: `Reply ${n}: the second one.`,
      });
    const messageId = (raw: Buffer) => /^Message-ID:\s*(\S+)/im.exec(raw.toString('utf8'))![1]!;
    const posted = async (ids: string[]) =>
      new Set(
        (
          await queryRows<{ message_id: string }>(
            w.t.database.db,
            sql`select message_id from inbound_messages where outcome = 'posted' and message_id in ${ids}`,
          )
        ).map((r) => r.message_id),
      );
    /** Puts the replies in the mailbox together and answers each one's delay until it is posted. */
    async function delays(raws: Buffer[]): Promise<number[]> {
      const ids = raws.map(messageId);
      const started = performance.now();
      await Promise.all(raws.map((raw) => w.imap.append(raw)));
      const took = new Map<string, number>();
      const until = started + 60_000;
      while (took.size < ids.length && performance.now() < until) {
        const now = performance.now();
        for (const id of await posted(ids.filter((i) => !took.has(i)))) took.set(id, now - started);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      if (took.size < ids.length) throw new Error(`${ids.length - took.size} replies were not posted within 60 s`);
      return ids.map((id) => took.get(id)!);
    }

    const one: number[] = [];
    for (let n = 1; n <= REPLIES; n++) one.push(...(await delays([await reply(n)])));
    const burst = await delays(await Promise.all(Array.from({ length: REPLIES }, (_, i) => reply(REPLIES + i + 1))));
    return [
      { what: `a reply by e-mail, mailbox to thread, p50 (${REPLIES} replies one after another)`, value: percentile(one, 50), unit: 'ms' },
      {
        what: `a reply by e-mail, mailbox to thread, p95 (${REPLIES} replies one after another)`,
        value: percentile(one, 95),
        unit: 'ms',
        budget: 10_000,
      },
      { what: `${REPLIES} replies arriving at once: the last one posted after`, value: Math.round(Math.max(...burst)), unit: 'ms' },
    ];
  } finally {
    await w.close();
  }
}
