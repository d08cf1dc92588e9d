/**
 * Reads the inbound mailbox over IMAP (docs/decisions/0112-replies-by-e-mail.md): every unread message is handed to
 * `handle`, then flagged \Seen. IDLE tells of new mail at once; a look every IMAP_POLL_SECONDS covers a server whose
 * IDLE drops quietly. A lost connection is made again with backoff. Two processes may read the same mailbox: the
 * handler's Message-ID claim posts each message once, and \Seen keeps it from being read again after a restart.
 */
import { ImapFlow } from 'imapflow';
import type { Logger } from '../log';

export interface InboundPoller {
  /** Looks at the mailbox now (and once more if a look is under way); resolves when that look is done. */
  lookNow(): Promise<void>;
  stop(): Promise<void>;
}

export interface ImapTarget {
  host: string;
  port: number;
  secure: boolean;
  user: string;
  pass: string;
  mailbox: string;
}

/** imaps://user:password@host:993/INBOX (imap:// without TLS, for a server on this machine). */
export function parseImapUrl(url: string): ImapTarget {
  const u = new URL(url);
  const secure = u.protocol === 'imaps:';
  return {
    host: u.hostname,
    port: u.port ? Number(u.port) : secure ? 993 : 143,
    secure,
    user: decodeURIComponent(u.username),
    pass: decodeURIComponent(u.password),
    mailbox: decodeURIComponent(u.pathname.replace(/^\//, '')) || 'INBOX',
  };
}

export function startInboundPoller(
  target: ImapTarget,
  handle: (source: Buffer) => Promise<unknown>,
  log: Logger,
  pollMs: number,
): InboundPoller {
  let client: ImapFlow | null = null;
  let stopped = false;
  let current: Promise<void> | null = null;
  let again = false;
  let failures = 0;
  let reconnectTimer: NodeJS.Timeout | null = null;

  async function processUnseen(imap: ImapFlow): Promise<void> {
    const uids = (await imap.search({ seen: false }, { uid: true })) || [];
    for (const uid of uids) {
      if (stopped) return;
      const message = await imap.fetchOne(String(uid), { source: true }, { uid: true });
      if (message && message.source) {
        try {
          await handle(message.source);
        } catch (error) {
          // Left unread: the next look tries it again.
          log.error('Inbound mail: a message could not be handled; it is tried again at the next look', error);
          continue;
        }
      }
      await imap.messageFlagsAdd(String(uid), ['\\Seen'], { uid: true });
    }
  }

  function look(): Promise<void> {
    if (current) {
      again = true;
      return current;
    }
    current = (async () => {
      do {
        again = false;
        const imap = client;
        if (!imap || !imap.usable || stopped) return;
        await processUnseen(imap).catch((error: unknown) =>
          log.warn('Inbound mail: a look at the mailbox failed', { error: String(error) }),
        );
      } while (again && !stopped);
    })().finally(() => (current = null));
    return current;
  }

  function scheduleReconnect() {
    if (stopped || reconnectTimer) return;
    const delay = Math.min(60_000, 1000 * 2 ** Math.min(failures, 6));
    failures++;
    reconnectTimer = setTimeout(() => {
      reconnectTimer = null;
      void connect();
    }, delay);
    reconnectTimer.unref();
  }

  async function connect(): Promise<void> {
    if (stopped) return;
    const imap = new ImapFlow({
      host: target.host,
      port: target.port,
      secure: target.secure,
      auth: { user: target.user, pass: target.pass },
      logger: false,
      // IDLE is restarted now and then, so a connection that went quiet is noticed.
      maxIdleTime: Math.max(pollMs, 30_000),
      // IDLE at once after each look (the library's default waits 15 s), so new mail is told at once.
      autoIdleDelay: 250,
    });
    imap.on('error', (error: unknown) => log.warn('Inbound mail: the IMAP connection failed', { error: String(error) }));
    imap.on('close', () => {
      if (client === imap) client = null;
      scheduleReconnect();
    });
    imap.on('exists', () => void look());
    try {
      await imap.connect();
      await imap.mailboxOpen(target.mailbox);
      client = imap;
      if (failures > 0) log.info('Inbound mail: connected to the mailbox again');
      failures = 0;
      await look();
    } catch (error) {
      log.warn('Inbound mail: could not open the mailbox; trying again', { error: String(error) });
      imap.close();
      scheduleReconnect();
    }
  }

  const timer = setInterval(() => void look(), pollMs);
  timer.unref();
  void connect();

  return {
    lookNow: look,
    async stop() {
      stopped = true;
      clearInterval(timer);
      if (reconnectTimer) clearTimeout(reconnectTimer);
      await current;
      const imap = client;
      client = null;
      if (imap) await imap.logout().catch(() => imap.close());
    },
  };
}
