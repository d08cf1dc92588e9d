/**
 * The kinds of thread a reply by e-mail can land in (docs/decisions/0112-replies-by-e-mail.md). Each kind is
 * registered by the app layer (src/server/reply-threads.ts), which hands it the feature's own service: a reply is
 * posted exactly as the web posts it, with the same permissions, live events and notifications. A new kind of
 * thread (a request's) registers itself here and its notifications name it in `replyThread`.
 */
import type { CurrentUser } from '../context';

/** A file that came with the reply, whole in memory (a mail's attachments are). */
export interface InboundFile {
  name: string;
  contentType: string;
  content: Buffer;
}

/** A file that was not kept, and why, in words for the sender. */
export interface RefusedFile {
  name: string;
  reason: string;
}

export interface ReplyThreadKind {
  /** Why the thread takes no more replies by e-mail (a finished project), or null when it is open. */
  closed?(threadId: string): Promise<string | null>;
  /**
   * Posts `text` with its files as `user` (active, and the one the address was made for). Refuses by throwing the
   * service's AppError (403, 404, 409...), whose message the sender is told.
   */
  post(threadId: string, user: CurrentUser, text: string, files: InboundFile[]): Promise<{ refusedFiles: RefusedFile[] }>;
}

const kinds = new Map<string, ReplyThreadKind>();

export function registerReplyThread(kind: string, handler: ReplyThreadKind): void {
  kinds.set(kind, handler);
}

export function replyThreadOf(kind: string): ReplyThreadKind | undefined {
  return kinds.get(kind);
}
