/** A role's name in the active language (src/shared/roles.ts keeps the English ROLE_LABELS for the server). */
import type { Role } from '@shared/roles';
import { msg } from './i18n';
import * as common from './messages/common';

const ROLE_KEYS = {
  super_admin: msg('common.role.superAdmin'),
  admin: msg('common.role.admin'),
  manager: msg('common.role.manager'),
  developer: msg('common.role.developer'),
  designer: msg('common.role.designer'),
  support: msg('common.role.support'),
  client_primary: msg('common.role.clientPrimary'),
  client_additional: msg('common.role.clientAdditional'),
} as const satisfies Record<Role, string>;

/** 'Administrator', 'Administrador', 'Administrator'; an unknown role as it came. */
export function roleText(role: string): string {
  const key = ROLE_KEYS[role as Role] as (typeof ROLE_KEYS)[Role] | undefined;
  return key ? common.t(key) : role;
}
