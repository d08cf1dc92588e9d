/**
 * Who may do what with a communication, from the shared permission table. The service enforces these and each list
 * item's `can` reports them, so the buttons a screen shows and what the server accepts never disagree.
 */
import { can, scopeOf } from '../../../shared/permissions';
import type { CurrentUser } from '../../context';

/** All staff log communications; client users never do. */
export const canCreateCommunications = (user: CurrentUser) => can(user.role, 'communications.create');

/** Managers edit and delete any they see; developer, designer and support only those they logged ('own'). */
export function canManageCommunication(user: CurrentUser, communication: { userId: string | null }): boolean {
  const scope = scopeOf(user.role, 'communications.manage');
  return scope === 'all' || (scope === 'own' && communication.userId === user.id);
}

export function communicationAbilities(user: CurrentUser, communication: { userId: string | null }) {
  const manage = canManageCommunication(user, communication);
  return { edit: manage, delete: manage };
}
