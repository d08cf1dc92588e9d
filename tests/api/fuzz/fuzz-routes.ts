/**
 * The fuzz map, written by hand: every route the app serves -> what its path ids name, and the shared zod schema its
 * query or body is validated with (the fields the fuzzer fills). A served route missing here fails the fuzz tests.
 */
import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { UpdateSecurityPolicyInput } from '@shared/schemas/account';
import { AuditLogQuery } from '@shared/schemas/audit-log';
import { SignInInput } from '@shared/schemas/auth';
import { CreateInvoiceInput, UpdateInvoiceInput, UpdateInvoiceStatusInput } from '@shared/schemas/billing';
import { ApplyCreditInput, RefundCreditInput } from '@shared/schemas/client-credit';
import { StatementQuery } from '@shared/schemas/statements';
import { CreateCreditNoteInput, RecordPaymentInput, RefundPaymentInput } from '@shared/schemas/payments';
import { CreateTimeInvoiceInput, TimeInvoicePreviewInput, UpdateInvoiceTimeSettingInput } from '@shared/schemas/time-invoice';
import { UpdateBillingSettingsInput, UpdateClientRemindersInput } from '@shared/schemas/reminders';
import { AgencyProfileInput, TaxRateInput, TaxRateQuery, UpdateTaxRateInput } from '@shared/schemas/billing-setup';
import { CreateQuoteInput, QuoteListQuery, SaveQuoteInput } from '@shared/schemas/quotes';
import { InvoiceBulkInput, InvoiceExportQuery, InvoiceListQuery, InvoicePdfsQuery } from '@shared/schemas/invoices';
import { TaxReportQuery } from '@shared/schemas/tax-report';
import { AccountingExportQuery, AccountMappingInput } from '@shared/schemas/accounting';
import { ProfitReportQuery } from '@shared/schemas/profit-report';
import { CreateRecurringScheduleInput, RecurringActionInput, RecurringScheduleQuery } from '@shared/schemas/recurring';
import { CreateRecurringExpenseInput, RecurringExpenseQuery, UpdateRecurringExpenseInput } from '@shared/schemas/recurring-expenses';
import { AcceptQuoteInput, ClientQuoteQuery, DeclineQuoteInput } from '@shared/schemas/quote-acceptance';
import { ApproveMilestoneInput, RequestApprovalInput, RequestChangesInput } from '@shared/schemas/milestone-approvals';
import {
  ClientActivityQuery,
  ClientExportQuery,
  ClientListQuery,
  CreateClientInput,
  CreateClientUserInput,
  UpdateClientInput,
  UpdateClientUserInput,
} from '@shared/schemas/clients';
import { InviteColleagueInput, UpdateColleagueInput } from '@shared/schemas/colleagues';
import { CommunicationListQuery, CreateCommunicationInput, UpdateCommunicationInput } from '@shared/schemas/communications';
import { ContactSubmissionInput, LeadListQuery, UpdateLeadInput } from '@shared/schemas/leads';
import { UpdateProfileInput } from '@shared/schemas/profile';
import {
  AddTeamMemberInput,
  CreateProjectInput,
  MilestoneInput,
  MilestoneOrderInput,
  ProjectListQuery,
  UpdateMilestoneInput,
  UpdateProjectInput,
} from '@shared/schemas/projects';
import { CreateRevenueInput, RevenueListQuery, UpdateRevenueInput } from '@shared/schemas/revenue';
import { CreateMessageInput, MessageListQuery, UpdateMessageInput } from '@shared/schemas/messages';
import { ProjectFilesQuery, RecordFilesQuery } from '@shared/schemas/files';
import { MarkNotificationsReadInput, NotificationListQuery, NotificationPreferencesInput } from '@shared/schemas/notifications';
import { MilestoneOptionsQuery, NoOptionsQuery, ProjectOptionsQuery } from '@shared/schemas/options';
import { JobListQuery } from '@shared/schemas/jobs';
import {
  AcceptRequestInput,
  CreateRequestInput,
  CreateRequestMessageInput,
  DeclineRequestInput,
  RequestListQuery,
  UpdateRequestInput,
} from '@shared/schemas/requests';
import { SearchQuery } from '@shared/schemas/search';
import { ImportRequest } from '@shared/schemas/csv-import';
import { CreateApiKeyInput } from '@shared/schemas/api-keys';
import { WebhookDeliveryListQuery, WebhookEndpointInput, WebhookEndpointPatch } from '@shared/schemas/webhooks';
import { TeamRateInput, UserRatesInput } from '@shared/schemas/budgets';
import {
  CreateExpenseInput,
  ExpenseCategoryInput,
  ExpenseCategoryQuery,
  ExpenseListQuery,
  ReturnExpenseInput,
  UpdateExpenseInput,
} from '@shared/schemas/expenses';
import { CreateTimeEntryInput, StartTimerInput, StopTimerInput, TimeEntryListQuery, UpdateTimeEntryInput } from '@shared/schemas/time';
import { ProjectReportQuery, UtilizationQuery } from '@shared/schemas/time-reports';
import { DecideWeekInput, ReturnWeekInput, TimesheetCellInput, TimesheetQuery, TimesheetWeekInput } from '@shared/schemas/timesheet';
import { CommentInput, CreateTaskInput, TaskListQuery, UpdateTaskInput } from '@shared/schemas/tasks';
import { CreateUserInput, UpdateUserInput, UserListQuery } from '@shared/schemas/users';
import type { Role } from '@shared/roles';
import { shapeOf } from './fuzz-arbitraries';

export interface FuzzRoute {
  /** The pool of existing ids each path parameter is drawn from (besides garbage ids). */
  params?: Record<string, string>;
  /** The schema the query string is read with; absent: the route reads none, and extra parameters must not hurt. */
  query?: z.ZodType;
  /** The schema the body is read with; absent: the route reads none, and a body must not hurt. */
  body?: z.ZodType;
  /** Who calls it (default admin; lists pick among several roles). */
  as?: Role;
  /** A picture upload: bodies are multipart forms too. */
  multipart?: boolean;
  /** Answered by better-auth: its errors have their own shape, and a failed sign-in is audited, so only 'never a 5xx'. */
  foreign?: boolean;
  /** Put back what an accepted request changed that would spoil the next cases (the caller's own access). */
  reset?: SQL;
}

/** The staff options' `roles` is a comma-separated string: these values (valid, a list, a client role) make the fuzzer reach past its check. */
const OptionRoles = z.strictObject({ roles: z.enum(['developer', 'designer,manager', 'admin', 'client_primary']) });

export const LIST_ROUTES: Record<string, FuzzRoute> = {
  'GET /healthz': {},
  'GET /readyz': {},
  'GET /metrics': {},
  'GET /api/me': {},
  'GET /api/account/sessions': {},
  'GET /api/account/security-policy': {},
  'GET /api/dashboard': {},
  'GET /api/client-dashboard': { as: 'client_primary' },
  'GET /api/client-dashboard/since-last-visit': { as: 'client_primary' },
  'GET /api/clients': { query: ClientListQuery },
  'GET /api/clients/export.csv': { query: ClientExportQuery },
  'GET /api/clients/:id': { params: { id: 'clients' } },
  'GET /api/clients/:id/activity': { params: { id: 'clients' }, query: ClientActivityQuery },
  'GET /api/clients/:id/users': { params: { id: 'clients' } },
  'GET /api/colleagues': { as: 'client_primary' },
  'GET /api/clients/:id/revenue': { params: { id: 'clients' }, query: RevenueListQuery },
  'GET /api/clients/:id/billing': { params: { id: 'clients' } },
  'GET /api/clients/:id/credit-notes': { params: { id: 'clients' } },
  'GET /api/clients/:id/credit': { params: { id: 'clients' } },
  // A client's statement (decision 0097).
  'GET /api/clients/:id/statement': { params: { id: 'clients' }, query: StatementQuery },
  'GET /api/clients/:id/statement.pdf': { params: { id: 'clients' }, query: StatementQuery },
  'GET /api/invoices/:id/payments': { params: { id: 'invoices' } },
  'GET /api/credit-notes/:id/pdf': { params: { id: 'creditNotes' } },
  'GET /api/settings/invoice-time': {},
  'GET /api/settings/billing': {},
  'GET /api/tax-rates': { query: TaxRateQuery },
  'GET /api/agency-profile': {},
  'GET /api/agency-profile/logo': {},
  'GET /api/recurring-schedules': { query: RecurringScheduleQuery },
  'GET /api/recurring-schedules/:id': { params: { id: 'recurringSchedules' } },
  'GET /api/recurring-expenses': { query: RecurringExpenseQuery },
  'GET /api/recurring-expenses/choices': {},
  'GET /api/clients/:id/reminders': { params: { id: 'clients' } },
  'GET /api/quotes': { query: QuoteListQuery },
  'GET /api/invoices': { query: InvoiceListQuery },
  'GET /api/invoices/export.csv': { query: InvoiceExportQuery },
  'GET /api/invoices/ageing': {},
  'GET /api/invoices/pdfs.zip': { query: InvoicePdfsQuery },
  'GET /api/reports/tax': { query: TaxReportQuery },
  'GET /api/reports/tax/export.csv': { query: TaxReportQuery },
  'GET /api/accounting/mapping': {},
  'GET /api/accounting/export.csv': { query: AccountingExportQuery },
  'GET /api/reports/profit': { query: ProfitReportQuery },
  'GET /api/reports/profit/export.csv': { query: ProfitReportQuery },
  'GET /api/quotes/:id': { params: { id: 'quotes' } },
  'GET /api/quotes/:id/pdf': { params: { id: 'quotes' } },
  'GET /api/quotes/:id/document': { params: { id: 'quotes' }, query: ClientQuoteQuery, as: 'client_primary' },
  'GET /api/projects': { query: ProjectListQuery },
  'GET /api/projects/:id': { params: { id: 'projects' } },
  'GET /api/projects/:id/team': { params: { id: 'projects' } },
  'GET /api/projects/:id/budget': { params: { id: 'projects' } },
  'GET /api/users/:id/rates': { params: { id: 'users' } },
  'GET /api/projects/:id/team/eligible': { params: { id: 'projects' } },
  'GET /api/projects/:id/milestones': { params: { id: 'projects' } },
  'GET /api/milestones/:id/approvals': { params: { id: 'milestones' } },
  'GET /api/milestone-approvals/pending': { as: 'client_primary' },
  'GET /api/options/clients': { query: NoOptionsQuery },
  'GET /api/options/projects': { query: ProjectOptionsQuery },
  'GET /api/options/milestones': { query: MilestoneOptionsQuery },
  'GET /api/options/users': { query: OptionRoles },
  'GET /api/tasks': { query: TaskListQuery },
  'GET /api/tasks/export.csv': { query: TaskListQuery },
  'GET /api/tasks/:id': { params: { id: 'tasks' } },
  'GET /api/tasks/:id/comments': { params: { id: 'tasks' } },
  'GET /api/projects/:id/messages': { params: { id: 'projects' }, query: MessageListQuery },
  'GET /api/files': { query: RecordFilesQuery },
  'GET /api/projects/:id/files': { params: { id: 'projects' }, query: ProjectFilesQuery },
  'GET /api/files/:id/download': { params: { id: 'files' } },
  'GET /api/requests': { query: RequestListQuery },
  'GET /api/requests/:id': { params: { id: 'requests' } },
  'GET /api/requests/:id/messages': { params: { id: 'requests' } },
  'GET /api/time-entries': { query: TimeEntryListQuery },
  'GET /api/timer': {},
  // Expenses (decision 0116).
  'GET /api/expenses': { query: ExpenseListQuery },
  'GET /api/expenses/:id': { params: { id: 'expenses' } },
  'GET /api/expense-tax-rates': {},
  'GET /api/expense-categories': { query: ExpenseCategoryQuery },
  'GET /api/reports/time/projects': { query: ProjectReportQuery },
  'GET /api/reports/time/projects/export.csv': { query: ProjectReportQuery },
  'GET /api/reports/time/utilization': { query: UtilizationQuery },
  'GET /api/reports/time/utilization/export.csv': { query: UtilizationQuery },
  'GET /api/timesheet': { query: TimesheetQuery },
  'GET /api/timesheet/approvals': {},
  'GET /api/communications': { query: CommunicationListQuery },
  'GET /api/communications/export.csv': { query: CommunicationListQuery },
  'GET /api/communications/:id': { params: { id: 'communications' } },
  'GET /api/invoices/:id': { params: { id: 'invoices' } },
  'GET /api/invoices/:id/pdf': { params: { id: 'invoices' } },
  'GET /api/invoices/:id/history': { params: { id: 'invoices' } },
  'GET /api/contact-submissions': { query: LeadListQuery },
  'GET /api/contact-submissions/export.csv': { query: LeadListQuery },
  'GET /api/users': { query: UserListQuery },
  'GET /api/avatars/:userId': { params: { userId: 'users' } },
  'GET /api/audit-log': { query: AuditLogQuery },
  'GET /api/search': { query: SearchQuery },
  'GET /api/notifications': { query: NotificationListQuery },
  'GET /api/notifications/preferences': {},
  'GET /api/unsubscribe/:token': {},
  // The live-update stream: the harness reads its status and headers, not the endless body.
  'GET /api/events': {},
  'GET /api/jobs': { query: JobListQuery },
  'GET /api/account/api-keys': {},
  'GET /api/webhook-endpoints': {},
  'GET /api/webhook-endpoints/:id': { params: { id: 'webhookEndpoints' } },
  'GET /api/webhook-endpoints/:id/deliveries': { params: { id: 'webhookEndpoints' }, query: WebhookDeliveryListQuery },
  // The API's description and its reference page: public, read nothing.
  'GET /api/openapi.json': {},
  'GET /api/docs': {},
};

export const WRITE_ROUTES: Record<string, FuzzRoute> = {
  'POST /api/invoices/reminders': { body: InvoiceBulkInput },
  'POST /api/account/sessions/revoke-others': {},
  'DELETE /api/account/sessions/:id': { params: { id: 'sessions' } },
  // Turning the rule on would lock the fuzzing admin (no second factor) out of the next cases.
  'PUT /api/account/security-policy': {
    body: UpdateSecurityPolicyInput,
    reset: sql`update workspace_settings set require_staff_two_factor = false`,
  },
  'POST /api/clients': { body: CreateClientInput },
  'PATCH /api/clients/:id': { params: { id: 'clients' }, body: UpdateClientInput },
  'DELETE /api/clients/:id': { params: { id: 'clients' } },
  'POST /api/clients/:id/users': { params: { id: 'clients' }, body: CreateClientUserInput },
  'PATCH /api/clients/:id/users/:userId': { params: { id: 'clients', userId: 'clientUsers' }, body: UpdateClientUserInput },
  'DELETE /api/clients/:id/users/:userId': { params: { id: 'clients', userId: 'clientUsers' } },
  'POST /api/clients/:id/users/:userId/invitation': { params: { id: 'clients', userId: 'clientUsers' } },
  // The client portal's Colleagues (decision 0111).
  'POST /api/colleagues': { body: InviteColleagueInput, as: 'client_primary' },
  'PATCH /api/colleagues/:id': { params: { id: 'clientUsers' }, body: UpdateColleagueInput, as: 'client_primary' },
  'DELETE /api/colleagues/:id': { params: { id: 'clientUsers' }, as: 'client_primary' },
  'POST /api/colleagues/:id/invitation': { params: { id: 'clientUsers' }, as: 'client_primary' },
  'POST /api/clients/:id/revenue': { params: { id: 'clients' }, body: CreateRevenueInput },
  'PATCH /api/revenue/:id': { params: { id: 'revenue' }, body: UpdateRevenueInput },
  'DELETE /api/revenue/:id': { params: { id: 'revenue' } },
  'POST /api/clients/:id/stripe-customer': { params: { id: 'clients' } },
  'POST /api/clients/:id/invoices': { params: { id: 'clients' }, body: CreateInvoiceInput },
  'POST /api/clients/:id/invoices/sync': { params: { id: 'clients' } },
  'POST /api/clients/:id/time-invoice/preview': { params: { id: 'clients' }, body: TimeInvoicePreviewInput },
  'POST /api/clients/:id/time-invoice': { params: { id: 'clients' }, body: CreateTimeInvoiceInput },
  'PUT /api/settings/invoice-time': { body: UpdateInvoiceTimeSettingInput },
  'PUT /api/settings/billing': { body: UpdateBillingSettingsInput },
  'POST /api/settings/billing/late-fee-preview': { body: UpdateBillingSettingsInput },
  'POST /api/tax-rates': { body: TaxRateInput },
  'PATCH /api/tax-rates/:id': { params: { id: 'taxRates' }, body: UpdateTaxRateInput },
  'PUT /api/agency-profile': { body: AgencyProfileInput },
  'PUT /api/accounting/mapping': { body: AccountMappingInput },
  'PUT /api/agency-profile/logo': { multipart: true },
  'DELETE /api/agency-profile/logo': {},
  'PUT /api/clients/:id/reminders': { params: { id: 'clients' }, body: UpdateClientRemindersInput },
  'POST /api/recurring-schedules': { body: CreateRecurringScheduleInput },
  'POST /api/recurring-schedules/:id/status': { params: { id: 'recurringSchedules' }, body: RecurringActionInput },
  // Recurring expenses (decision 0118).
  'POST /api/recurring-expenses': { body: CreateRecurringExpenseInput },
  'PATCH /api/recurring-expenses/:id': { params: { id: 'recurringExpenses' }, body: UpdateRecurringExpenseInput },
  'POST /api/recurring-expenses/:id/pause': { params: { id: 'recurringExpenses' } },
  'POST /api/recurring-expenses/:id/resume': { params: { id: 'recurringExpenses' } },
  'POST /api/recurring-expenses/:id/end': { params: { id: 'recurringExpenses' } },
  'PATCH /api/invoices/:id': { params: { id: 'invoices' }, body: UpdateInvoiceStatusInput },
  'PATCH /api/invoices/:id/draft': { params: { id: 'invoices' }, body: UpdateInvoiceInput },
  // Quotes, the agency's side (decision 0055).
  'POST /api/quotes': { body: CreateQuoteInput },
  'PUT /api/quotes/:id': { params: { id: 'quotes' }, body: SaveQuoteInput },
  'POST /api/quotes/:id/send': { params: { id: 'quotes' } },
  // The client's answer to a quote (decision 0056) and the admins' conversion of an accepted one.
  'POST /api/quotes/:id/accept': { params: { id: 'quotes' }, body: AcceptQuoteInput, as: 'client_primary' },
  'POST /api/quotes/:id/decline': { params: { id: 'quotes' }, body: DeclineQuoteInput, as: 'client_primary' },
  'POST /api/quotes/:id/convert': { params: { id: 'quotes' } },
  'POST /api/quotes/:id/deposit-invoice': { params: { id: 'quotes' } },
  'POST /api/quotes/:id/final-invoice': { params: { id: 'quotes' } },
  'POST /api/milestones/:id/invoice': { params: { id: 'milestones' } },
  // Payments, refunds and credit notes (decision 0054).
  'POST /api/invoices/:id/payments': { params: { id: 'invoices' }, body: RecordPaymentInput },
  'POST /api/invoices/:id/refunds': { params: { id: 'invoices' }, body: RefundPaymentInput },
  'POST /api/invoices/:id/credit-notes': { params: { id: 'invoices' }, body: CreateCreditNoteInput },
  // The client's credit balance (decision 0093).
  'POST /api/invoices/:id/apply-credit': { params: { id: 'invoices' }, body: ApplyCreditInput },
  'POST /api/clients/:id/credit-refunds': { params: { id: 'clients' }, body: RefundCreditInput },
  'POST /api/clients/:id/statement/email': { params: { id: 'clients' }, body: StatementQuery },
  'POST /api/projects': { body: CreateProjectInput },
  'PATCH /api/projects/:id': { params: { id: 'projects' }, body: UpdateProjectInput },
  'DELETE /api/projects/:id': { params: { id: 'projects' } },
  'POST /api/projects/:id/team': { params: { id: 'projects' }, body: AddTeamMemberInput },
  'DELETE /api/projects/:id/team/:assignmentId': { params: { id: 'projects', assignmentId: 'assignments' } },
  'PATCH /api/projects/:id/team/:assignmentId': { params: { id: 'projects', assignmentId: 'assignments' }, body: TeamRateInput },
  'PUT /api/users/:id/rates': { params: { id: 'users' }, body: UserRatesInput },
  'POST /api/projects/:id/milestones': { params: { id: 'projects' }, body: MilestoneInput },
  'PUT /api/projects/:id/milestones/order': { params: { id: 'projects' }, body: MilestoneOrderInput },
  'PATCH /api/milestones/:id': { params: { id: 'milestones' }, body: UpdateMilestoneInput },
  'POST /api/milestones/:id/complete': { params: { id: 'milestones' } },
  'POST /api/milestones/:id/approval-request': { params: { id: 'milestones' }, body: RequestApprovalInput },
  'POST /api/milestones/:id/approve': { params: { id: 'milestones' }, body: ApproveMilestoneInput, as: 'client_primary' },
  'POST /api/milestones/:id/request-changes': { params: { id: 'milestones' }, body: RequestChangesInput, as: 'client_primary' },
  'DELETE /api/milestones/:id': { params: { id: 'milestones' } },
  'POST /api/tasks': { body: CreateTaskInput },
  'POST /api/imports/clients/preview': { body: ImportRequest },
  'POST /api/imports/clients': { body: ImportRequest },
  'POST /api/imports/tasks/preview': { body: ImportRequest },
  'POST /api/imports/tasks': { body: ImportRequest },
  'POST /api/imports/clients/rejected.csv': { body: ImportRequest },
  'POST /api/imports/tasks/rejected.csv': { body: ImportRequest },
  'PATCH /api/tasks/:id': { params: { id: 'tasks' }, body: UpdateTaskInput },
  'DELETE /api/tasks/:id': { params: { id: 'tasks' } },
  'POST /api/tasks/:id/comments': { params: { id: 'tasks' }, body: CommentInput },
  'PATCH /api/comments/:id': { params: { id: 'comments' }, body: CommentInput },
  'DELETE /api/comments/:id': { params: { id: 'comments' } },
  'POST /api/projects/:id/messages': { params: { id: 'projects' }, body: CreateMessageInput },
  'PATCH /api/messages/:id': { params: { id: 'messages' }, body: UpdateMessageInput },
  'DELETE /api/messages/:id': { params: { id: 'messages' } },
  // A shared file's upload is multipart (its record named in the query); the fuzzer's bytes are checked by content.
  'POST /api/files': { query: RecordFilesQuery, multipart: true },
  'DELETE /api/files/:id': { params: { id: 'files' } },
  // Client users file, change and withdraw their own requests; managers answer them.
  'POST /api/requests': { body: CreateRequestInput, as: 'client_primary' },
  'PATCH /api/requests/:id': { params: { id: 'requests' }, body: UpdateRequestInput, as: 'client_primary' },
  'DELETE /api/requests/:id': { params: { id: 'requests' }, as: 'client_primary' },
  'POST /api/requests/:id/accept': { params: { id: 'requests' }, body: AcceptRequestInput },
  'POST /api/requests/:id/decline': { params: { id: 'requests' }, body: DeclineRequestInput },
  'POST /api/requests/:id/messages': { params: { id: 'requests' }, body: CreateRequestMessageInput, as: 'client_primary' },
  // Time entries and the timer (decision 0046): a manager logs anyone's time; the timer is the caller's own.
  'POST /api/time-entries': { body: CreateTimeEntryInput },
  'PATCH /api/time-entries/:id': { params: { id: 'timeEntries' }, body: UpdateTimeEntryInput },
  'DELETE /api/time-entries/:id': { params: { id: 'timeEntries' } },
  'POST /api/timer/start': { body: StartTimerInput },
  'POST /api/timer/stop': { body: StopTimerInput },
  // Expenses (decision 0116): logged by a developer on their projects; managers decide; admins keep the categories.
  'POST /api/expenses': { body: CreateExpenseInput, as: 'developer' },
  'PATCH /api/expenses/:id': { params: { id: 'expenses' }, body: UpdateExpenseInput },
  'DELETE /api/expenses/:id': { params: { id: 'expenses' } },
  'POST /api/expenses/:id/submit': { params: { id: 'expenses' } },
  'POST /api/expenses/:id/approve': { params: { id: 'expenses' } },
  'POST /api/expenses/:id/return': { params: { id: 'expenses' }, body: ReturnExpenseInput },
  'POST /api/expense-categories': { body: ExpenseCategoryInput },
  'PATCH /api/expense-categories/:id': { params: { id: 'expenseCategories' }, body: ExpenseCategoryInput },
  'POST /api/expense-categories/:id/archive': { params: { id: 'expenseCategories' } },
  // The timesheet: a developer types and submits their own week; managers answer weeks.
  'PUT /api/timesheet/cell': { body: TimesheetCellInput, as: 'developer' },
  'POST /api/timesheet/copy-last-week': { body: TimesheetWeekInput, as: 'developer' },
  'POST /api/timesheet/submit': { body: TimesheetWeekInput, as: 'developer' },
  'POST /api/timesheet/approve': { body: DecideWeekInput },
  'POST /api/timesheet/return': { body: ReturnWeekInput },
  'POST /api/communications': { body: CreateCommunicationInput },
  'PATCH /api/communications/:id': { params: { id: 'communications' }, body: UpdateCommunicationInput },
  'DELETE /api/communications/:id': { params: { id: 'communications' } },
  'POST /api/contact-submissions': { body: ContactSubmissionInput },
  'PATCH /api/contact-submissions/:id': { params: { id: 'leads' }, body: UpdateLeadInput },
  'DELETE /api/contact-submissions/:id': { params: { id: 'leads' } },
  'POST /api/contact-submissions/:id/convert': { params: { id: 'leads' } },
  'POST /api/users': { body: CreateUserInput },
  'PATCH /api/users/:id': { params: { id: 'users' }, body: UpdateUserInput },
  'DELETE /api/users/:id': { params: { id: 'users' } },
  'PATCH /api/profile': { body: UpdateProfileInput },
  'PUT /api/profile/avatar': { multipart: true },
  'DELETE /api/profile/avatar': {},
  'POST /api/notifications/read': { body: MarkNotificationsReadInput },
  'PUT /api/notifications/preferences': { body: NotificationPreferencesInput },
  // No job is failed in the fuzz database: every id is unknown (404), garbage included.
  'POST /api/jobs/:id/retry': {},
  // better-auth's and Stripe's: only that nothing they are sent makes a 5xx (their own tests cover the rest).
  'POST /api/auth/sign-in/email': { body: SignInInput, foreign: true },
  'POST /api/account/api-keys': { body: CreateApiKeyInput },
  'DELETE /api/account/api-keys/:id': { params: { id: 'apiKeys' } },
  'POST /api/webhook-endpoints': { body: WebhookEndpointInput },
  'PATCH /api/webhook-endpoints/:id': { params: { id: 'webhookEndpoints' }, body: WebhookEndpointPatch },
  'DELETE /api/webhook-endpoints/:id': { params: { id: 'webhookEndpoints' } },
  'POST /api/webhook-endpoints/:id/roll-secret': { params: { id: 'webhookEndpoints' } },
  'POST /api/webhook-endpoints/:id/test': { params: { id: 'webhookEndpoints' } },
  'POST /api/webhook-deliveries/:id/redeliver': { params: { id: 'webhookDeliveries' } },
  'POST /api/webhooks/stripe': { body: z.strictObject({ id: z.string(), type: z.string() }) },
  'POST /api/unsubscribe/:token': {},
};

/** The schema's field names, for the fuzzer to fill and for errors to name. */
export const fieldNames = (schema: z.ZodType | undefined) => (schema ? Object.keys(shapeOf(schema)) : []);
