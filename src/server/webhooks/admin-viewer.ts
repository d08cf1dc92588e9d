/**
 * Whom a webhook's payload is read as: an admin, since the record is sent "as the API returns it to an admin"
 * (docs/decisions/0061-webhook-events-from-every-change.md). Reading through each feature's own mapping with this
 * viewer keeps the payload and an admin's GET the same shape, `can` flags included. Admins see every record
 * (src/shared/permissions.ts), so no scope narrows by this id, which belongs to nobody.
 */
import type { CurrentUser } from '../context';

export const ADMIN_VIEWER: CurrentUser = {
  id: '00000000-0000-0000-0000-000000000000',
  email: '',
  firstName: 'Webhook',
  lastName: '',
  role: 'admin',
  status: 'active',
  clientId: null,
  avatarUrl: null,
};
