/**
 * Outgoing mail. With SMTP_URL it goes over SMTP through nodemailer; without it every message is written to the
 * dev outbox folder (one JSON file per message) and its subject and links are logged, so flows such as password
 * reset work out of the box and tests can read what was sent.
 *
 * Every message is finished here, the same for every sender: an HTML part made from the text (mail-html.ts),
 * `Auto-Submitted: auto-generated` (so auto-responders and vacation replies stay quiet, RFC 3834), and a Reply-To
 * to the agency's contact address when there is one, since the sender is usually a no-reply address.
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Language } from '@shared/i18n/languages';
import type { Logger } from '../log';
import { mailHtml } from './mail-html';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** Set by the mail queue: the job's id, the same on every attempt (src/server/jobs/mail-jobs.ts). */
  messageId?: string;
  /** Files sent with it (an invoice's or a receipt's PDF), rendered by the mail queue when the job runs. */
  files?: MailFile[];
  /** This message's own reply address (a thread's, docs/decisions/0112-replies-by-e-mail.md) instead of the agency's. */
  replyTo?: string;
  /** Headers of its own: a notification's List-Unsubscribe and List-Unsubscribe-Post (RFC 8058). */
  headers?: Record<string, string>;
  /** The language it is written in (its reader's): the HTML part's `lang` and the Content-Language header. English if unsaid. */
  language?: Language;
}

export interface MailFile {
  filename: string;
  contentType: string;
  content: Uint8Array;
}

/** A file as the outbox keeps it: JSON, so its bytes in base64. */
export interface OutboxFile {
  filename: string;
  contentType: string;
  contentBase64: string;
}

/** What is sent: the message with its HTML part and the headers every automated mail carries. */
export interface FinishedMail extends Omit<MailMessage, 'files' | 'headers' | 'language'> {
  from: string;
  html: string;
  replyTo?: string;
  headers: { 'Auto-Submitted': 'auto-generated' } & Record<string, string>;
  attachments?: Array<{ filename: string; contentType: string; content: Buffer }>;
}

export interface OutboxEntry extends Omit<FinishedMail, 'attachments'> {
  sentAt: string;
  attachments?: OutboxFile[];
}

export interface MailerOptions {
  smtpUrl?: string;
  from: string;
  outboxDir: string;
  log: Logger;
  /** Where replies go (MAIL_REPLY_TO, else the agency's e-mail in Settings > Billing), read at each send; null: none. */
  replyTo?: () => Promise<string | null>;
}

async function finish(message: MailMessage, options: MailerOptions): Promise<FinishedMail> {
  const replyTo = message.replyTo ?? (await options.replyTo?.()) ?? null;
  return {
    from: options.from,
    to: message.to,
    subject: message.subject,
    text: message.text,
    html: mailHtml(message.subject, message.text, message.language),
    ...(replyTo ? { replyTo } : {}),
    // Content-Language (RFC 3282): mail clients offer to translate, and screen readers pick the voice.
    headers: { ...message.headers, 'Content-Language': message.language ?? 'en', 'Auto-Submitted': 'auto-generated' },
    ...(message.messageId ? { messageId: message.messageId } : {}),
    ...(message.files?.length
      ? { attachments: message.files.map((f) => ({ filename: f.filename, contentType: f.contentType, content: Buffer.from(f.content) })) }
      : {}),
  };
}

export interface Mailer {
  readonly mode: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
}

export function createMailer(options: MailerOptions): Mailer {
  if (options.smtpUrl) {
    // Bounded waits: an attempt must end well within the job's expiry (src/server/jobs/job-queue.ts), or a second
    // runner could take it while it still runs.
    const transport = nodemailer.createTransport({
      url: options.smtpUrl,
      connectionTimeout: 15_000,
      greetingTimeout: 15_000,
      socketTimeout: 30_000,
    });
    return {
      mode: 'smtp',
      async send(message) {
        await transport.sendMail(await finish(message, options));
      },
    };
  }
  return {
    mode: 'outbox',
    async send(message) {
      mkdirSync(options.outboxDir, { recursive: true });
      const { attachments, ...finished } = await finish(message, options);
      const entry: OutboxEntry = {
        sentAt: new Date().toISOString(),
        ...finished,
        ...(attachments
          ? {
              attachments: attachments.map((a) => ({
                filename: a.filename,
                contentType: a.contentType,
                contentBase64: a.content.toString('base64'),
              })),
            }
          : {}),
      };
      const name = `${entry.sentAt.replace(/[:.]/g, '-')}-${Math.random().toString(36).slice(2, 8)}.json`;
      writeFileSync(path.join(options.outboxDir, name), JSON.stringify(entry, null, 2));
      const links = message.text.match(/https?:\/\/\S+/g) ?? [];
      options.log.info(`[mail outbox] to ${message.to}: ${message.subject}${links.length ? ` ${links.join(' ')}` : ''}`);
    },
  };
}

/** Messages in the dev outbox, oldest first. */
export function readOutbox(outboxDir: string): OutboxEntry[] {
  let files: string[];
  try {
    files = readdirSync(outboxDir)
      .filter((f) => f.endsWith('.json'))
      .sort();
  } catch {
    return [];
  }
  return files.map((f) => JSON.parse(readFileSync(path.join(outboxDir, f), 'utf8')) as OutboxEntry);
}
