/** Who may edit and delete a comment on a task (docs/product.md; decision 0034): the author, and admins moderate. */
import { isStaffRole, type Role } from '../roles';
import type { Actor } from './actor';

/** Besides the author, these roles may delete any comment (moderation). */
const MODERATORS: readonly string[] = ['super_admin', 'admin'] satisfies Role[];

export interface CommentFacts {
  authorId: string | null;
}

export interface CommentCan {
  edit: boolean;
  delete: boolean;
}

/** Internal comments (staff only, decision 0104) are written by the agency's team, never by a client user. */
export const mayWriteInternalComment = (actor: Actor) => isStaffRole(actor.role);

/**
 * What a comment says when its writer does not choose: a staff member's is internal (what the client reads is a
 * choice, decision 0104), a client user's is read by both sides.
 */
export const internalByDefault = (actor: Actor) => mayWriteInternalComment(actor);

export const mayEditComment = (actor: Actor, comment: CommentFacts) => comment.authorId !== null && comment.authorId === actor.id;

export const mayDeleteComment = (actor: Actor, comment: CommentFacts) =>
  mayEditComment(actor, comment) || MODERATORS.includes(actor.role ?? '');

export function commentCan(actor: Actor, comment: CommentFacts): CommentCan {
  return { edit: mayEditComment(actor, comment), delete: mayDeleteComment(actor, comment) };
}
