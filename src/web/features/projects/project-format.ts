/** How projects, milestones and team members read on screen: role labels, names and date ranges (statuses: shared/status-display.ts). */
import { formatDate } from '../../lib/format';
import { t } from '@web/lib/messages/projects';
import { msg } from '@web/lib/i18n';
import { roleText } from '@web/lib/role-text';

type ProjectsKey = Parameters<typeof t>[0];

/** A team member's role on a project: catalog keys, translated when shown (projectRoleLabel). */
export const PROJECT_ROLE_LABELS: Record<string, ProjectsKey> = {
  developer: msg('projects.role.developer'),
  designer: msg('projects.role.designer'),
  manager: msg('projects.role.manager'),
  support: msg('projects.role.support'),
};

export function projectRoleLabel(role: string): string {
  const key = PROJECT_ROLE_LABELS[role];
  return key ? t(key) : role;
}

export function globalRoleLabel(role: string): string {
  return roleText(role);
}

export function personName(person: { firstName: string; lastName: string } | null | undefined): string {
  if (!person) return '';
  return `${person.firstName} ${person.lastName}`.trim();
}

/** 'Mar 1, 2026 – Jun 30, 2026', one side alone, or 'No dates'. */
export function formatDateRange(start: string | null, end: string | null): string {
  if (!start && !end) return t('projects.dates.none');
  if (start && end) return t('projects.dates.range', { start: formatDate(start), end: formatDate(end) });
  return start ? t('projects.dates.from', { date: formatDate(start) }) : t('projects.dates.until', { date: formatDate(end) });
}

/** The first part of a long description, for the list. */
export function excerpt(text: string | null | undefined, max = 80): string {
  if (!text) return '';
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).trimEnd()}…`;
}
