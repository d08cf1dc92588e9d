/** How projects, milestones and team members read on screen: labels, badge tones, names and date ranges. */
import type { MilestoneStatus, Priority, ProjectStatus } from '../../../shared/enums';
import { ROLE_LABELS, isRole } from '../../../shared/roles';
import type { BadgeTone } from '../../components/badge';
import { formatDate } from '../../lib/format';

export const PROJECT_STATUS_LABELS: Record<ProjectStatus, string> = {
  planning: 'Planning',
  active: 'Active',
  on_hold: 'On Hold',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

// Status colours (docs/product.md): completed green; active blue; planning (pending) yellow.
export const PROJECT_STATUS_TONES: Record<ProjectStatus, BadgeTone> = {
  planning: 'warning',
  active: 'info',
  on_hold: 'neutral',
  completed: 'success',
  cancelled: 'danger',
};

export const PRIORITY_LABELS: Record<Priority, string> = { low: 'Low', medium: 'Medium', high: 'High' };
export const PRIORITY_TONES: Record<Priority, BadgeTone> = { low: 'neutral', medium: 'warning', high: 'danger' };

export const MILESTONE_STATUS_LABELS: Record<MilestoneStatus, string> = {
  planned: 'Planned',
  in_progress: 'In Progress',
  completed: 'Completed',
  delayed: 'Delayed',
  cancelled: 'Cancelled',
};

export const MILESTONE_STATUS_TONES: Record<MilestoneStatus, BadgeTone> = {
  planned: 'warning',
  in_progress: 'info',
  completed: 'success',
  delayed: 'danger',
  cancelled: 'neutral',
};

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
