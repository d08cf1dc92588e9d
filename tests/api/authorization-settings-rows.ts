/** The authorization table's rows for Settings: users, the account, the profile and the workspace's security. */
import { ACCOUNT_ROWS } from './authorization-account-rows';
import { PROFILE_ROWS } from './authorization-profile-rows';
import { USERS_ROWS } from './authorization-users-rows';

export const SETTINGS_ROWS = [...USERS_ROWS, ...ACCOUNT_ROWS, ...PROFILE_ROWS];
