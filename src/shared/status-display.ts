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
  REQUEST_STATUSES,
  TASK_STATUSES,
  TIME_ENTRY_STATUSES,
  TIMESHEET_WEEK_STATUSES,
  USER_STATUSES,
  QUOTE_STATUSES,
  RECURRING_STATUSES,
  REVENUE_STATUSES,
} from './enums';

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
  request: REQUEST_STATUSES,
  timeEntry: TIME_ENTRY_STATUSES,
  timesheetWeek: TIMESHEET_WEEK_STATUSES,
  quote: QUOTE_STATUSES,
  recurring: RECURRING_STATUSES,
} as const;

export type StatusKind = keyof typeof STATUS_VALUES;
export type StatusOf<K extends StatusKind> = (typeof STATUS_VALUES)[K][number];

type Row = readonly [label: string, tone: StatusTone];

/** [label, tone] per status; one line per entity. */
const ROWS: { [K in StatusKind]: Record<StatusOf<K>, Row> } = {
  project: {
    planning: ['Planning', 'warning'],
    active: ['Active', 'info'],
    on_hold: ['On Hold', 'warning'],
    completed: ['Completed', 'success'],
    cancelled: ['Cancelled', 'neutral'],
  },
  task: { pending: ['Pending', 'warning'], in_progress: ['In Progress', 'info'], completed: ['Completed', 'success'] },
  milestone: {
    planned: ['Planned', 'warning'],
    in_progress: ['In Progress', 'info'],
    completed: ['Completed', 'success'],
    delayed: ['Delayed', 'danger'],
    cancelled: ['Cancelled', 'neutral'],
  },
  // docs/product.md, States: an open invoice is shown as Unpaid.
  invoice: {
    draft: ['Draft', 'neutral'],
    open: ['Unpaid', 'warning'],
    partially_paid: ['Partially Paid', 'warning'],
    paid: ['Paid', 'success'],
    void: ['Void', 'neutral'],
    uncollectible: ['Uncollectible', 'danger'],
  },
  lead: {
    new: ['New', 'info'],
    contacted: ['Contacted', 'warning'],
    qualified: ['Qualified', 'success'],
    disqualified: ['Disqualified', 'neutral'],
  },
  revenue: {
    active: ['Active', 'success'],
    upcoming: ['Upcoming', 'info'],
    expired: ['Expired', 'warning'],
    inactive: ['Inactive', 'neutral'],
  },
  user: { active: ['Active', 'success'], inactive: ['Inactive', 'neutral'], pending: ['Pending', 'warning'] },
  client: {
    prospect: ['Prospect', 'warning'],
    active: ['Active', 'success'],
    inactive: ['Inactive', 'neutral'],
    archived: ['Archived', 'neutral'],
  },
  priority: { low: ['Low', 'neutral'], medium: ['Medium', 'warning'], high: ['High', 'danger'] },
  // A client request waits for an answer; once accepted, its task's status tells how the work goes (decision 0044).
  request: { open: ['Open', 'warning'], accepted: ['Accepted', 'success'], declined: ['Declined', 'neutral'] },
  // Time on its way to an invoice (decision 0045); an invoiced entry is locked.
  timeEntry: {
    open: ['Open', 'neutral'],
    submitted: ['Submitted', 'warning'],
    approved: ['Approved', 'success'],
    invoiced: ['Invoiced', 'info'],
  },
  timesheetWeek: { submitted: ['Awaiting approval', 'warning'], approved: ['Approved', 'success'], returned: ['Returned', 'danger'] },
  // A quote sent and opened waits for its client's answer; expiry is the scheduler's (decision 0052).
  quote: {
    draft: ['Draft', 'neutral'],
    sent: ['Sent', 'info'],
    viewed: ['Viewed', 'info'],
    accepted: ['Accepted', 'success'],
    declined: ['Declined', 'danger'],
    expired: ['Expired', 'neutral'],
  },
  recurring: {
    active: ['Active', 'success'],
    paused: ['Paused', 'warning'],
    cancelled: ['Cancelled', 'neutral'],
    finished: ['Finished', 'neutral'],
  },
};

const shown = (rows: Record<string, Row>): Table<string> =>
  Object.fromEntries(Object.entries(rows).map(([status, [label, tone]]) => [status, { label, tone }]));

export const STATUS_DISPLAY = Object.fromEntries(
  Object.entries(ROWS).map(([kind, rows]) => [kind, shown(rows as Record<string, Row>)]),
) as { [K in StatusKind]: Table<StatusOf<K>> };

/** The marker beside a task's or an invoice's status when it is past due (it is not a status: decision 0025). */
export const OVERDUE_MARKER: Shown = { label: 'Overdue', tone: 'danger' };

export function statusLabel<K extends StatusKind>(kind: K, status: StatusOf<K>): string {
  return (STATUS_DISPLAY[kind] as Table<string>)[status]?.label ?? status;
}

export function statusTone<K extends StatusKind>(kind: K, status: StatusOf<K>): StatusTone {
  return (STATUS_DISPLAY[kind] as Table<string>)[status]?.tone ?? 'neutral';
}
