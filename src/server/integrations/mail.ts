/**
 * Outgoing mail. With SMTP_URL it goes over SMTP through nodemailer; without it every message is written to the
 * dev outbox folder (one JSON file per message) and its subject and links are logged, so flows such as password
 * reset work out of the box and tests can read what was sent.
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger } from '../log';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Set by the mail queue: the job's id, the same on every attempt (src/server/jobs/mail-jobs.ts). */
  messageId?: string;
}

export interface OutboxEntry extends MailMessage {
  from: string;
  sentAt: string;
}

export interface Mailer {
  readonly mode: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
}

export function createMailer(options: { smtpUrl?: string; from: string; outboxDir: string; log: Logger }): Mailer {
  if (options.smtpUrl) {
    // Bounded waits: an attempt must end well within the job's expiry (src/server/jobs/job-queue.ts), or a second
    // runner could take it while it still runs.
    const transport = nodemailer.createTransport({ url: options.smtpUrl, connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 30_000 });
    return {
      mode: 'smtp',
      async send(message) {
        await transport.sendMail({ from: options.from, ...message });
      },
    };
  }
  return {
    mode: 'outbox',
    async send(message) {
      mkdirSync(options.outboxDir, { recursive: true });
      const entry: OutboxEntry = { from: options.from, sentAt: new Date().toISOString(), ...message };
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
    files = readdirSync(outboxDir).filter((f) => f.endsWith('.json')).sort();
  } catch {
    return [];
  }
  return files.map((f) => JSON.parse(readFileSync(path.join(outboxDir, f), 'utf8')) as OutboxEntry);
}
