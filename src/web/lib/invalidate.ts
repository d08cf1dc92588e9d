/**
 * What a write changes on screen: one table from the entity a write (or a live event) touches to the entities whose
 * figures follow from it, read off the server's services. `invalidateFor(queryClient, 'payment')` marks all of those
 * stale, and the ones on screen refetch. Where a figure's source is unsure the wider group is listed: a stale figure
 * is a bug a user sees, an extra refetch is not.
 */
import type { InvalidateQueryFilters, QueryClient, QueryKey } from '@tanstack/react-query';
import { queryKeys as k } from './query-keys';

type Filters = Pick<InvalidateQueryFilters, 'queryKey' | 'exact'>;
type Options = { gone?: QueryKey };

/** What the write or event names, to refresh one project's, client's or task's queries rather than every one. */
export interface Scope {
  projectId?: string | null;
  clientId?: string | null;
  taskId?: string | null;
}

/** Each entity's own queries, narrowed by the scope where it names one. */
const OWN = {
  project: (s: Scope) =>
    // A project's own detail (its counts and progress) and the lists; not everything below it (team, files).
    s.projectId
      ? [{ queryKey: k.projects.detail(s.projectId), exact: true }, { queryKey: k.projects.lists }]
      : [{ queryKey: k.projects.all }],
  projectTeam: (s: Scope) => [{ queryKey: s.projectId ? k.projects.detail(s.projectId) : k.projects.all }],
  milestone: (s: Scope) => [{ queryKey: s.projectId ? k.milestones.list(s.projectId) : k.milestones.all }],
  approval: () => [{ queryKey: k.approvals.all }],
  task: () => [{ queryKey: k.tasks.all }],
  comment: (s: Scope) => [{ queryKey: s.taskId ? k.comments.list(s.taskId) : k.comments.all }],
  message: (s: Scope) => [{ queryKey: s.projectId ? k.messages.project(s.projectId) : k.messages.all }],
  client: (s: Scope) =>
    s.clientId ? [{ queryKey: k.clients.detail(s.clientId) }, { queryKey: k.clients.lists }] : [{ queryKey: k.clients.all }],
  clientUser: (s: Scope) => [{ queryKey: s.clientId ? k.clientUsers.list(s.clientId) : k.clientUsers.all }],
  colleague: () => [{ queryKey: k.colleagues.all }],
  invoice: () => [{ queryKey: k.invoices.all }],
  payment: () => [{ queryKey: k.payments.all }],
  reminder: () => [{ queryKey: k.reminders.all }],
  recurring: () => [{ queryKey: k.recurring.all }],
  recurringExpense: () => [{ queryKey: k.recurringExpenses.all }],
  quote: () => [{ queryKey: k.quotes.all }],
  request: () => [{ queryKey: k.requests.all }],
  revenue: () => [{ queryKey: k.revenue.all }],
  communication: () => [{ queryKey: k.communications.all }],
  lead: () => [{ queryKey: k.leads.all }],
  // The entries and the top bar's timer.
  timeEntry: () => [{ queryKey: k.timeEntries.all }],
  timesheet: () => [{ queryKey: k.timesheets.all }],
  timeReport: () => [{ queryKey: k.timeReports.all }],
  expense: () => [{ queryKey: k.expenses.all }],
  budget: (s: Scope) => [{ queryKey: s.projectId ? [...k.budgets.all, s.projectId] : k.budgets.all }],
  rate: () => [{ queryKey: k.rates.all }],
  // The bell's list and count; the preferences are a setting of their own.
  notification: () => [{ queryKey: k.notifications.recent }],
  file: () => [{ queryKey: k.files.all }],
  user: () => [{ queryKey: k.users.all }],
  me: () => [{ queryKey: k.me.all }],
  options: () => [{ queryKey: k.options.all }],
  search: () => [{ queryKey: k.search.all }],
  dashboard: () => [{ queryKey: k.dashboard.all }],
  clientDashboard: () => [{ queryKey: k.clientDashboard.all }],
  billingSettings: () => [{ queryKey: k.settings.billing }],
  agencyProfile: () => [{ queryKey: k.settings.agencyProfile }],
  invoiceTimeSetting: () => [{ queryKey: k.settings.invoiceTime }],
  notificationPreferences: () => [{ queryKey: k.settings.notificationPreferences }],
  taxRate: () => [{ queryKey: k.taxRates.all }],
  securityPolicy: () => [{ queryKey: k.account.securityPolicy }],
  session: () => [{ queryKey: k.account.sessions }],
  apiKey: () => [{ queryKey: k.account.apiKeys }],
  webhook: () => [{ queryKey: k.webhooks.all }],
  job: () => [{ queryKey: k.jobs.all }],
  auditLog: () => [{ queryKey: k.auditLog.all }],
} satisfies Record<string, (scope: Scope) => Filters[]>;

export type Entity = keyof typeof OWN;

const dashboards = ['dashboard', 'clientDashboard'] as const satisfies Entity[];
/** Every figure money moves: invoices and their ledgers, the client's paid total, revenue, dashboards, reports. */
const money = ['invoice', 'payment', 'client', 'revenue', 'reminder', 'timeReport', ...dashboards] as const satisfies Entity[];
const allTime = ['timeEntry', 'timesheet', 'timeReport', 'budget', 'rate'] as const satisfies Entity[];

/**
 * What else a change to each entity changes (besides its own queries). Names, counts and totals are shown on other
 * screens: a project's on its client, the pickers and search; a task's in its project's progress and the dashboards.
 */
export const AFFECTS: Record<Entity, readonly Entity[]> = {
  // Name, client, manager, status, budget and rates: client counts, pickers, search, time reports and budgets.
  project: ['client', 'options', 'search', 'task', 'budget', 'timeReport', 'revenue', ...dashboards],
  // Members: the project's team and eligible people, who is assignable, the client's team card.
  projectTeam: ['project', 'options', 'rate', 'budget', ...dashboards],
  // Milestones show in the project's progress, the pickers, tasks (their milestone) and the approvals card.
  milestone: ['project', 'approval', 'options', 'task', ...dashboards],
  approval: ['milestone', 'project', ...dashboards],
  // Task counts are kept by the database on projects (and the client's overview); the timesheet offers tasks.
  task: ['project', 'milestone', 'client', 'search', 'timesheet', ...dashboards],
  comment: ['task', ...dashboards],
  message: [],
  // Client names and statuses appear on projects, invoices, revenue, communications, pickers and search.
  client: ['project', 'clientUser', 'invoice', 'revenue', 'communication', 'options', 'search', ...dashboards],
  clientUser: ['client', 'user', 'options', 'colleague'],
  // A primary contact's change to a colleague is the same account the agency sees in the client's Users tab.
  colleague: ['clientUser', 'user', 'options'],
  // Issuing, voiding or marking an invoice changes its client's balance, revenue, reminders and the time it bills.
  invoice: [...money, 'timeEntry', 'timesheet', 'budget', 'quote'],
  // A payment, refund or credit note: the invoice's paid and due amounts, the client's paid total, revenue, dashboards.
  payment: [...money],
  reminder: ['invoice'],
  // A schedule's action may issue an invoice at once.
  recurring: [...money],
  // Its own list; the expenses it books are the scheduler's, shown when their screens next read.
  recurringExpense: [],
  // Sending, signing or converting a quote can make projects, milestones, tasks, a deposit invoice and a client's money.
  quote: ['project', 'milestone', 'task', ...money, 'options', 'search'],
  // Accepting a request makes a task; requests are counted on the dashboards.
  request: ['task', 'project', 'search', ...dashboards],
  revenue: ['client', ...dashboards],
  communication: ['client', 'search', ...dashboards],
  // Converting a lead makes a client.
  lead: ['client', 'options', ...dashboards],
  // Hours and their money: the timesheet, reports, the project's budget and the top bar's timer.
  timeEntry: ['timesheet', 'timeReport', 'budget', 'project', 'invoice'],
  // Submitting or approving a week locks or frees its entries.
  timesheet: ['timeEntry', 'timeReport', 'budget'],
  timeReport: [],
  // An expense's cost counts in its project's budget; its receipts are files.
  expense: ['budget', 'project', 'file'],
  budget: ['project'],
  rate: [...allTime, 'project'],
  notification: [],
  // A milestone's files are part of what its approval covers.
  file: ['milestone', 'project'],
  // A person's name, role or status shows on teams, pickers, client users and assignees.
  user: ['options', 'clientUser', 'colleague', 'projectTeam', 'task', 'me'],
  // The signed-in person's name and picture show on comments, messages, teams, lists and the dashboards.
  me: ['user', 'projectTeam', 'task', 'comment', 'message', 'clientUser', 'options', ...dashboards],
  options: [],
  search: [],
  dashboard: [],
  clientDashboard: [],
  // Reminder rules and the late fee show on the invoices and their reminders.
  billingSettings: ['reminder', 'invoice'],
  agencyProfile: ['invoice', 'quote'],
  invoiceTimeSetting: ['invoice'],
  notificationPreferences: [],
  taxRate: ['invoice', 'quote', 'recurring', 'recurringExpense'],
  // Whether the staff must use two-factor sign-in shows in the signed-in user.
  securityPolicy: ['me'],
  session: ['apiKey'],
  apiKey: [],
  webhook: [],
  job: [],
  auditLog: [],
};

/** The filters a change to `entity` marks stale: its own queries and those of everything it affects. */
export function filtersFor(entity: Entity, scope: Scope = {}): Filters[] {
  return [entity, ...AFFECTS[entity]].flatMap((e): Filters[] => OWN[e](scope));
}

const startsWith = (key: QueryKey, prefix: QueryKey) => prefix.every((part, i) => key[i] === part);

/**
 * Marks stale what a change to `entity` changes; the queries on screen refetch, and the promise waits for them.
 * `gone`: a deleted record's queries, left alone so the screen that showed it does not refetch a 404 on its way out.
 */
export function invalidateFor(queryClient: QueryClient, entity: Entity, scope: Scope = {}, { gone }: Options = {}): Promise<void> {
  const keep = gone ? { predicate: (q: { queryKey: QueryKey }) => !startsWith(q.queryKey, gone) } : {};
  return Promise.all(filtersFor(entity, scope).map((filters) => queryClient.invalidateQueries({ ...filters, ...keep }))).then(
    () => undefined,
  );
}

/** Several at once (a write that is two changes, as accepting a request that makes a task). */
export function invalidateForAll(queryClient: QueryClient, entities: readonly Entity[], scope: Scope = {}): Promise<void> {
  return Promise.all(entities.map((entity) => invalidateFor(queryClient, entity, scope))).then(() => undefined);
}

/** The cache effect of a described mutation (./endpoint-mutation.ts): after success, what `entity` changes. */
export const invalidates =
  <V, D>(entity: Entity, scopeOf?: (variables: V, data: D) => Scope) =>
  (queryClient: QueryClient) => ({ onSuccess: (data: D, variables: V) => invalidateFor(queryClient, entity, scopeOf?.(variables, data)) });
