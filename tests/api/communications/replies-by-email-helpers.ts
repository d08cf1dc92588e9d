/** What the replies-by-e-mail tests share: a real IMAP server and SMTP inbox around the app, and mails as clients write them. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import MailComposer from 'nodemailer/lib/mail-composer';
import type Mail from 'nodemailer/lib/mailer';
import { queryRows } from '@server/db/client';
import { startInbound, type InboundPoller } from '@server/inbound';
import { createTestApp, type TestApp } from '../support/harness';
import { startImapServer, type ImapServer } from '../support/imap-server';
import { startSmtpInbox, type ReceivedMail, type SmtpInbox } from '../support/smtp-inbox';

export const fixture = (name: string) => readFileSync(path.join(import.meta.dirname, 'fixtures', name), 'utf8');

export interface InboundWorld {
  t: TestApp;
  imap: ImapServer;
  smtp: SmtpInbox;
  poller: InboundPoller;
  close(): Promise<void>;
}

export async function startInboundWorld(): Promise<InboundWorld> {
  const [imap, smtp] = await Promise.all([startImapServer(), startSmtpInbox()]);
  const t = await createTestApp({
    env: { SMTP_URL: smtp.url, INBOUND_MAIL_ADDRESS: imap.user, IMAP_URL: imap.url, IMAP_POLL_SECONDS: '30' },
  });
  const poller = startInbound(t.deps)!;
  return {
    t,
    imap,
    smtp,
    poller,
    async close() {
      await poller.stop();
      await t.close();
      await Promise.all([imap.close(), smtp.close()]);
    },
  };
}

let counter = 0;

/** A raw message as a mail program sends it, with a Message-ID of its own unless given one. */
export async function rawMail(options: Mail.Options): Promise<Buffer> {
  counter++;
  const composer = new MailComposer({ messageId: `<reply-${Date.now()}-${counter}@client.test>`, ...options });
  return new Promise((resolve, reject) => composer.compile().build((error, message) => (error ? reject(error) : resolve(message))));
}

/** Waits until the app has handled the message with this Message-ID, and answers its outcome. */
export async function outcomeOf(t: TestApp, messageId: string, timeoutMs = 15_000): Promise<string> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const [row] = await queryRows<{ outcome: string }>(
      t.database.db,
      sql`select outcome from inbound_messages where message_id = ${messageId}`,
    );
    if (row && row.outcome !== 'processing') {
      await t.jobsSettled();
      return row.outcome;
    }
    if (Date.now() > until) throw new Error(`The message ${messageId} was not handled within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

export const messageIdIn = (raw: Buffer) => /^Message-ID:\s*(\S+)/im.exec(raw.toString('utf8'))![1]!;

/** A header of a received mail, unfolded. */
export function headerOf(mail: ReceivedMail, name: string): string | null {
  const head = mail.raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' ');
  return new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(head)?.[1]?.trim() ?? null;
}

/** The decoded text part of a received mail. */
export function textOf(mail: ReceivedMail): string {
  const raw = mail.raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return raw;
}
