/** Who may edit and delete a comment on a task (docs/product.md; decision 0034): the author, and admins moderate. */
import type { Role } from '../roles';
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

export const mayEditComment = (actor: Actor, comment: CommentFacts) => comment.authorId !== null && comment.authorId === actor.id;

export const mayDeleteComment = (actor: Actor, comment: CommentFacts) =>
  mayEditComment(actor, comment) || MODERATORS.includes(actor.role ?? '');

export function commentCan(actor: Actor, comment: CommentFacts): CommentCan {
  return { edit: mayEditComment(actor, comment), delete: mayDeleteComment(actor, comment) };
}
