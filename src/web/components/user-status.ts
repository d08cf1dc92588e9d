/** How a user's status reads on screen (Settings > Users, a client's Users tab, the person form). */
import type { UserStatus } from '../../shared/enums';
import type { BadgeTone } from './badge';

export const USER_STATUS_LABELS: Record<UserStatus, string> = { active: 'Active', inactive: 'Inactive', pending: 'Pending' };
export const USER_STATUS_TONES: Record<UserStatus, BadgeTone> = { active: 'success', inactive: 'neutral', pending: 'warning' };
