/**
 * Who may write, edit and delete messages in a project's conversation (docs/product.md, Project conversation;
 * decisions 0034 and 0043). The message is already one the actor can see: client users never see internal notes.
 */
import { can } from '../permissions';
import type { Role } from '../roles';
import type { Actor } from './actor';

/** Besides the author, these roles may delete any message (moderation), as with task comments. */
const MODERATORS: readonly string[] = ['super_admin', 'admin'] satisfies Role[];

export interface MessageFacts {
  authorId: string | null;
  internal: boolean;
}

export interface MessageCan {
  edit: boolean;
  delete: boolean;
}

/** Staff write internal notes; everyone who may write writes shared messages. */
export function mayPostMessage(actor: Actor, internal: boolean): boolean {
  return can(actor.role, 'messages.create') && (!internal || can(actor.role, 'messages.internal'));
}

/** Only the author edits, and only while they may still write such a message. */
export function mayEditMessage(actor: Actor, message: MessageFacts): boolean {
  return message.authorId !== null && message.authorId === actor.id && mayPostMessage(actor, message.internal);
}

export function mayDeleteMessage(actor: Actor, message: MessageFacts): boolean {
  return mayEditMessage(actor, message) || MODERATORS.includes(actor.role ?? '');
}

export function messageCan(actor: Actor, message: MessageFacts): MessageCan {
  return { edit: mayEditMessage(actor, message), delete: mayDeleteMessage(actor, message) };
}
