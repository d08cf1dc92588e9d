/**
 * The floor: the same three answers as the app (the tasks list's page 1 and the overview dashboard as an admin, and
 * GET /api/me), from a bare node:http handler and `pg`, run as its own process like the app. It sends exactly the
 * statements the app sent (captured from the app at the start of the run, bench/floor-capture.ts, parameters and all),
 * checks the session cookie's signature and looks the session up by the app's one query, builds the same JSON and
 * writes one log line per request, as the app must. Nothing else: no framework, no query builder, no validation of
 * what it sends. The app's CPU per request over this one is what the app's own machinery costs (bench/api.ts).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import pg from 'pg';
import { PROJECT_STATUSES } from '@shared/enums';
import { isLanguage, isLocale, localeFor } from '@shared/i18n/languages';
import { capabilitiesOf } from '@shared/permissions';
import { taskCan } from '@shared/policies/tasks';
import { isStaffRole } from '@shared/roles';
import type { FloorCapture, FloorPath, Statement } from './floor-capture';

const capture = JSON.parse(process.env.FLOOR_CAPTURE!) as FloorCapture;
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 20 });

// Timestamps and dates are read as the text PostgreSQL sends (as drizzle does), and turned into ISO strings here.
const raw = (value: string) => value;
const types = {
  getTypeParser: (oid: number, format?: string) =>
    oid === 1082 || oid === 1114 || oid === 1184 ? raw : pg.types.getTypeParser(oid, format as 'text'),
};
const iso = (value: string) => new Date(value).toISOString();

type Row = unknown[];

/** A captured statement's values with the request's session token in place of the captured one (alone or in an array). */
const withToken = (values: unknown[], token: string) =>
  values.map((v) => (v === capture.token ? token : Array.isArray(v) ? v.map((e) => (e === capture.token ? token : e)) : v));

/** One captured statement as the app sent it; the session token among its values is the request's. */
function send(s: Statement, token: string): Promise<Row[]> {
  const values = withToken(s.values, token);
  return pool.query<Row>({ text: s.text, values, rowMode: 'array', types, ...(s.name && { name: s.name }) }).then((r) => r.rows);
}

interface Session {
  id: string;
  user: {
    id: string;
    email: string;
    firstName: string;
    lastName: string;
    role: string;
    status: string;
    clientId: string | null;
    avatarUrl: string | null;
  };
  twoFactorEnabled: boolean;
  requireStaffTwoFactor: boolean;
}

function sessionToken(cookieHeader: string | undefined): string | undefined {
  if (!cookieHeader) return undefined;
  for (const part of cookieHeader.split(';')) {
    const eq = part.indexOf('=');
    if (part.slice(0, eq).trim() !== capture.cookieName) continue;
    const value = decodeURIComponent(part.slice(eq + 1).trim());
    const dot = value.lastIndexOf('.');
    const token = value.slice(0, dot);
    const given = Buffer.from(value.slice(dot + 1), 'base64');
    const expected = createHmac('sha256', capture.secret).update(token).digest();
    return given.length === expected.length && timingSafeEqual(given, expected) ? token : undefined;
  }
  return undefined;
}

/**
 * The session by the app's one lookup, its columns by position in the order the app selects them (session-cookie.ts:
 * token, session id, expiry, stale, then the user's, then the workspace's two-factor switch).
 */
async function session(token: string, lookup: Statement): Promise<Session | undefined> {
  const values = withToken(lookup.values, token);
  const { rows } = await pool.query<Row>({ text: lookup.text, values, rowMode: 'array', types, ...(lookup.name && { name: lookup.name }) });
  const r = rows.find((row) => row[0] === token) ?? rows[0];
  if (!r || new Date(r[2] as string).valueOf() <= Date.now() || r[9] !== 'active') return undefined;
  return {
    id: r[1] as string,
    twoFactorEnabled: r[12] === true,
    requireStaffTwoFactor: r[13] === true,
    user: {
      id: r[4] as string,
      email: r[5] as string,
      firstName: r[6] as string,
      lastName: r[7] as string,
      role: r[8] as string,
      status: r[9] as string,
      clientId: r[10] as string | null,
      avatarUrl: r[11] as string | null,
    },
  };
}

/** The rows of the n-th statement (in the order the app sent them) whose text matches. */
function rowsOf(statements: Statement[], results: Row[][], pattern: RegExp, nth = 0): Row[] {
  const index = statements.map((s, i) => (pattern.test(s.text) ? i : -1)).filter((i) => i >= 0)[nth];
  if (index === undefined) throw new Error(`The app sent no statement matching ${pattern} (#${nth})`);
  return results[index]!;
}

/** The dashboard chart's rows (currency, month, expected, invoiced, paid) as one series per currency, in their order. */
function chartSeries(rows: Row[]) {
  const series = new Map<unknown, { currency: unknown; months: object[] }>();
  for (const r of rows) {
    const s = series.get(r[0]) ?? { currency: r[0], months: [] };
    s.months.push({ month: r[1], expectedMinor: Number(r[2]), invoicedMinor: Number(r[3]), paidMinor: Number(r[4]) });
    series.set(r[0], s);
  }
  return [...series.values()];
}

const pair = (id: unknown, name: unknown) => (id === null ? null : { id, name });
const person = (id: unknown, firstName: unknown, lastName: unknown) => (id === null ? null : { id, firstName, lastName });

function taskItem(r: Row, user: Session['user']) {
  const assignedTo = person(r[14], r[15], r[16]);
  return {
    id: r[0],
    title: r[1],
    description: r[2],
    type: r[3],
    status: r[4],
    isOverdue: Boolean(r[5]),
    priority: r[6],
    dueDate: r[7],
    client: { id: r[8], name: r[9] },
    project: pair(r[10], r[11]),
    milestone: pair(r[12], r[13]),
    assignedTo,
    clientVisible: Boolean(r[17]),
    createdAt: iso(r[18] as string),
    updatedAt: iso(r[19] as string),
    can: taskCan(user, { assignedToId: (assignedTo?.id as string | undefined) ?? null }),
  };
}

const cards = (r: Row) => ({
  total: Number(r[0]),
  pending: Number(r[1]),
  inProgress: Number(r[2]),
  completed: Number(r[3]),
  overdue: Number(r[4]),
});

const TASK_ROWS = /^select "tasks"\."id"/;
const TALLY = /from "task_tallies"/;

/** Each endpoint's JSON from its statements' rows. */
const answers: Record<FloorPath, (s: Session, statements: Statement[], results: Row[][]) => unknown> = {
  '/api/tasks': (s, statements, results) => {
    const stats = cards(rowsOf(statements, results, TALLY)[0]!);
    return {
      items: rowsOf(statements, results, TASK_ROWS).map((r) => taskItem(r, s.user)),
      total: stats.total,
      page: 1,
      pageSize: 50,
      stats,
      capped: false,
    };
  },
  '/api/dashboard': (s, statements, results) => {
    const visible = cards(rowsOf(statements, results, TALLY)[0]!);
    const own = cards(rowsOf(statements, results, TALLY, 1)[0]!);
    const projectCounts = new Map(rowsOf(statements, results, /from "list_tallies"/).map((r) => [r[0], Number(r[1])]));
    const byStatus = Object.fromEntries(PROJECT_STATUSES.map((status) => [status, projectCounts.get(status) ?? 0]));
    return {
      cards: {
        activeProjects: byStatus.active,
        pendingTasks: visible.pending + visible.inProgress,
        overdueTasks: visible.overdue,
        totalClients: Number(rowsOf(statements, results, /^select count\(\*\) from "clients"/)[0]![0]),
        monthlyRevenue: rowsOf(statements, results, /^select "client_revenue"\."currency"/).map((r) => ({
          currency: r[0],
          amountMinor: Number(r[1]),
        })),
      },
      recentTasks: rowsOf(statements, results, TASK_ROWS).map((r) => taskItem(r, s.user)),
      recentCommunications: rowsOf(statements, results, /from "communications"/).map((r) => ({
        id: r[0],
        type: r[1],
        direction: r[2],
        subject: r[3],
        createdAt: iso(r[4] as string),
        client: { id: r[5], name: r[6] },
        user: person(r[7], r[8], r[9]),
      })),
      projectStatus: {
        byStatus,
        projects: rowsOf(statements, results, /from \(select .* from "projects"/).map((r) => ({
          id: r[0],
          name: r[1],
          completionPercentage: r[2],
          completionSetByHand: r[3] === true,
          totalTasks: Number(r[4]),
          completedTasks: Number(r[5]),
        })),
      },
      profile: { assignedTasks: own.total, completedTasks: own.completed },
      recentActivity: rowsOf(statements, results, /from "activity_log"/).map((r) => ({
        id: r[0],
        action: r[1],
        summary: r[2],
        createdAt: iso(r[3] as string),
        actor: person(r[4], r[5], r[6]),
      })),
      revenueChart: chartSeries(rowsOf(statements, results, /^with m as \(select generate_series/)),
    };
  },
  '/api/me': (s, statements, results) => {
    // The two-factor answer is the app's: its switch as the session lookup read it, or a statement of its own.
    const own = statements.findIndex((st) => /from "workspace_settings"/.test(st.text));
    const switchOn = own >= 0 ? results[own]![0]?.[0] === true : s.requireStaffTwoFactor;
    // The person's language and their company's, as the portal reads them (reader-language.ts's portalLanguage).
    const [language, locale, clientLanguage, clientLocale] = rowsOf(statements, results, /"clients"\."language"/)[0] ?? [];
    const ownLanguage = isLanguage(language) ? language : null;
    const ownLocale = ownLanguage && isLocale(locale) ? locale : null;
    const reads = ownLanguage ?? (isLanguage(clientLanguage) ? clientLanguage : null);
    return {
      user: s.user,
      capabilities: capabilitiesOf(s.user.role),
      twoFactorEnabled: s.twoFactorEnabled,
      twoFactorRequired: !s.twoFactorEnabled && isStaffRole(s.user.role) && switchOn,
      ownLanguage,
      ownLocale,
      language: reads,
      locale: reads ? localeFor(reads, ownLanguage ? ownLocale : ((clientLocale as string | null) ?? null)) : null,
    };
  },
};

function reply(res: ServerResponse, status: number, body: unknown) {
  const json = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(json) });
  res.end(json);
}

async function handle(req: IncomingMessage, res: ServerResponse) {
  const path = req.url!.split('?')[0] as FloorPath;
  const statements = capture.statements[path];
  if (!statements) return reply(res, 404, { error: { code: 'not_found', message: 'No such route.' } });
  const token = sessionToken(req.headers.cookie);
  const signedIn = token ? await session(token, statements[0]!) : undefined;
  if (!signedIn) return reply(res, 401, { error: { code: 'unauthorized', message: 'Sign in first.' } });
  const own = statements.slice(1);
  const results = await Promise.all(own.map((s) => send(s, token!)));
  return reply(res, 200, answers[path](signedIn, own, results));
}

const server = createServer((req, res) => {
  const started = performance.now();
  handle(req, res)
    .catch((error: unknown) => {
      console.error(error);
      reply(res, 500, { error: { code: 'internal_error', message: 'Something went wrong.' } });
    })
    .finally(() => {
      // The app's one line per request, kept here too: the floor answers with the same duties.
      console.log(
        JSON.stringify({
          time: new Date().toISOString(),
          level: 'info',
          msg: 'request',
          method: req.method,
          path: req.url!.split('?')[0],
          status: res.statusCode,
          durationMs: Math.round((performance.now() - started) * 10) / 10,
        }),
      );
    });
});
server.listen(Number(process.env.PORT), process.env.HOST ?? '127.0.0.1', () => console.log('Ready'));
process.on('SIGTERM', () =>
  server.close(() => {
    pool.end().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  }),
);
