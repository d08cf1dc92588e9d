import { msg } from './i18n';
import * as common from './messages/common';
import * as status from './messages/status';

/** The enum values screens show through humanize, with their words in the catalogs (English as humanize made them). */
const KNOWN = {
  feature: msg('common.enum.feature'),
  bug_fix: msg('common.enum.bugFix'),
  maintenance: msg('common.enum.maintenance'),
  testing: msg('common.enum.testing'),
  documentation: msg('common.enum.documentation'),
  design: msg('common.enum.design'),
  review: msg('common.enum.review'),
  deployment: msg('common.enum.deployment'),
  email: msg('common.enum.email'),
  call: msg('common.enum.call'),
  meeting: msg('common.enum.meeting'),
  chat: msg('common.enum.chat'),
  pending: msg('status.task.pending'),
  in_progress: msg('status.task.inProgress'),
  completed: msg('status.task.completed'),
  low: msg('status.priority.low'),
  medium: msg('status.priority.medium'),
  high: msg('status.priority.high'),
} as const;

/**
 * 'in_progress' -> 'In Progress', 'bug_fix' -> 'Bug Fix': an enum value as a label (underscores as spaces), in the
 * active language for the values of KNOWN (task types and statuses, priorities, communication types).
 */
export function humanize(value: string): string {
  const key = (KNOWN as Record<string, (typeof KNOWN)[keyof typeof KNOWN]>)[value];
  if (key)
    return key.startsWith('status.') ? status.t(key as Parameters<typeof status.t>[0]) : common.t(key as Parameters<typeof common.t>[0]);
  return value
    .split('_')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}
