/** The e2e server's inbound mailbox (inbound-mailbox.ts), run by playwright.config.ts until the run ends. */
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { startImapServer } from '../api/support/imap-server';
import { INBOUND_IMAP_PORT, INBOUND_PASSWORD, INBOUND_USER } from './inbound-mailbox';

// Playwright ends its web servers with SIGKILL, so the mailbox's folder is the run's own and cleared at the next start
// (startImapServer makes its folder in the temporary folder).
const folder = path.resolve(`.data-test/e2e-${process.env.E2E_PORT ?? 3100}-imap`);
rmSync(folder, { recursive: true, force: true });
mkdirSync(folder, { recursive: true });
process.env.TMPDIR = folder;

const server = await startImapServer(INBOUND_USER, INBOUND_PASSWORD, INBOUND_IMAP_PORT);
const stop = () => void server.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
// Kept alive until stopped.
setInterval(() => {}, 1 << 30);
