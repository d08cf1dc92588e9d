/** Every enumerated value of the product (docs/product.md, Entities). The database CHECK constraints and the zod schemas both read these. */
export const USER_STATUSES = ['active', 'inactive', 'pending'] as const;
export const CLIENT_STATUSES = ['prospect', 'active', 'inactive', 'archived'] as const;
export const INDUSTRIES = [
  'Technology',
  'Healthcare',
  'Finance',
  'Manufacturing',
  'Retail',
  'Education',
  'Real Estate',
  'Construction',
  'Legal',
  'Marketing',
  'Other',
] as const;
export const PROJECT_STATUSES = ['planning', 'active', 'on_hold', 'completed', 'cancelled'] as const;
export const PRIORITIES = ['low', 'medium', 'high'] as const;
export const PROJECT_ROLES = ['developer', 'designer', 'manager', 'support'] as const;
export const MILESTONE_STATUSES = ['planned', 'in_progress', 'completed', 'delayed', 'cancelled'] as const;
/**
 * A milestone's approval as its screens show it, beside its status (decision 0107): the latest request's state, where
 * 'changed' is an approval that no longer holds because the milestone (its name, description, due date or files)
 * changed after it was given, and 'withdrawn' a request the milestone's change took back before it was answered.
 */
export const APPROVAL_STATES = ['pending', 'approved', 'changes_requested', 'changed', 'withdrawn'] as const;
/** A task's working status. 'Overdue' is not one of them: it is a marker, past due and not completed (decision 0025). */
export const TASK_STATUSES = ['pending', 'in_progress', 'completed'] as const;
export const TASK_TYPES = ['feature', 'bug_fix', 'maintenance', 'testing', 'documentation', 'design', 'review', 'deployment'] as const;
export const COMMUNICATION_TYPES = ['email', 'call', 'meeting', 'chat'] as const;
export const COMMUNICATION_DIRECTIONS = ['inbound', 'outbound'] as const;
/** JPY has no minor unit and KWD has 1000 fils: each is stored in its own minor units (decisions 0098, 0100). */
export const CURRENCIES = ['USD', 'EUR', 'GBP', 'CAD', 'AUD', 'JPY', 'KWD'] as const;
/** 'partially_paid': some payments recorded, less than the total (decision 0052). */
/** Which part of a signed quote an invoice bills (decisions 0094, 0099). */
export const QUOTE_PARTS = ['deposit', 'milestone', 'final'] as const;
export type QuotePart = (typeof QUOTE_PARTS)[number];
export const INVOICE_STATUSES = ['draft', 'open', 'partially_paid', 'paid', 'void', 'uncollectible'] as const;
/** A recorded money movement on an invoice: a payment in, or a refund out (decision 0052). */
export const PAYMENT_KINDS = ['payment', 'refund'] as const;
/** 'credit': the client's credit balance applied to the invoice (decision 0093). */
export const PAYMENT_METHODS = ['bank_transfer', 'card', 'cash', 'check', 'stripe', 'other', 'credit'] as const;
/**
 * A move on a client's credit balance (decision 0093): the excess of an invoice's payments and credit notes over its
 * total coming in, credit applied to a later invoice or refunded going out.
 */
export const CLIENT_CREDIT_KINDS = ['excess', 'applied', 'refund'] as const;
/** A quote's life (decision 0052): expiry is set by the scheduler once valid_until has passed unanswered. */
export const QUOTE_STATUSES = ['draft', 'sent', 'viewed', 'accepted', 'declined', 'expired'] as const;
export const RECURRING_FREQUENCIES = ['weekly', 'monthly', 'quarterly', 'yearly'] as const;
export const RECURRING_STATUSES = ['active', 'paused', 'cancelled', 'finished'] as const;
/** A client's payment reminders: the agency's schedule, its own offsets, or none. */
export const REMINDER_MODES = ['default', 'custom', 'off'] as const;
export const LATE_FEE_KINDS = ['none', 'fixed', 'percent'] as const;
export const STRIPE_CUSTOMER_STATUSES = ['pending', 'completed'] as const;
export const LEAD_STATUSES = ['new', 'contacted', 'qualified', 'disqualified'] as const;
/** A client request's answer (decision 0044); whether its work is done is its task's status, not one of these. */
export const REQUEST_STATUSES = ['open', 'accepted', 'declined'] as const;
/** A time entry's way to an invoice (decision 0045): logged, submitted with its week, approved, then invoiced (locked). */
export const TIME_ENTRY_STATUSES = ['open', 'submitted', 'approved', 'invoiced'] as const;
/** An expense moves as time does (docs/decisions/0115): logged, submitted, approved by a manager, then on an invoice. */
export const EXPENSE_STATUSES = ['open', 'submitted', 'approved', 'invoiced'] as const;
/** How often a recurring expense (software seats, hosting) books its period's expense. */
export const RECURRING_EXPENSE_FREQUENCIES = ['monthly', 'quarterly', 'yearly'] as const;
export const RECURRING_EXPENSE_STATUSES = ['active', 'paused', 'ended'] as const;
/**
 * What an accounting export maps to the agency's chart of accounts: an expense category, a tax rate, a payment method,
 * or one of the fixed accounts (sales, receivables, expenses cleared through, credit notes, bank) named by key.
 */
export const ACCOUNT_MAPPING_KINDS = ['category', 'tax_rate', 'payment_method', 'fixed'] as const;
/** A person's week on the timesheet once submitted: waiting, approved, or returned with a note to fix. */
export const TIMESHEET_WEEK_STATUSES = ['submitted', 'approved', 'returned'] as const;
/** What a project's budget counts in, and the shares of it at which its manager is told (once each). */
export const BUDGET_MEASURES = ['hours', 'money'] as const;
export const BUDGET_ALERT_THRESHOLDS = [80, 100] as const;
export const PROJECT_TYPES = ['custom-software', 'saas', 'mobile-app', 'web-design', 'consultation'] as const;

export const PROJECT_TYPE_LABELS: Record<(typeof PROJECT_TYPES)[number], string> = {
  'custom-software': 'Custom Software Solution',
  saas: 'SaaS Development',
  'mobile-app': 'Native Mobile App',
  'web-design': 'Legacy Web Design',
  consultation: 'Strategic Consultation',
};

export type UserStatus = (typeof USER_STATUSES)[number];
export type ClientStatus = (typeof CLIENT_STATUSES)[number];
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];
export type Priority = (typeof PRIORITIES)[number];
export type TaskStatus = (typeof TASK_STATUSES)[number];
export type TaskType = (typeof TASK_TYPES)[number];
export type MilestoneStatus = (typeof MILESTONE_STATUSES)[number];
export type CommunicationType = (typeof COMMUNICATION_TYPES)[number];
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
export type LeadStatus = (typeof LEAD_STATUSES)[number];
export type Currency = (typeof CURRENCIES)[number];
export type RequestStatus = (typeof REQUEST_STATUSES)[number];
export type TimeEntryStatus = (typeof TIME_ENTRY_STATUSES)[number];
export type ExpenseStatus = (typeof EXPENSE_STATUSES)[number];
export type TimesheetWeekStatus = (typeof TIMESHEET_WEEK_STATUSES)[number];
export type BudgetMeasure = (typeof BUDGET_MEASURES)[number];
export type PaymentKind = (typeof PAYMENT_KINDS)[number];
export type ClientCreditKind = (typeof CLIENT_CREDIT_KINDS)[number];
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];
export type RecurringFrequency = (typeof RECURRING_FREQUENCIES)[number];
export type RecurringStatus = (typeof RECURRING_STATUSES)[number];
export type ReminderMode = (typeof REMINDER_MODES)[number];
export type LateFeeKind = (typeof LATE_FEE_KINDS)[number];

/** Whether a value is one of an enumeration's (a select's choice, a dropped card's column). */
export function isOneOf<T extends string>(values: readonly T[], value: unknown): value is T {
  return typeof value === 'string' && (values as readonly string[]).includes(value);
}

/** docs/product.md, States (expected revenue), in the order the rules apply. */
export const REVENUE_STATUSES = ['inactive', 'upcoming', 'expired', 'active'] as const;
