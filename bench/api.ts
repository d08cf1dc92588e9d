/**
 * The API under load, against the app in its own process: every endpoint the budgets name, signed in as an admin, a
 * developer and a client user, and the bare Hono hello-world measured in the same run as the ceiling. The tasks list,
 * the overview dashboard and GET /api/me are also answered by the floor (bench/floor.ts: the same SQL and JSON from a
 * bare handler), and the app may spend at most twice the floor's CPU per request on them. Every row with a latency
 * target is held to its CPU per request (bench/cpu-budgets.ts); its p95 is information.
 */
import { isDeepStrictEqual } from 'node:util';
import type { Figure } from './figure';
import { perRequest, sampleCpu } from './cpu';
import { queryOnce } from './databases';
import { rowFigures } from './cpu-budgets';
import { load, type LoadResult } from './load';
import { captureFloorStatements, type FloorPath } from './floor-capture';
import { signIn, startFloor, startHello, type Running } from './processes';
import { quoteRows } from './quote-rows';
import { recurringRows } from './recurring-rows';
import { billingSetupRows } from './billing-setup-rows';
import { paymentRows } from './payment-rows';
import { collaborationRows } from './collaboration-rows';
import { clientBillingRows } from './client-billing-rows';
import { invoiceWorkspaceRows } from './invoice-workspace-rows';
import { visibilityRows, type VisibilityIds } from './visibility-rows';
import { LIST_BUDGET_MS, timeRows, type TimeIds } from './time-rows';

type Who = 'admin' | 'developer' | 'client_primary' | 'manager' | 'bench-client';

interface Row {
  name: string;
  path: string;
  as: Who;
  /** The p95 target in ms on the record's machine (list pages 25, reports and dashboards 50): the row's CPU budget is cpuBudgetFor(budget). */
  budget?: number;
  post?: unknown;
  /** The status a good answer has (a preview is a POST that answers 200). */
  expect?: number;
}

interface Endpoint extends Row {
  /** Also answered by the floor, against which the app's CPU per request is held. */
  floor?: FloorPath;
}

export { LIST_BUDGET_MS };
export const DASHBOARD_BUDGET_MS = 50;
/** The app's CPU per request at most this many times the floor's (bench/floor.ts). */
export const FLOOR_BUDGET = 2;

/** The deep pages of the tasks list, as a link or an API client asks them (by number) and as the screen's pager does. */
export const DEEP_PAGES = {
  page50: '/api/tasks?page=50',
  page1000: '/api/tasks?page=1000&pageSize=20',
  filteredSearched50: '/api/tasks?status=pending&q=report&page=50&pageSize=20',
} as const;
type Cursors = Record<keyof typeof DEEP_PAGES, string>;

/**
 * The cursor the screen's Next sends to reach each deep page (decision 0069): the last task of the page before it,
 * read from the app as the screen reads it.
 */
async function pagerCursors(app: Running, cookie: string): Promise<Cursors> {
  const entries = await Promise.all(
    Object.entries(DEEP_PAGES).map(async ([key, path]) => {
      const page = Number(new URL(path, app.base).searchParams.get('page'));
      const before = (await (await fetch(app.base + path.replace(`page=${page}`, `page=${page - 1}`), { headers: { cookie } })).json()) as {
        items: Array<{ id: string }>;
      };
      return [key, `${path}&after=${before.items.at(-1)!.id}`];
    }),
  );
  return Object.fromEntries(entries) as Cursors;
}

export function endpoints(ids: { project: string; taskWithComments: string; client: string }, cursors: Cursors): Endpoint[] {
  const list = (name: string, path: string, as: Who = 'admin'): Endpoint => ({ name, path, as, budget: LIST_BUDGET_MS });
  // A page asked by its number alone skips every earlier task: no budget, the screen never asks it so (decision 0069).
  const byNumber = (name: string, path: string): Endpoint => ({ name: `${name} by number (a link or an API client)`, path, as: 'admin' });
  return [
    // The cheapest signed-in request (the session's one query and the JSON): the floor under every row below.
    { name: 'who am I (session only)', path: '/api/me', as: 'admin', floor: '/api/me' },
    { ...list('tasks list, page 1', '/api/tasks'), floor: '/api/tasks' },
    list('tasks list, page 50', cursors.page50),
    list('tasks list, page 1000', cursors.page1000),
    list('tasks list, filtered (in progress, high)', '/api/tasks?status=in_progress&priority=high'),
    list('tasks list, search "api" (12% of tasks match)', '/api/tasks?q=api'),
    list('tasks list, search "dashboard #4242" (one task)', `/api/tasks?q=${encodeURIComponent('dashboard #4242')}`),
    list('tasks list, filtered and searched, page 50', cursors.filteredSearched50),
    byNumber('tasks list, page 50', DEEP_PAGES.page50),
    byNumber('tasks list, page 1000', DEEP_PAGES.page1000),
    byNumber('tasks list, filtered and searched, page 50', DEEP_PAGES.filteredSearched50),
    list('tasks list, page 1 (developer)', '/api/tasks', 'developer'),
    list('tasks list, page 1 (client user)', '/api/tasks', 'client_primary'),
    list('projects list', '/api/projects'),
    list('projects list, search', '/api/projects?q=checkout'),
    list('projects list (client user)', '/api/projects', 'client_primary'),
    list('clients list', '/api/clients'),
    list('clients list, search', '/api/clients?q=health'),
    list('communications list', '/api/communications'),
    list('communications list, type filter', '/api/communications?type=meeting'),
    list('communications list (developer)', '/api/communications', 'developer'),
    list('contact leads list', '/api/contact-submissions'),
    list('client requests list', '/api/requests'),
    list('client requests list, open and searched', '/api/requests?status=open&q=checkout'),
    list('client requests list (developer)', '/api/requests', 'developer'),
    list('client requests list (client user)', '/api/requests', 'client_primary'),
    { name: 'overview dashboard', path: '/api/dashboard', as: 'admin', budget: DASHBOARD_BUDGET_MS, floor: '/api/dashboard' },
    { name: 'overview dashboard (developer)', path: '/api/dashboard', as: 'developer', budget: DASHBOARD_BUDGET_MS },
    { name: 'client dashboard (client user)', path: '/api/client-dashboard', as: 'client_primary', budget: DASHBOARD_BUDGET_MS },
    { name: 'project detail', path: `/api/projects/${ids.project}`, as: 'admin' },
    { name: 'project detail, tasks tab', path: `/api/tasks?projectId=${ids.project}`, as: 'admin', budget: LIST_BUDGET_MS },
    { name: 'task detail', path: `/api/tasks/${ids.taskWithComments}`, as: 'developer' },
    { name: 'task comments (50)', path: `/api/tasks/${ids.taskWithComments}/comments`, as: 'developer' },
    { name: 'create a task', path: '/api/tasks', as: 'admin', post: { title: 'Bench task', clientId: ids.client, priority: 'medium' } },
  ];
}

export interface ApiRun {
  figures: Figure[];
  /** p95 by endpoint name, for the deep-page ratio and the closing note. */
  results: Map<string, LoadResult>;
  helloRps: number;
}

const ratio = (a: number, b: number) => Math.round((a / b) * 100) / 100;

/** The floor started on the app's database with the statements the app sends, after checking it answers the same JSON. */
async function floorLike(app: Running, url: string, cookie: string): Promise<Running> {
  const floor = await startFloor(url, await captureFloorStatements(url, cookie));
  for (const path of ['/api/tasks', '/api/dashboard', '/api/me']) {
    const [ours, its] = await Promise.all([app, floor].map(async (s) => (await fetch(s.base + path, { headers: { cookie } })).json()));
    if (!isDeepStrictEqual(ours, its)) {
      await floor.stop();
      throw new Error(
        `The floor answers ${path} differently from the app (bench/floor.ts must build the same JSON):\napp:   ${JSON.stringify(ours).slice(0, 600)}\nfloor: ${JSON.stringify(its).slice(0, 600)}`,
      );
    }
  }
  return floor;
}

/**
 * The app's and the floor's CPU per request, loaded in turns of one second: on a machine others share, the load
 * changes from second to second, and turns meet it alike where two runs one after the other would not.
 */
async function againstFloor(
  app: Running,
  floor: Running,
  path: string,
  floorPath: string,
  headers: Record<string, string>,
  seconds: number,
) {
  const spent = { app: { ms: 0, requests: 0 }, floor: { ms: 0, requests: 0 } };
  // The app has just answered this for `seconds`; the floor gets its turn to compile the path before it is measured.
  await load(floor.base + floorPath, { seconds: 1, headers });
  for (let turn = 0; turn < Math.max(2, seconds); turn++) {
    for (const [who, server, url] of [
      ['app', app, app.base + path],
      ['floor', floor, floor.base + floorPath],
    ] as const) {
      const before = sampleCpu(server.pid);
      const r = await load(url, { seconds: 1, headers });
      spent[who].ms += sampleCpu(server.pid).app - before.app;
      spent[who].requests += r.requests;
    }
  }
  const per = (s: { ms: number; requests: number }) => Math.round((s.ms / s.requests) * 100) / 100;
  return { app: per(spent.app), floor: per(spent.floor) };
}

/** `--rows a,b`: only the rows whose name holds one of these (any case); all rows without it. */
export const rowFilter = (rows: string | undefined) => {
  const words =
    rows
      ?.split(',')
      .map((w) => w.trim().toLowerCase())
      .filter(Boolean) ?? [];
  return (name: string) => words.length === 0 || words.some((w) => name.toLowerCase().includes(w));
};

export async function measureApi(
  app: Running,
  ids: { project: string; taskWithComments: string; client: string; time?: TimeIds; visibility?: VisibilityIds },
  seconds: number,
  /** The app's database, which the floor reads too. */
  url: string,
  rows?: string,
): Promise<ApiRun> {
  const wanted = rowFilter(rows);
  const hello = await startHello();
  const helloResult = await load(`${hello.base}/`, { seconds }).finally(() => hello.stop());
  const cookies = {} as Record<Who, string>;
  for (const who of ['admin', 'developer', 'client_primary', 'manager', 'bench-client'] as const)
    cookies[who] = await signIn(app.base, `${who}@demo.test`);

  const selected = endpoints(ids, await pagerCursors(app, cookies.admin)).filter((e) => wanted(e.name));
  // The floor only when a row measured against it is run.
  const floor = selected.some((e) => e.floor) ? await floorLike(app, url, cookies.admin) : null;
  const figures: Figure[] = [
    { what: 'hello-world (bare Hono), throughput', value: helloResult.requestsPerSecond, unit: 'req/s' },
    { what: 'hello-world p50 / p95 / p99', value: helloResult.p50, unit: `/ ${helloResult.p95} / ${helloResult.p99} ms` },
  ];
  const results = new Map<string, LoadResult>();
  try {
    for (const e of selected) {
      figures.push(...(await measureRow(app, url, e, cookies[e.as], seconds, results)));
      if (e.floor && floor) {
        const headers = { cookie: cookies[e.as] };
        const both = await againstFloor(app, floor, e.path, e.floor, headers, seconds);
        const label = labelOf(e);
        figures.push({ what: `${label}: CPU per request in turns, app / floor`, value: both.app, unit: `/ ${both.floor} ms` });
        figures.push({
          what: `${label}: CPU per request, app / floor`,
          value: ratio(both.app, both.floor),
          unit: 'x',
          budget: FLOOR_BUDGET,
        });
      }
    }
  } finally {
    await floor?.stop();
  }
  if (ids.time) figures.push(...(await measureWaveRows(app, url, ids.time, cookies, seconds, results, wanted)));
  if (ids.visibility)
    for (const e of visibilityRows(ids.visibility).filter((row) => wanted(row.name)))
      figures.push(...(await measureRow(app, url, e, cookies[e.as], seconds, results)));
  const page1 = results.get('tasks list, page 1');
  const deep = results.get('tasks list, page 1000');
  if (page1 && deep)
    figures.push({ what: 'deep page: page 1000 p95 / page 1 p95', value: ratio(deep.p95, page1.p95), unit: 'x', budget: 2 });
  return { figures, results, helloRps: helloResult.requestsPerSecond };
}

/** The rows of the later waves (time, quotes, payments, collaboration, the Invoices workspace and its reports). */
async function measureWaveRows(
  app: Running,
  url: string,
  ids: TimeIds,
  cookies: Record<Who, string>,
  seconds: number,
  results: Map<string, LoadResult>,
  wanted: (name: string) => boolean,
): Promise<Figure[]> {
  const figures: Figure[] = [];
  for (const e of [
    ...timeRows(ids),
    ...recurringRows(ids.largestClient),
    ...quoteRows(ids.largestClient),
    ...paymentRows(ids.largestClient),
    ...billingSetupRows(),
    ...collaborationRows(ids),
    ...clientBillingRows(ids),
    ...invoiceWorkspaceRows(ids.largestClient),
  ].filter((e) => wanted(e.name))) {
    figures.push(...(await measureRow(app, url, e, cookies[e.as], seconds, results)));
  }
  return figures;
}

const labelOf = (e: Row) => (e.as === 'admin' || e.name.includes('(') ? e.name : `${e.name} (${e.as})`);

/**
 * Waits (at most 30 s) until the database runs no statement: requests that outlast a row's window (a report of seconds
 * a request) go on in PostgreSQL after the load stops, and their CPU would be charged to the next row.
 */
async function databaseAtRest(url: string) {
  const until = Date.now() + 30_000;
  const busy = `select count(*)::int as n from pg_stat_activity where datname = current_database() and state = 'active' and pid <> pg_backend_pid()`;
  while (Date.now() < until && Number((await queryOnce(url, busy)).rows[0].n) > 0) await new Promise((resolve) => setTimeout(resolve, 200));
}

/** One row under load: its p95 as information and its CPU per request against the budget (bench/cpu-budgets.ts). */
async function measureRow(
  app: Running,
  url: string,
  e: Row,
  cookie: string,
  seconds: number,
  results: Map<string, LoadResult>,
): Promise<Figure[]> {
  await databaseAtRest(url);
  const headers: Record<string, string> = { cookie };
  if (e.post) Object.assign(headers, { 'content-type': 'application/json', origin: app.base });
  const request = e.post ? { method: 'POST' as const, body: JSON.stringify(e.post) } : {};
  const label = labelOf(e);
  const probe = await fetch(app.base + e.path, { headers, ...request });
  await probe.arrayBuffer();
  // A route that answers 404 is not built on this checkout (an older commit measured for comparison).
  if (probe.status === 404) return [{ what: `${label}: skipped, the route answers 404`, value: 0, unit: '' }];
  // A second of the same requests first, unmeasured: the app's JIT and PostgreSQL's caches warm to this row, so its
  // CPU per request is what the row costs and not where in the run it falls.
  if (!e.post) await load(app.base + e.path, { seconds: 1, headers, ...(e.expect && { expect: e.expect }) });
  const before = sampleCpu(app.pid);
  const r = await load(app.base + e.path, { seconds, headers, ...request, ...(e.expect && { expect: e.expect }) });
  const cpu = perRequest(before, sampleCpu(app.pid), r.requests);
  results.set(e.name, r);
  return rowFigures(label, r, cpu, e.budget);
}
