/**
 * How every status reads on screen: its label and its badge tone, one table for every entity (docs/product.md, States;
 * decision 0036). Tones are names; the web maps them to colours in one component (src/web/components/badge.tsx).
 * The rule the tones follow: success = done or good, info = under way, warning = waiting or needs a look (planned,
 * on hold, unpaid), danger = gone wrong (delayed, uncollectible, overdue), neutral = ended or switched off (cancelled,
 * void, inactive, archived, disqualified, draft).
 */
import {
  CLIENT_STATUSES,
  INVOICE_STATUSES,
  LEAD_STATUSES,
  MILESTONE_STATUSES,
  PRIORITIES,
  PROJECT_STATUSES,
  TASK_STATUSES,
  USER_STATUSES,
} from './enums';
import { REVENUE_STATUSES } from './schemas/revenue';

export const STATUS_TONES = ['success', 'info', 'warning', 'danger', 'neutral'] as const;
export type StatusTone = (typeof STATUS_TONES)[number];

interface Shown {
  label: string;
  tone: StatusTone;
}
type Table<T extends string> = Record<T, Shown>;

/** Each entity's enumeration (src/shared/enums.ts), so a test can check that every value has its row. */
export const STATUS_VALUES = {
  project: PROJECT_STATUSES,
  task: TASK_STATUSES,
  milestone: MILESTONE_STATUSES,
  invoice: INVOICE_STATUSES,
  lead: LEAD_STATUSES,
  revenue: REVENUE_STATUSES,
  user: USER_STATUSES,
  client: CLIENT_STATUSES,
  priority: PRIORITIES,
} as const;

export type StatusKind = keyof typeof STATUS_VALUES;
export type StatusOf<K extends StatusKind> = (typeof STATUS_VALUES)[K][number];

export const STATUS_DISPLAY: { [K in StatusKind]: Table<StatusOf<K>> } = {
  project: {
    planning: { label: 'Planning', tone: 'warning' },
    active: { label: 'Active', tone: 'info' },
    on_hold: { label: 'On Hold', tone: 'warning' },
    completed: { label: 'Completed', tone: 'success' },
    cancelled: { label: 'Cancelled', tone: 'neutral' },
  },
  task: {
    pending: { label: 'Pending', tone: 'warning' },
    in_progress: { label: 'In Progress', tone: 'info' },
    completed: { label: 'Completed', tone: 'success' },
  },
  milestone: {
    planned: { label: 'Planned', tone: 'warning' },
    in_progress: { label: 'In Progress', tone: 'info' },
    completed: { label: 'Completed', tone: 'success' },
    delayed: { label: 'Delayed', tone: 'danger' },
    cancelled: { label: 'Cancelled', tone: 'neutral' },
  },
  invoice: {
    draft: { label: 'Draft', tone: 'neutral' },
    // docs/product.md, States: an open invoice is shown as Unpaid.
    open: { label: 'Unpaid', tone: 'warning' },
    paid: { label: 'Paid', tone: 'success' },
    void: { label: 'Void', tone: 'neutral' },
    uncollectible: { label: 'Uncollectible', tone: 'danger' },
  },
  lead: {
    new: { label: 'New', tone: 'info' },
    contacted: { label: 'Contacted', tone: 'warning' },
    qualified: { label: 'Qualified', tone: 'success' },
    disqualified: { label: 'Disqualified', tone: 'neutral' },
  },
  revenue: {
    active: { label: 'Active', tone: 'success' },
    upcoming: { label: 'Upcoming', tone: 'info' },
    expired: { label: 'Expired', tone: 'warning' },
    inactive: { label: 'Inactive', tone: 'neutral' },
  },
  user: {
    active: { label: 'Active', tone: 'success' },
    inactive: { label: 'Inactive', tone: 'neutral' },
    pending: { label: 'Pending', tone: 'warning' },
  },
  client: {
    prospect: { label: 'Prospect', tone: 'warning' },
    active: { label: 'Active', tone: 'success' },
    inactive: { label: 'Inactive', tone: 'neutral' },
    archived: { label: 'Archived', tone: 'neutral' },
  },
  priority: {
    low: { label: 'Low', tone: 'neutral' },
    medium: { label: 'Medium', tone: 'warning' },
    high: { label: 'High', tone: 'danger' },
  },
};

/** The marker beside a task's or an invoice's status when it is past due (it is not a status: decision 0025). */
export const OVERDUE_MARKER: Shown = { label: 'Overdue', tone: 'danger' };

export function statusLabel<K extends StatusKind>(kind: K, status: StatusOf<K>): string {
  return (STATUS_DISPLAY[kind] as Table<string>)[status]?.label ?? status;
}

export function statusTone<K extends StatusKind>(kind: K, status: StatusOf<K>): StatusTone {
  return (STATUS_DISPLAY[kind] as Table<string>)[status]?.tone ?? 'neutral';
}
