/** What the signed-in user may do with communications, mirrored from /api/me's capabilities (the server decides). */
import type { Me } from '../../../shared/api-types';
import { can } from '../../lib/can';

/** All staff log communications; client users only read them. Edit and delete follow each item's `can`. */
export function mayCreateCommunications(me: Me | null | undefined): boolean {
  return can(me, 'communications.create');
}
