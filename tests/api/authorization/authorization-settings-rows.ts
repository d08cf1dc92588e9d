/** The authorization table's rows for Settings: users, the account, the profile, the workspace's security, the audit log. */
import { ACCOUNT_ROWS } from './authorization-account-rows';
import { AUDIT_ROWS } from './authorization-audit-rows';
import { PROFILE_ROWS } from './authorization-profile-rows';
import { USERS_ROWS } from './authorization-users-rows';

export const SETTINGS_ROWS = [...USERS_ROWS, ...ACCOUNT_ROWS, ...PROFILE_ROWS, ...AUDIT_ROWS];
