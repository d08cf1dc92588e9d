import type { ClientRole } from '@shared/roles';
import { msg } from '@web/lib/i18n';
import { t } from '@web/lib/messages/clients';

/** The client users' roles (CLIENT_USER_ROLE_LABELS in @shared/schemas/clients), in the reader's language. */
const ROLE_KEYS = {
  client_primary: msg('clients.role.client_primary'),
  client_additional: msg('clients.role.client_additional'),
} as const satisfies Record<ClientRole, string>;

export function clientRoleLabel(role: ClientRole): string {
  return t(ROLE_KEYS[role]);
}
