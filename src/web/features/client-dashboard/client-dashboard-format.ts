/** How the client dashboard's figures read: colours by the product's thresholds, labels, dates. */
import type { CommunicationType, ProjectStatus } from '@shared/enums';
import { formatDate } from '../../lib/format';
import { msg } from '../../lib/i18n';
import { t } from '@web/lib/messages/client-dashboard';

export type ProgressTone = 'green' | 'blue' | 'yellow';

/** docs/product.md, Limits: green at 80 % or more, blue at 40 % or more, else yellow. */
export function progressTone(percent: number): ProgressTone {
  if (percent >= 80) return 'green';
  if (percent >= 40) return 'blue';
  return 'yellow';
}

export const PROGRESS_BAR_CLASSES: Record<ProgressTone, string> = {
  green: 'bg-green-600 dark:bg-green-500',
  blue: 'bg-blue-600 dark:bg-blue-500',
  yellow: 'bg-amber-400 dark:bg-amber-400',
};

/** The project row's left border, in the colour of its status badge's tone (shared/status-display.ts) where it has one. */
export function projectBorderClass(status: ProjectStatus): string {
  switch (status) {
    case 'active':
      return 'border-l-blue-600 dark:border-l-blue-400';
    case 'completed':
      return 'border-l-green-600 dark:border-l-green-400';
    case 'on_hold':
      return 'border-l-amber-400';
    default:
      return 'border-l-border';
  }
}

/** Each type's name: catalog keys, translated with `t` when shown. */
export const COMMUNICATION_TYPE_LABELS = {
  email: msg('client-dashboard.communicationType.email'),
  call: msg('client-dashboard.communicationType.call'),
  meeting: msg('client-dashboard.communicationType.meeting'),
  chat: msg('client-dashboard.communicationType.chat'),
} satisfies Record<CommunicationType, string>;

/** A calendar date (YYYY-MM-DD) as that same day wherever the browser is; 'No due date' when there is none. */
export function formatDueDate(date: string | null): string {
  return date ? formatDate(date) : t('client-dashboard.noDueDate');
}
