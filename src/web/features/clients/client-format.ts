/** How clients read on screen: labels, badge tones, websites (money and dates: lib/format). */
import type { ClientStatus } from '../../../shared/enums';
import type { BadgeTone } from '../../components/badge';

export const CLIENT_STATUS_LABELS: Record<ClientStatus, string> = {
  prospect: 'Prospect',
  active: 'Active',
  inactive: 'Inactive',
  archived: 'Archived',
};

export const CLIENT_STATUS_TONES: Record<ClientStatus, BadgeTone> = {
  prospect: 'warning',
  active: 'success',
  inactive: 'neutral',
  archived: 'danger',
};

/** A website as people write it: without the scheme and a trailing slash. */
export function displayWebsite(url: string): string {
  return url.replace(/^https?:\/\//i, '').replace(/\/$/, '');
}
