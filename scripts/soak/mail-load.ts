/**
 * Mail-causing requests for the crash soak: invitations to new users, each to an address of its own, while the
 * server may be killed. Every invitation answered 201 must arrive exactly once at the soak's SMTP server, after a
 * restart if need be (decision 0031); one whose answer was lost may arrive once or not at all.
 */
import { messageIdOf, type SmtpInbox } from '../../tests/api/support/smtp-inbox';
import { call } from './http-client';

export interface MailFigures {
  acknowledged: string[];
  unanswered: string[];
}

/** `lanes` invitations at a time, until `stop`. */
export async function inviteLoop(base: string, cookie: string, label: string, stop: () => boolean, lanes = 4): Promise<MailFigures> {
  const figures: MailFigures = { acknowledged: [], unanswered: [] };
  await Promise.all(Array.from({ length: lanes }, (_, lane) => inviteLane(base, cookie, `${label}-${lane}`, stop, figures)));
  return figures;
}

async function inviteLane(base: string, cookie: string, label: string, stop: () => boolean, figures: MailFigures) {
  for (let i = 0; !stop() && i < 400; i++) {
    const email = `${label}-${i}@soak-mail.example`;
    try {
      const res = await call(base, '/api/users', {
        cookie,
        body: { firstName: 'Soak', lastName: `Invite ${i}`, email, invite: true },
        timeoutMs: 10_000,
      });
      if (res.status === 201) figures.acknowledged.push(email);
      else figures.unanswered.push(email);
    } catch {
      figures.unanswered.push(email);
    }
  }
}

/** Waits (up to `timeoutMs`) for every acknowledged invitation, then counts what arrived for each address. */
export async function countMails(inbox: SmtpInbox, figures: MailFigures, timeoutMs: number) {
  const received = () => new Map(figures.acknowledged.map((email) => [email, inbox.received.filter((m) => m.to.includes(email)).length]));
  const until = Date.now() + timeoutMs;
  while (Date.now() < until && [...received().values()].some((n) => n === 0)) await new Promise((r) => setTimeout(r, 100));
  // A second copy would come within moments of the first.
  await new Promise((r) => setTimeout(r, 2000));
  const counts = [...received().values()];
  const ids = inbox.received.filter((m) => m.to.some((to) => figures.acknowledged.includes(to))).map(messageIdOf);
  return {
    mailsAcknowledged: figures.acknowledged.length,
    mailsDeliveredOnce: counts.filter((n) => n === 1).length,
    mailsMissing: counts.filter((n) => n === 0).length,
    mailsDuplicated: counts.filter((n) => n > 1).length,
    sameMessageIdCopies: ids.length - new Set(ids).size,
    unansweredDelivered: figures.unanswered.filter((email) => inbox.received.some((m) => m.to.includes(email))).length,
  };
}
