/**
 * A real SMTP server on a free loopback port that keeps every message it receives, for the mail tests. It can refuse
 * the first messages (a temporary 451, as a server in trouble answers) to show that the mail queue retries.
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

export interface SmtpInbox {
  url: string;
  received: ReceivedMail[];
  /** How many messages were refused so far. */
  refused: () => number;
  /** Refuses every message (451) while on, as a mail server that is down. */
  setRefusing: (on: boolean) => void;
  /** Resolves once `count` messages have arrived (the queue sends them in the background); rejects after the timeout. */
  waitFor: (count: number, timeoutMs?: number) => Promise<ReceivedMail[]>;
  close: () => Promise<void>;
}

/** The Message-ID header of a received mail (the mail queue sets it to the job's id). */
export const messageIdOf = (mail: ReceivedMail) => /^Message-ID:\s*(\S+)/im.exec(mail.raw)?.[1] ?? null;

export async function startSmtpInbox(options: { refuseFirst?: number } = {}): Promise<SmtpInbox> {
  const received: ReceivedMail[] = [];
  let refused = 0;
  let refusing = false;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      if (refusing || refused < (options.refuseFirst ?? 0)) {
        refused++;
        stream.on('data', () => {});
        stream.on('end', () => callback(Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 })));
        return;
      }
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
        });
        callback();
      });
    },
  });
  // A client that drops its connection (a server killed mid-send, in the crash soak) is not the inbox's failure.
  server.on('error', () => {});
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    refused: () => refused,
    setRefusing: (on) => {
      refusing = on;
    },
    waitFor: async (count, timeoutMs = 10_000) => {
      const until = Date.now() + timeoutMs;
      while (received.length < count) {
        if (Date.now() > until) throw new Error(`Expected ${count} mails, ${received.length} arrived within ${timeoutMs} ms.`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return received;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
