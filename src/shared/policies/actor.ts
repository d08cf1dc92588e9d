/**
 * Who is asking, as the record-level policies in this folder see them (docs/decisions/0034-rules-in-one-place.md).
 * The server passes its signed-in user; nothing here reads a database or a browser.
 */
import { scopeOf, type Capability } from '../permissions';

export interface Actor {
  id: string;
  role: string | null | undefined;
}

/**
 * A capability that is either 'all' (any record the actor can see) or 'own' (only the records whose owner is the
 * actor: a task's assignee, the author of a communication). The record is already one the actor can see.
 */
export function mayActOn(actor: Actor, capability: Capability, ownerId: string | null): boolean {
  const scope = scopeOf(actor.role, capability);
  return scope === 'all' || (scope === 'own' && ownerId !== null && ownerId === actor.id);
}
