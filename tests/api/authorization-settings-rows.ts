/** The authorization table's rows for Settings: users, the account, the profile and the workspace's security. */
import type { Row } from './authorization-rules';

export const SETTINGS_ROWS: Row[] = [];
