/** How a user's status reads in the person form's select (the table: src/shared/status-display.ts). */
import { USER_STATUSES, type UserStatus } from '../../shared/enums';
import { statusLabel } from '../../shared/status-display';

export const USER_STATUS_LABELS = Object.fromEntries(USER_STATUSES.map((status) => [status, statusLabel('user', status)])) as Record<
  UserStatus,
  string
>;
