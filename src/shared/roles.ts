/**
 * Roles, their kinds and their English display labels: the one list both sides use. What each role is for, as the
 * Role Permissions screen describes it, is in the settings catalogs.
 */
export const STAFF_ROLES = ['super_admin', 'admin', 'manager', 'developer', 'designer', 'support'] as const;
export const CLIENT_ROLES = ['client_primary', 'client_additional'] as const;
export const ROLES = [...STAFF_ROLES, ...CLIENT_ROLES] as const;

export type StaffRole = (typeof STAFF_ROLES)[number];
export type ClientRole = (typeof CLIENT_ROLES)[number];
export type Role = (typeof ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = {
  super_admin: 'Super Admin',
  admin: 'Administrator',
  manager: 'Manager',
  developer: 'Developer',
  designer: 'Designer',
  support: 'Support',
  client_primary: 'Primary Contact',
  client_additional: 'Additional Contact',
};

/** Titles shown on "Your Team" cards of the client dashboard. */
export const TEAM_ROLE_TITLES: Record<StaffRole, string> = {
  super_admin: 'Project Lead',
  admin: 'Senior Developer',
  manager: 'Project Manager',
  developer: 'Developer',
  designer: 'Designer',
  support: 'Support Specialist',
};

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}
export function isStaffRole(role: unknown): role is StaffRole {
  return typeof role === 'string' && (STAFF_ROLES as readonly string[]).includes(role);
}
export function isClientRole(role: unknown): role is ClientRole {
  return typeof role === 'string' && (CLIENT_ROLES as readonly string[]).includes(role);
}

/** Where a signed-in user of this role lands; unknown roles go to the public site. */
export function homePathFor(role: unknown): string {
  if (isClientRole(role)) return '/client-dashboard';
  if (isStaffRole(role)) return '/dashboard';
  return '/';
}
