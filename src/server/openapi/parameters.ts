/**
 * What the query parameters mean, by name, for the document: a list's paging, search and filters carry the same name
 * and meaning on every route, so they are described once here and every route that takes them (those added later too)
 * is described. A description on the schema itself (`.meta({ description })`) wins; a parameter described nowhere
 * fails tests/api/platform/openapi.test.ts.
 */
const ANY = {
  page: 'The page to answer, from 1; past the last page the list is empty.',
  pageSize: 'Rows per page (50 unless said, 200 at most).',
  q: 'Search words: rows whose text fields contain all of them, case and accents ignored.',
  after:
    'Keyset paging: the id of the last row of the page already shown; this page starts after it (Next) instead of ' +
    'skipping `(page - 1) x pageSize` rows, and `page` still names the page shown. Used by the `updated` and `created` ' +
    "orders; with another order, or a row gone or not the caller's, the page number is used.",
  before: 'Keyset paging: the id of the first row of the page already shown; this page ends before it (Previous). As `after`.',
  status: 'Only rows in this status.',
  priority: 'Only rows of this priority.',
  type: 'Only rows of this type.',
  industry: 'Only clients of this industry.',
  clientId: 'Only rows of this client (`none`, where offered: rows without a client).',
  projectId: 'Only rows of this project (`none`, where offered: rows without a project).',
  milestoneId: 'Only tasks of this milestone (`none`: tasks without one).',
  managerId: 'Only projects this user manages (`unassigned`: projects without a manager).',
  assignedToId: 'Only tasks assigned to this user (`unassigned`: tasks without an assignee).',
  userId: 'Only rows of this user.',
  taskId: 'Only entries on this task.',
  categoryId: 'Only expenses of this category.',
  actorId: 'Only entries of what this user did.',
  roles: 'Comma-separated roles: only users with one of them.',
  role: 'Only users with this role.',
  group: 'Staff, client users, or both.',
  overdue: '`true`: only rows past their due date and not done; `false`: only the others.',
  billable: '`true`: only billable entries; `false`: only non-billable ones.',
  currency: 'Only rows in this currency (ISO 4217 code).',
  includeArchived: '`true`: archived rows too.',
  dueFrom: 'Only tasks due on or after this day (YYYY-MM-DD).',
  dueTo: 'Only tasks due on or before this day (YYYY-MM-DD).',
  dateFrom: "Only rows on or after this day (YYYY-MM-DD, in the caller's time zone given by `tzOffset`).",
  dateTo: "Only rows on or before this day (YYYY-MM-DD, in the caller's time zone given by `tzOffset`).",
  tzOffset: "The caller's offset from UTC in minutes, as JavaScript's getTimezoneOffset() gives it, for `dateFrom`/`dateTo`.",
  from: 'The first month (YYYY-MM) or day (YYYY-MM-DD) of the period, inclusive.',
  to: 'The last month (YYYY-MM) or day (YYYY-MM-DD) of the period, inclusive.',
  basis: 'What the report counts: `issued` documents of the period, or money received (`paid`) in it.',
  week: 'Any day of the week to show (YYYY-MM-DD); the week starts on Monday.',
  sort: 'The order of the rows.',
  dir: 'Ascending or descending order.',
  limit: 'The most rows to answer.',
  entityType: 'The kind of record the files belong to.',
  eventType: 'Only rows of this event type (`task.created`).',
  entityId: 'The id of the record the files belong to.',
  direction: 'Only communications in this direction.',
  category: 'Only entries of this kind.',
  action: 'Only entries of this action (`tasks.update`), or of every action starting with it (`tasks.`).',
  state: 'Only jobs in this state.',
  t: 'The signed token from the e-mailed link, for a caller without a session.',
} as const satisfies Record<string, string>;

/** Where a name means something else on one route: `<path> <name>`. */
const ON_ROUTE: Record<string, string> = {
  '/notifications before': 'The id of the last notification already shown: the next (older) page starts after it.',
  '/projects/{id}/messages before':
    'Cursor: the `cursor` of the oldest message already shown (`<timestamp>~<id>`). Answers the messages before it.',
  '/invoices/pdfs.zip ids': 'The invoices to download, by id, comma-separated (at most 50).',
  '/clients/{id}/statement from':
    'The first day of the statement (YYYY-MM-DD, inclusive); what was owed before it is the opening balance. 1 January of this year unless given.',
  '/clients/{id}/statement to': 'The last day of the statement (YYYY-MM-DD, inclusive); today unless given.',
  '/clients/{id}/statement currency':
    "Only this currency's statement (ISO 4217 code); every currency the client has money in unless given.",
  '/clients/{id}/statement.pdf from': 'The first day of the statement (YYYY-MM-DD, inclusive); 1 January of this year unless given.',
  '/clients/{id}/statement.pdf to': 'The last day of the statement (YYYY-MM-DD, inclusive); today unless given.',
  '/clients/{id}/statement.pdf currency': "The statement's currency (ISO 4217 code); the client's own unless given.",
  '/expenses q': 'Search words: expenses whose description or vendor contains them, case ignored.',
  '/expenses from': 'The first expense date (YYYY-MM-DD), inclusive.',
  '/expenses to': 'The last expense date (YYYY-MM-DD), inclusive.',
  '/auth/callback/oidc code': "The provider's authorization code.",
  '/auth/callback/oidc state': 'The state this sign-in started with, checked against its cookie.',
  '/auth/callback/oidc iss': "The provider's issuer identifier (RFC 9207), checked when sent.",
  '/auth/callback/oidc error': 'The error code the provider sends instead of a code.',
  '/auth/callback/oidc error_description': "The provider's text for `error`.",
  '/accounting/export.csv format':
    'The file: xero-invoices, xero-bills (expenses), qbo-invoices, qbo-expenses (bills) or journal (every document, double entry).',
  ...Object.fromEntries(
    ['/reports/profit', '/reports/profit/export.csv'].flatMap((path) => [
      [`${path} groupBy`, 'One row per `project` (and client), per `client`, or per `month`; each per currency.'],
      [`${path} month`, 'The period as one month (YYYY-MM).'],
      [`${path} year`, 'The period as one year (YYYY), its twelve months.'],
      [`${path} from`, 'The first month of the period (YYYY-MM), with `to`.'],
      [`${path} to`, 'The last month of the period (YYYY-MM), included; at most 12 months after `from`.'],
      [`${path} currency`, "Only this currency's rows (ISO 4217 code); totals and the charts' figures keep every currency."],
    ]),
  ),
  ...Object.fromEntries(
    ['/reports/tax', '/reports/tax/export.csv', '/accounting/export.csv'].flatMap((path) => [
      [`${path} from`, 'The first day of the period (YYYY-MM-DD, UTC), inclusive.'],
      [`${path} to`, 'The last day of the period (YYYY-MM-DD, UTC), inclusive; at most a year after `from`.'],
    ]),
  ),
};

export function queryParameterDescription(path: string, name: string): string | undefined {
  return ON_ROUTE[`${path} ${name}`] ?? (ANY as Record<string, string>)[name];
}
