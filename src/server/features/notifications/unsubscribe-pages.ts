/**
 * One-click unsubscribe (RFC 8058; docs/decisions/0114-daily-digest-and-one-click-unsubscribe.md): the page the link
 * opens (a GET changes nothing, since mail scanners open links) and the POST a mail program or its button sends.
 */
import { eq } from 'drizzle-orm';
import type { NotificationKind } from '@shared/schemas/notifications';
import type { AppDeps } from '../../context';
import { readerFormat, type ReaderFormat } from '../../documents/reader-format';
import { userReader } from '../../reader-language';
import { users } from '../../db/schema';
import { notFound } from '../../errors';
import { NOTIFICATION_SETTINGS_PATH } from '../../notifications/notification-mail';
import { readUnsubscribeToken, turnOffEmail } from '../../notifications/unsubscribe';

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Each kind as Account Settings names it, in the page reader's words. */
const KIND_LABELS: Record<NotificationKind, string> = {
  task_assigned: 'mail.kind.task_assigned',
  task_comment: 'mail.kind.task_comment',
  new_lead: 'mail.kind.new_lead',
  invoice_created: 'mail.kind.invoice_created',
  milestone_completed: 'mail.kind.milestone_completed',
  approval_requested: 'mail.kind.approval_requested',
  approval_answered: 'mail.kind.approval_answered',
  project_message: 'mail.kind.project_message',
  client_request: 'mail.kind.client_request',
  request_answered: 'mail.kind.request_answered',
  request_message: 'mail.kind.request_message',
  budget_alert: 'mail.kind.budget_alert',
  timesheet_submitted: 'mail.kind.timesheet_submitted',
  timesheet_answered: 'mail.kind.timesheet_answered',
  quote_sent: 'mail.kind.quote_sent',
  quote_answered: 'mail.kind.quote_answered',
  project_created: 'mail.kind.project_created',
  payment_received: 'mail.kind.payment_received',
  webhook_disabled: 'mail.kind.webhook_disabled',
  colleague_changed: 'mail.kind.colleague_changed',
};

function page(f: ReaderFormat, title: string, body: string): Response {
  const html = `<!doctype html><html lang="${f.language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)}</title><style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem;line-height:1.5;color:#1f2937}
button{font:inherit;padding:.5rem 1rem;border-radius:.375rem;border:0;background:#1d4ed8;color:#fff;cursor:pointer}a{color:#1d4ed8}</style></head>
<body><main><h1>${escape(title)}</h1>${body}</main></body></html>`;
  return new Response(html, { headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' } });
}

async function recipientOf(deps: AppDeps, token: string) {
  const read = readUnsubscribeToken(deps.env.AUTH_SECRET, token);
  if (!read) throw notFound('errors.notFound.unsubscribeLink');
  const [user] = await deps.database.db.select({ id: users.id }).from(users).where(eq(users.id, read.userId));
  if (!user) throw notFound('errors.notFound.unsubscribeLink');
  // The person's own language: the page answers the e-mail they were sent.
  const f = readerFormat(await userReader(deps.database.db, user.id));
  return { ...read, f, label: f.t(KIND_LABELS[read.kind]) };
}

export async function unsubscribePage(deps: AppDeps, token: string): Promise<Response> {
  const { label, f } = await recipientOf(deps, token);
  return page(
    f,
    f.t('mail.unsubscribe.askTitle'),
    `<p>${escape(f.t('mail.unsubscribe.askText', { kind: label }))}</p>
<form method="post" action="/api/unsubscribe/${escape(token)}"><button type="submit">${escape(f.t('mail.unsubscribe.button'))}</button></form>`,
  );
}

export async function unsubscribe(deps: AppDeps, token: string): Promise<Response> {
  const { userId, kind, label, f } = await recipientOf(deps, token);
  await turnOffEmail(deps.database.db, userId, kind);
  const link = `<a href="${escape(deps.env.APP_URL + NOTIFICATION_SETTINGS_PATH)}">`;
  // The link's words are the reader's; the tags around them are ours, put in after the text is escaped.
  const again = escape(f.t('mail.unsubscribe.again', { start: '\u0000', end: '\u0001' }))
    .replace('\u0000', link)
    .replace('\u0001', '</a>');
  return page(
    f,
    f.t('mail.unsubscribe.doneTitle'),
    `<p>${escape(f.t('mail.unsubscribe.doneText', { kind: label }))}</p>
<p>${again}</p>`,
  );
}
