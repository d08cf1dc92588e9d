/** Replies by e-mail, started with the app when INBOUND_MAIL_ADDRESS and IMAP_URL are set (decision 0112). */
import { handleInboundMessage, type InboundDeps } from './handle-message';
import { parseImapUrl, startInboundPoller, type InboundPoller } from './poller';
import { repliesByMailOn } from './reply-address';

export type { InboundPoller } from './poller';

/** This process's reader of the inbound mailbox, or null (and a line in the log) when replies by e-mail are off. */
export function startInbound(deps: InboundDeps): InboundPoller | null {
  const { env } = deps;
  if (!repliesByMailOn(env)) {
    deps.log.info('No INBOUND_MAIL_ADDRESS and IMAP_URL: notification e-mails carry no reply address, and no mailbox is read.');
    return null;
  }
  const target = parseImapUrl(env.IMAP_URL);
  deps.log.info(`Replies by e-mail to ${env.INBOUND_MAIL_ADDRESS}: reading ${target.mailbox} at ${target.host}:${target.port}.`);
  return startInboundPoller(target, (source) => handleInboundMessage(deps, source), deps.log, env.IMAP_POLL_SECONDS * 1000);
}
