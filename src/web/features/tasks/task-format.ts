/** How a task reads on screen: type labels (underscores as spaces) and names (statuses: shared/status-display.ts). */

import type { TaskType } from '@shared/enums';
import { msg } from '@web/lib/i18n';
import { t } from '@web/lib/messages/tasks';

export { humanize } from '../../lib/humanize';

const TYPE_LABELS = {
  feature: msg('tasks.type.feature'),
  bug_fix: msg('tasks.type.bug_fix'),
  maintenance: msg('tasks.type.maintenance'),
  testing: msg('tasks.type.testing'),
  documentation: msg('tasks.type.documentation'),
  design: msg('tasks.type.design'),
  review: msg('tasks.type.review'),
  deployment: msg('tasks.type.deployment'),
} satisfies Record<TaskType, string>;

/** A task type's label in the reader's language ('bug_fix' -> 'Bug Fix'). */
export function typeLabel(type: TaskType): string {
  return t(TYPE_LABELS[type]);
}

export function personName(person: { firstName: string; lastName: string } | null | undefined): string | null {
  if (!person) return null;
  const name = `${person.firstName} ${person.lastName}`.trim();
  return name || null;
}
