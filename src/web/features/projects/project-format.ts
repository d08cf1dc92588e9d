/** How projects, milestones and team members read on screen: role labels, names and date ranges (statuses: shared/status-display.ts). */
import { ROLE_LABELS, isRole } from '@shared/roles';
import { formatDate } from '../../lib/format';

export const PROJECT_ROLE_LABELS: Record<string, string> = {
  developer: 'Developer',
  designer: 'Designer',
  manager: 'Manager',
  support: 'Support',
};

export function projectRoleLabel(role: string): string {
  return PROJECT_ROLE_LABELS[role] ?? role;
}

export function globalRoleLabel(role: string): string {
  return isRole(role) ? ROLE_LABELS[role] : role;
}

export function personName(person: { firstName: string; lastName: string } | null | undefined): string {
  if (!person) return '';
  return `${person.firstName} ${person.lastName}`.trim();
}

/** 'Mar 1, 2026 – Jun 30, 2026', one side alone, or 'No dates'. */
export function formatDateRange(start: string | null, end: string | null): string {
  if (!start && !end) return 'No dates';
  if (start && end) return `${formatDate(start)} – ${formatDate(end)}`;
  return start ? `From ${formatDate(start)}` : `Until ${formatDate(end)}`;
}

/** The first part of a long description, for the list. */
export function excerpt(text: string | null | undefined, max = 80): string {
  if (!text) return '';
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).trimEnd()}…`;
}
