/**
 * Every TanStack Query key of the app, one factory per entity. A key starts with its entity's `all`, so invalidating
 * `all` (or a list's prefix) reaches every list and detail below it; what a write changes is in ./invalidate.ts. No
 * screen writes a key of its own: a grep test (query-keys-lint.test.ts) fails on an inline key elsewhere.
 */

/** The usual shape: `[name]`, `[name, 'list', params]`, `[name, 'detail', id]`. */
function entity<N extends string>(name: N) {
  const all = [name] as const;
  const lists = [name, 'list'] as const;
  return { all, lists, list: (params: unknown) => [...lists, params] as const, detail: (id: string) => [name, 'detail', id] as const };
}

const projects = entity('projects');
const clients = entity('clients');
const tasks = entity('tasks');
const milestones = entity('milestones');
const requests = entity('requests');
const billing = ['billing'] as const;
const time = ['time'] as const;
const timeEntries = [...time, 'entries'] as const;
const timesheets = [...time, 'timesheet'] as const;
const timeReports = [...time, 'reports'] as const;
const budgets = [...time, 'project-budget'] as const;
const rates = [...time, 'user-rates'] as const;
const messages = ['messages'] as const;
const comments = [...tasks.all, 'comments'] as const;
const options = ['options'] as const;
const settings = ['settings'] as const;
const account = ['account'] as const;
const webhooks = entity('webhook-endpoints');
const expenses = entity('expenses');

export const queryKeys = {
  me: { all: ['me'] as const },
  projects: {
    ...projects,
    team: (projectId: string) => [...projects.detail(projectId), 'team'] as const,
    eligibleMembers: (projectId: string) => [...projects.detail(projectId), 'eligible'] as const,
    /** A client's projects counted by status (the client's Projects tab). */
    clientCount: (clientId: string, status: string | null) => [...projects.lists, 'count', clientId, status] as const,
  },
  milestones: {
    ...milestones,
    /** A project's milestones; their approval histories sit below, so whatever refreshes one refreshes the other. */
    list: (projectId: string) => [...milestones.lists, projectId] as const,
    approvalHistory: (projectId: string, id: string) => [...milestones.lists, projectId, 'approvals', id] as const,
  },
  approvals: { all: ['approvals'] as const, pending: ['approvals', 'pending'] as const },
  tasks: {
    ...tasks,
    board: (status: string, filters: unknown) => [...tasks.lists, 'board', status, filters] as const,
    timesheetChoices: [...tasks.all, 'timesheet-choices'] as const,
  },
  comments: { all: comments, list: (taskId: string) => [...comments, taskId] as const },
  messages: {
    all: messages,
    project: (projectId: string) => [...messages, projectId] as const,
    list: (projectId: string) => [...messages, projectId, 'list'] as const,
  },
  clients: { ...clients, activity: (clientId: string) => [...clients.detail(clientId), 'activity'] as const },
  /** A client's people: below the client, whose overview counts them. */
  clientUsers: { all: clients.all, list: (clientId: string) => [...clients.detail(clientId), 'users'] as const },
  /** The client portal's Colleagues: the signed-in primary contact's company's people. */
  colleagues: { all: ['colleagues'] as const },
  /** Invoices, their ledgers, histories and credit notes share one root: a money write refreshes every figure of it. */
  invoices: {
    all: billing,
    ofClient: (clientId: string) => [...billing, 'client', clientId] as const,
    /** One page of a client's invoices on the billing screen (under ofClient, so invalidating the client reaches it). */
    clientPage: (clientId: string, page: number) => [...billing, 'client', clientId, page] as const,
    detail: (id: string) => [...billing, 'invoice', id] as const,
    history: (id: string) => [...billing, 'invoice', id, 'history'] as const,
    timePreview: (clientId: string, selection: unknown) => [...billing, 'time-invoice-preview', clientId, selection] as const,
    /** The Invoices workspace: a page of every client's invoices with its filters, and the ageing. */
    workspace: (params: unknown) => [...billing, 'workspace', params] as const,
    ageing: [...billing, 'ageing'] as const,
    /** The tax report of a period and basis: under billing, so a payment or credit note recorded refreshes it. */
    taxReport: (params: unknown) => [...billing, 'tax-report', params] as const,
  },
  payments: {
    all: billing,
    ledger: (invoiceId: string) => [...billing, 'ledger', invoiceId] as const,
    creditNotes: (clientId: string) => [...billing, 'credit-notes', clientId] as const,
    credit: (clientId: string) => [...billing, 'credit', clientId] as const,
    /** A client's statement of a period (decision 0097): under billing, so every money write refreshes it. */
    statement: (clientId: string, period: unknown) => [...billing, 'statement', clientId, period] as const,
  },
  reminders: { all: ['client-reminders'] as const, ofClient: (clientId: string) => ['client-reminders', clientId] as const },
  recurring: entity('recurring-schedules'),
  /** Recurring expenses and their form's choices (categories, tax rates). */
  recurringExpenses: { ...entity('recurring-expenses'), choices: ['recurring-expenses', 'choices'] as const },
  quotes: {
    ...entity('quotes'),
    clientList: (page: number) => ['quotes', 'client-list', page] as const,
    document: (id: string, token: string | null) => ['quotes', 'document', id, token] as const,
  },
  requests: {
    ...requests,
    /** A request's thread sits below its detail, so whatever refreshes the request refreshes its thread. */
    thread: (id: string) => [...requests.detail(id), 'messages'] as const,
  },
  revenue: entity('revenue'),
  communications: entity('communications'),
  leads: entity('contact-submissions'),
  /** Everything time tracking shows starts with `['time']`. */
  time: { all: time },
  timeEntries: {
    all: timeEntries,
    list: (filter: unknown) => [...timeEntries, filter] as const,
    timer: [...timeEntries, 'timer'] as const,
  },
  timesheets: {
    all: timesheets,
    week: (week: string, userId: string | undefined) => [...timesheets, 'week', week, userId ?? 'me'] as const,
    approvals: [...timesheets, 'approvals'] as const,
  },
  timeReports: {
    all: timeReports,
    projects: (query: unknown) => [...timeReports, 'projects', query] as const,
    utilization: (query: unknown) => [...timeReports, 'utilization', query] as const,
    /** The profit report (decision 0121): under the reports, so time and money writes refresh it. */
    profit: (query: unknown) => [...timeReports, 'profit', query] as const,
  },
  /** Expenses (decision 0116): lists, the categories and the tax rates a receipt may name. */
  expenses: {
    ...expenses,
    categories: (includeArchived: boolean) => [...expenses.all, 'categories', includeArchived] as const,
    taxRates: [...expenses.all, 'tax-rates'] as const,
  },
  budgets: { all: budgets, project: (projectId: string, version: string) => [...budgets, projectId, version] as const },
  rates: { all: rates, user: (userId: string) => [...rates, userId] as const },
  notifications: { all: ['notifications'] as const, recent: ['notifications', 'recent'] as const },
  files: {
    all: ['files'] as const,
    ofRecord: (entityType: string, entityId: string) => ['files', 'record', entityType, entityId] as const,
    ofProject: (projectId: string, page: number) => ['files', 'project', projectId, { page }] as const,
  },
  users: { ...entity('users'), auditActors: ['users', 'list', 'audit-actors'] as const },
  /** The pickers' choices (clients, projects, milestones, people): they name what other entities hold. */
  options: {
    all: options,
    clients: [...options, 'clients'] as const,
    projects: (clientId: string | null | undefined) => [...options, 'projects', clientId] as const,
    milestones: (projectId: string | null | undefined) => [...options, 'milestones', projectId] as const,
    users: (roles: unknown) => [...options, 'users', roles] as const,
  },
  search: { all: ['search'] as const, results: (q: string) => ['search', q] as const },
  dashboard: { all: ['dashboard'] as const },
  clientDashboard: { all: ['client-dashboard'] as const, sinceLastVisit: ['client-dashboard', 'since-last-visit'] as const },
  settings: {
    all: settings,
    billing: [...settings, 'billing'] as const,
    agencyProfile: [...settings, 'agency-profile'] as const,
    invoiceTime: [...settings, 'invoice-time'] as const,
    notificationPreferences: [...settings, 'notification-preferences'] as const,
    accountMapping: [...settings, 'account-mapping'] as const,
  },
  taxRates: { all: ['tax-rates'] as const, list: (which: 'all' | 'active') => ['tax-rates', which] as const },
  account: {
    all: account,
    sessions: [...account, 'sessions'] as const,
    apiKeys: [...account, 'api-keys'] as const,
    securityPolicy: [...account, 'security-policy'] as const,
  },
  webhooks: {
    ...webhooks,
    deliveries: (endpointId: string, query: unknown) => [...webhooks.detail(endpointId), 'deliveries', query] as const,
  },
  jobs: entity('jobs'),
  auditLog: entity('audit-log'),
  auth: { signInOptions: ['auth', 'sign-in-options'] as const },
} as const;
