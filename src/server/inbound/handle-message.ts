/**
 * One inbound e-mail (docs/decisions/0112-replies-by-e-mail.md): dropped quietly when it is a bounce or an automatic
 * reply (no answer, so no loop); otherwise matched to its thread by the token of the address it was sent to, checked
 * against the person that address was made for, stripped of quoted history and signature, and posted as that person
 * through the thread's own service. What is not posted gets a short answer saying why. Each message is handled once,
 * by its Message-ID, whichever process reads it and however often.
 */
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { convert } from 'html-to-text';
import { simpleParser, type AddressObject, type ParsedMail } from 'mailparser';
import { NOTIFICATION_KINDS, type NotificationKind } from '@shared/schemas/notifications';
import { currentUserColumns, toCurrentUser } from '../auth/automatic-actor';
import type { AppDeps } from '../context';
import { inboundMessages, users } from '../db/schema';
import { AppError } from '../errors';
import { enqueueMail } from '../jobs/mail-jobs';
import { readerFormat, type ReaderFormat } from '../documents/reader-format';
import { userReader } from '../reader-language';
import { turnOffEmail } from '../notifications/unsubscribe';
import { findReplyAddress, tokenOfAddress } from './reply-address';
import { stripReply } from './strip-reply';
import { replyThreadOf, type InboundFile, type RefusedFile } from './thread-kinds';

export type InboundDeps = Pick<AppDeps, 'database' | 'jobs' | 'env' | 'log'>;

export type InboundOutcome = 'posted' | 'refused' | 'ignored' | 'unsubscribed' | 'duplicate';

export interface InboundResult {
  outcome: InboundOutcome;
  /** For the log and the tests: why it was refused or ignored. */
  reason?: string;
}

const header = (mail: ParsedMail, name: string): string => {
  const value = mail.headers.get(name);
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'object' && 'value' in value) return String((value as { value: unknown }).value);
  return Array.isArray(value) ? value.join(', ') : '';
};

/** Bounces (delivery reports, the mailer daemon) and automatic replies (RFC 3834, vacation notices, lists). */
export function automaticReason(mail: ParsedMail): string | null {
  const from = (mail.from?.value[0]?.address ?? '').toLowerCase();
  const autoSubmitted = header(mail, 'auto-submitted').trim().toLowerCase();
  const precedence = header(mail, 'precedence').trim().toLowerCase();
  const contentType = header(mail, 'content-type').toLowerCase();
  if (contentType.startsWith('multipart/report') || /report-type=delivery-status/.test(contentType)) return 'a delivery report';
  if (/^(mailer-daemon|postmaster)@/.test(from) || !from) return 'a bounce';
  if (header(mail, 'return-path').trim() === '<>') return 'a bounce';
  if (autoSubmitted && autoSubmitted !== 'no') return 'an automatic reply';
  if (mail.headers.has('x-autoreply') || mail.headers.has('x-autorespond')) return 'an automatic reply';
  if (['bulk', 'auto_reply', 'junk', 'list'].includes(precedence)) return 'an automatic reply';
  return null;
}

function addressesOf(mail: ParsedMail): string[] {
  const objects = [mail.to, mail.cc].flatMap((a): AddressObject[] => (a ? (Array.isArray(a) ? a : [a]) : []));
  const listed = objects.flatMap((o) => o.value.map((v) => v.address ?? ''));
  const raw = ['delivered-to', 'x-original-to', 'envelope-to']
    .flatMap((name) => mail.headerLines.filter((l) => l.key === name).map((l) => l.line.slice(l.line.indexOf(':') + 1)))
    .flatMap((v) => v.split(','))
    .map((v) => v.replace(/[<>]/g, '').trim());
  return [...listed, ...raw].filter(Boolean);
}

/** The mail's new words: its text, or its HTML made text when it has no text part. */
function bodyOf(mail: ParsedMail): string {
  const text =
    mail.text ??
    (typeof mail.html === 'string'
      ? convert(mail.html, {
          wordwrap: false,
          selectors: [
            { selector: 'a', options: { ignoreHref: true } },
            { selector: 'img', format: 'skip' },
          ],
        })
      : '');
  return stripReply(text);
}

function filesOf(mail: ParsedMail): InboundFile[] {
  return mail.attachments
    .filter((a) => !a.related)
    .map((a) => ({ name: a.filename ?? 'attachment', contentType: a.contentType, content: a.content }));
}

async function claim(deps: InboundDeps, messageId: string, outcome: string): Promise<boolean> {
  const rows = await deps.database.db
    .insert(inboundMessages)
    .values({ messageId, outcome })
    .onConflictDoNothing()
    .returning({ id: inboundMessages.messageId });
  return rows.length > 0;
}

/** A short answer to the sender through the mail queue; never to ourselves (no loop with our own notifications). */
async function answer(deps: InboundDeps, to: string, subject: string, lines: string[], f: ReaderFormat): Promise<void> {
  const own = [deps.env.INBOUND_MAIL_ADDRESS, deps.env.MAIL_FROM].filter(Boolean).join(' ').toLowerCase();
  if (!to || own.includes(to.toLowerCase())) return;
  await enqueueMail(deps.jobs, deps.database.db, 'email.inbound-answer', {
    language: f.language,
    to,
    subject: f.t('mail.inbound.notPostedSubject', { subject: subject || f.t('mail.inbound.yourMail') }).slice(0, 200),
    text: [...lines, '', f.t('mail.inbound.writeInPortal', { link: deps.env.APP_URL })].join('\n'),
  });
}

export async function handleInboundMessage(deps: InboundDeps, source: Buffer): Promise<InboundResult> {
  const mail = await simpleParser(source, { skipImageLinks: true, skipTextLinks: true, skipTextToHtml: true });
  const messageId = mail.messageId ?? `sha256:${createHash('sha256').update(source).digest('hex')}`;
  const automatic = automaticReason(mail);
  if (automatic) {
    const fresh = await claim(deps, messageId, 'ignored');
    if (fresh) deps.log.info(`Inbound mail: ignored ${automatic}`, { messageId });
    return { outcome: fresh ? 'ignored' : 'duplicate', reason: automatic };
  }
  if (!(await claim(deps, messageId, 'processing'))) return { outcome: 'duplicate' };
  try {
    const result = await decide(deps, mail);
    await deps.database.db.update(inboundMessages).set({ outcome: result.outcome }).where(eq(inboundMessages.messageId, messageId));
    deps.log.info(`Inbound mail: ${result.outcome}${result.reason ? ` (${result.reason})` : ''}`, { messageId });
    return result;
  } catch (error) {
    // Not handled: released, so the next look tries it again.
    await deps.database.db.delete(inboundMessages).where(eq(inboundMessages.messageId, messageId));
    throw error;
  }
}

async function decide(deps: InboundDeps, mail: ParsedMail): Promise<InboundResult> {
  const { db } = deps.database;
  const sender = (mail.from?.value[0]?.address ?? '').trim();
  const subject = mail.subject ?? '';
  const inbound = deps.env.INBOUND_MAIL_ADDRESS ?? '';
  const token = addressesOf(mail)
    .map((a) => tokenOfAddress(a, inbound))
    .find((t): t is string => !!t);
  const address = token ? await findReplyAddress(db, token) : null;
  // A sender the portal cannot tell is answered in English; the person the reply address was made for, in theirs.
  let f = readerFormat();
  const refuse = async (reason: string, lines: string[]): Promise<InboundResult> => {
    await answer(deps, sender, subject, lines, f);
    return { outcome: 'refused', reason };
  };
  if (!address) {
    return refuse('no thread matches', [f.t('mail.inbound.noThread'), f.t('mail.inbound.noThreadHint')]);
  }
  const [row] = await db.select(currentUserColumns).from(users).where(eq(users.id, address.userId));
  if (!row || sender.toLowerCase() !== row.email.toLowerCase()) {
    return refuse('sender is not the recipient', [f.t('mail.inbound.wrongSender', { sender }), f.t('mail.inbound.wrongSenderHint')]);
  }
  f = readerFormat(await userReader(db, row.id));
  if (row.status !== 'active') {
    return refuse('user not active', [f.t('mail.inbound.inactive')]);
  }
  const user = toCurrentUser(row);
  if (address.kind === 'unsubscribe') {
    if ((NOTIFICATION_KINDS as readonly string[]).includes(address.threadId))
      await turnOffEmail(db, user.id, address.threadId as NotificationKind);
    return { outcome: 'unsubscribed' };
  }
  const thread = replyThreadOf(address.kind);
  if (!thread) return refuse('unknown thread kind', [f.t('mail.inbound.unknownKind')]);
  const closed = (await thread.closed?.(address.threadId)) ?? null;
  if (closed) return refuse('thread closed', [f.t('mail.inbound.notPosted', { why: closed })]);
  const text = bodyOf(mail);
  const files = filesOf(mail);
  if (!text && files.length === 0) {
    return refuse('empty', [f.t('mail.inbound.empty')]);
  }
  let refusedFiles: RefusedFile[];
  try {
    ({ refusedFiles } = await thread.post(address.threadId, user, text || '(files attached)', files));
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const why = error.status === 404 ? f.t('mail.inbound.noAccess') : error.message;
    return refuse(`refused by the thread: ${error.status}`, [f.t('mail.inbound.notPosted', { why })]);
  }
  if (refusedFiles.length > 0) {
    await enqueueMail(deps.jobs, db, 'email.inbound-answer', {
      language: f.language,
      to: sender,
      subject: f.t('mail.inbound.filesSubject', { subject }).slice(0, 200),
      text: [
        f.t('mail.inbound.filesIntro'),
        ...refusedFiles.map((file) => `- ${file.name}: ${file.reason}`),
        '',
        f.t('mail.inbound.filesInPortal', { link: deps.env.APP_URL }),
      ].join('\n'),
    });
  }
  return { outcome: 'posted', ...(refusedFiles.length ? { reason: `${refusedFiles.length} file(s) not kept` } : {}) };
}
