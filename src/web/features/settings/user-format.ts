/** How users read on screen: status labels and tones, names (dates: lib/format). */
import type { UserStatus } from '../../../shared/enums';
import type { BadgeTone } from '../../components/badge';

export const USER_STATUS_LABELS: Record<UserStatus, string> = { active: 'Active', inactive: 'Inactive', pending: 'Pending' };
export const USER_STATUS_TONES: Record<UserStatus, BadgeTone> = { active: 'success', inactive: 'neutral', pending: 'warning' };

export const userName = (user: { firstName: string; lastName: string }) => `${user.firstName} ${user.lastName}`.trim();
