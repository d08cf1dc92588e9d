/**
 * The inbound mailbox of the e2e server (docs/decisions/0112-replies-by-e-mail.md): a Dovecot on a port derived from
 * E2E_PORT, started by playwright.config.ts as a web server of its own (inbound-mailbox-server.ts) before the app,
 * which is told its address.
 * Only where Dovecot is installed (CI installs it); elsewhere replies by e-mail stay off and reply-by-email.spec.ts
 * is skipped.
 */
import { execFileSync } from 'node:child_process';
import { ImapFlow } from 'imapflow';

const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const INBOUND_IMAP_PORT = E2E_PORT + 1000;
export const INBOUND_USER = 'replies@agency.test';
export const INBOUND_PASSWORD = 'inbound-secret';
export const INBOUND_IMAP_URL = `imap://${encodeURIComponent(INBOUND_USER)}:${INBOUND_PASSWORD}@127.0.0.1:${INBOUND_IMAP_PORT}/INBOX`;

export function dovecotInstalled(): boolean {
  try {
    execFileSync('sh', ['-c', 'command -v dovecot'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** Puts a raw message in the mailbox, as a mail server delivering a client's reply would. */
export async function deliverToInbound(raw: string): Promise<void> {
  const imap = new ImapFlow({
    host: '127.0.0.1',
    port: INBOUND_IMAP_PORT,
    secure: false,
    auth: { user: INBOUND_USER, pass: INBOUND_PASSWORD },
    logger: false,
  });
  await imap.connect();
  try {
    await imap.append('INBOX', raw);
  } finally {
    await imap.logout();
  }
}
