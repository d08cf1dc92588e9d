/**
 * How every status reads on screen: its label and its badge tone, one table for every entity (docs/product.md, States;
 * decision 0036). A label is a key of the `status` catalog ('status.invoice.paid'): the web renders it with
 * `common.t(key)` (src/web/lib/status-text.ts), the server with its `translator(language)`. Tones are names; the web maps them to colours in one component (src/web/components/badge.tsx).
 * The rule the tones follow: success = done or good, info = under way, warning = waiting or needs a look (planned,
 * on hold, unpaid), danger = gone wrong (delayed, uncollectible, overdue), neutral = ended or switched off (cancelled,
 * void, inactive, archived, disqualified, draft).
 */
import {
  APPROVAL_STATES,
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
  EXPENSE_STATUSES,
  RECURRING_EXPENSE_STATUSES,
} from './enums';

export const STATUS_TONES = ['success', 'info', 'warning', 'danger', 'neutral'] as const;
export type StatusTone = (typeof STATUS_TONES)[number];

interface Shown {
  /** The label's catalog key in the `common` namespace. */
  label: string;
  tone: StatusTone;
}
type Table<T extends string> = Record<T, Shown>;

/** Each entity's enumeration (src/shared/enums.ts), so a test can check that every value has its row. */
export const STATUS_VALUES = {
  project: PROJECT_STATUSES,
  task: TASK_STATUSES,
  milestone: MILESTONE_STATUSES,
  approval: APPROVAL_STATES,
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
  expense: EXPENSE_STATUSES,
  recurringExpense: RECURRING_EXPENSE_STATUSES,
} as const;

export type StatusKind = keyof typeof STATUS_VALUES;
export type StatusOf<K extends StatusKind> = (typeof STATUS_VALUES)[K][number];

type Row = readonly [label: string, tone: StatusTone];

/** [label's catalog key, tone] per status; one line per entity. */
const ROWS: { [K in StatusKind]: Record<StatusOf<K>, Row> } = {
  project: {
    planning: ['status.project.planning', 'warning'],
    active: ['status.project.active', 'info'],
    on_hold: ['status.project.onHold', 'warning'],
    completed: ['status.project.completed', 'success'],
    cancelled: ['status.project.cancelled', 'neutral'],
  },
  task: {
    pending: ['status.task.pending', 'warning'],
    in_progress: ['status.task.inProgress', 'info'],
    completed: ['status.task.completed', 'success'],
  },
  milestone: {
    planned: ['status.milestone.planned', 'warning'],
    in_progress: ['status.milestone.inProgress', 'info'],
    completed: ['status.milestone.completed', 'success'],
    delayed: ['status.milestone.delayed', 'danger'],
    cancelled: ['status.milestone.cancelled', 'neutral'],
  },
  // A milestone's approval is the client's sign-off, beside its status, never instead of it (decision 0107): a
  // milestone may read In Progress and Approved at once.
  approval: {
    pending: ['status.approval.pending', 'warning'],
    approved: ['status.approval.approved', 'success'],
    changes_requested: ['status.approval.changesRequested', 'danger'],
    changed: ['status.approval.changed', 'neutral'],
    withdrawn: ['status.approval.withdrawn', 'neutral'],
  },
  // docs/product.md, States: an open invoice is shown as Unpaid.
  invoice: {
    draft: ['status.invoice.draft', 'neutral'],
    open: ['status.invoice.open', 'warning'],
    partially_paid: ['status.invoice.partiallyPaid', 'warning'],
    paid: ['status.invoice.paid', 'success'],
    void: ['status.invoice.void', 'neutral'],
    uncollectible: ['status.invoice.uncollectible', 'danger'],
  },
  lead: {
    new: ['status.lead.new', 'info'],
    contacted: ['status.lead.contacted', 'warning'],
    qualified: ['status.lead.qualified', 'success'],
    disqualified: ['status.lead.disqualified', 'neutral'],
  },
  revenue: {
    active: ['status.revenue.active', 'success'],
    upcoming: ['status.revenue.upcoming', 'info'],
    expired: ['status.revenue.expired', 'warning'],
    inactive: ['status.revenue.inactive', 'neutral'],
  },
  user: {
    active: ['status.user.active', 'success'],
    inactive: ['status.user.inactive', 'neutral'],
    pending: ['status.user.pending', 'warning'],
  },
  client: {
    prospect: ['status.client.prospect', 'warning'],
    active: ['status.client.active', 'success'],
    inactive: ['status.client.inactive', 'neutral'],
    archived: ['status.client.archived', 'neutral'],
  },
  priority: {
    low: ['status.priority.low', 'neutral'],
    medium: ['status.priority.medium', 'warning'],
    high: ['status.priority.high', 'danger'],
  },
  // A client request waits for an answer; once accepted, its task's status tells how the work goes (decision 0044).
  request: {
    open: ['status.request.open', 'warning'],
    accepted: ['status.request.accepted', 'success'],
    declined: ['status.request.declined', 'neutral'],
  },
  // Time on its way to an invoice (decision 0045); an invoiced entry is locked.
  timeEntry: {
    open: ['status.timeEntry.open', 'neutral'],
    submitted: ['status.timeEntry.submitted', 'warning'],
    approved: ['status.timeEntry.approved', 'success'],
    invoiced: ['status.timeEntry.invoiced', 'info'],
  },
  timesheetWeek: {
    submitted: ['status.timesheetWeek.submitted', 'warning'],
    approved: ['status.timesheetWeek.approved', 'success'],
    returned: ['status.timesheetWeek.returned', 'danger'],
  },
  // A quote sent and opened waits for its client's answer; expiry is the scheduler's (decision 0052).
  quote: {
    draft: ['status.quote.draft', 'neutral'],
    sent: ['status.quote.sent', 'info'],
    viewed: ['status.quote.viewed', 'info'],
    accepted: ['status.quote.accepted', 'success'],
    declined: ['status.quote.declined', 'danger'],
    expired: ['status.quote.expired', 'neutral'],
  },
  recurring: {
    active: ['status.recurring.active', 'success'],
    paused: ['status.recurring.paused', 'warning'],
    cancelled: ['status.recurring.cancelled', 'neutral'],
    finished: ['status.recurring.finished', 'neutral'],
  },
  // An expense on its way to an invoice, as time is (decision 0115).
  expense: {
    open: ['status.expense.open', 'neutral'],
    submitted: ['status.expense.submitted', 'warning'],
    approved: ['status.expense.approved', 'success'],
    invoiced: ['status.expense.invoiced', 'info'],
  },
  recurringExpense: {
    active: ['status.recurringExpense.active', 'success'],
    paused: ['status.recurringExpense.paused', 'warning'],
    ended: ['status.recurringExpense.ended', 'neutral'],
  },
};

const shown = (rows: Record<string, Row>): Table<string> =>
  Object.fromEntries(Object.entries(rows).map(([status, [label, tone]]) => [status, { label, tone }]));

export const STATUS_DISPLAY = Object.fromEntries(
  Object.entries(ROWS).map(([kind, rows]) => [kind, shown(rows as Record<string, Row>)]),
) as { [K in StatusKind]: Table<StatusOf<K>> };

/** The marker beside a task's or an invoice's status when it is past due (it is not a status: decision 0025). */
export const OVERDUE_MARKER: Shown = { label: 'status.overdue', tone: 'danger' };

/** The catalog key of a status's label ('status.invoice.open', English 'Unpaid'): translate it to show it. */
export function statusLabel<K extends StatusKind>(kind: K, status: StatusOf<K>): string {
  return (STATUS_DISPLAY[kind] as Table<string>)[status]?.label ?? status;
}

export function statusTone<K extends StatusKind>(kind: K, status: StatusOf<K>): StatusTone {
  return (STATUS_DISPLAY[kind] as Table<string>)[status]?.tone ?? 'neutral';
}
