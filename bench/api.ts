/**
 * The API under load, against the app in its own process: every endpoint the budgets name, signed in as an admin, a
 * developer and a client user, and the bare Hono hello-world measured in the same run as the ceiling.
 */
import type { Figure } from './figure';
import { perRequest, sampleCpu } from './cpu';
import { load, type LoadResult } from './load';
import { signIn, startHello, type Running } from './processes';
import { quoteRows } from './quote-rows';
import { recurringRows } from './recurring-rows';
import { billingSetupRows } from './billing-setup-rows';
import { paymentRows } from './payment-rows';
import { collaborationRows } from './collaboration-rows';
import { LIST_BUDGET_MS, timeRows, type TimeIds } from './time-rows';

type Who = 'admin' | 'developer' | 'client_primary' | 'manager';

interface Endpoint {
  name: string;
  path: string;
  as: Who;
  /** p95 budget in ms (docs/architecture.md): list pages 25, the dashboard 50. */
  budget?: number;
  /** A list page: its throughput must be at least 20% of the hello-world's. */
  list?: boolean;
  post?: unknown;
}

export { LIST_BUDGET_MS };
export const DASHBOARD_BUDGET_MS = 50;

function endpoints(ids: { project: string; taskWithComments: string; client: string }): Endpoint[] {
  const list = (name: string, path: string, as: Who = 'admin'): Endpoint => ({ name, path, as, budget: LIST_BUDGET_MS, list: true });
  return [
    // The cheapest signed-in request (the session's one query and the JSON): the floor under every row below.
    { name: 'who am I (session only)', path: '/api/me', as: 'admin' },
    list('tasks list, page 1', '/api/tasks'),
    list('tasks list, page 50', '/api/tasks?page=50'),
    list('tasks list, page 1000', '/api/tasks?page=1000&pageSize=20'),
    list('tasks list, filtered (in progress, high)', '/api/tasks?status=in_progress&priority=high'),
    list('tasks list, search "api" (12% of tasks match)', '/api/tasks?q=api'),
    list('tasks list, search "dashboard #4242" (one task)', `/api/tasks?q=${encodeURIComponent('dashboard #4242')}`),
    list('tasks list, filtered and searched, page 50', '/api/tasks?status=pending&q=report&page=50&pageSize=20'),
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
    { name: 'overview dashboard', path: '/api/dashboard', as: 'admin', budget: DASHBOARD_BUDGET_MS },
    { name: 'overview dashboard (developer)', path: '/api/dashboard', as: 'developer', budget: DASHBOARD_BUDGET_MS },
    { name: 'client dashboard (client user)', path: '/api/client-dashboard', as: 'client_primary', budget: DASHBOARD_BUDGET_MS },
    { name: 'project detail', path: `/api/projects/${ids.project}`, as: 'admin' },
    { name: 'project detail, tasks tab', path: `/api/tasks?projectId=${ids.project}`, as: 'admin', budget: LIST_BUDGET_MS, list: true },
    { name: 'task detail', path: `/api/tasks/${ids.taskWithComments}`, as: 'developer' },
    { name: 'task comments (50)', path: `/api/tasks/${ids.taskWithComments}/comments`, as: 'developer' },
    {
      name: 'create a task',
      path: '/api/tasks',
      as: 'admin',
      post: { title: 'Bench task', clientId: ids.client, priority: 'medium' },
    },
  ];
}

export interface ApiRun {
  figures: Figure[];
  /** p95 by endpoint name, for the deep-page ratio and the closing note. */
  results: Map<string, LoadResult>;
  helloRps: number;
}

const ratio = (a: number, b: number) => Math.round((a / b) * 100) / 100;

export async function measureApi(
  app: Running,
  ids: { project: string; taskWithComments: string; client: string; time?: TimeIds },
  seconds: number,
): Promise<ApiRun> {
  const hello = await startHello();
  const helloResult = await load(`${hello.base}/`, { seconds }).finally(() => hello.stop());
  const cookies = {} as Record<Who, string>;
  for (const who of ['admin', 'developer', 'client_primary', 'manager'] as const) cookies[who] = await signIn(app.base, `${who}@demo.test`);

  const figures: Figure[] = [
    { what: 'hello-world (bare Hono), throughput', value: helloResult.requestsPerSecond, unit: 'req/s' },
    { what: 'hello-world p50 / p95 / p99', value: helloResult.p50, unit: `/ ${helloResult.p95} / ${helloResult.p99} ms` },
  ];
  const results = new Map<string, LoadResult>();
  for (const e of endpoints(ids)) {
    const headers: Record<string, string> = { cookie: cookies[e.as] };
    if (e.post) Object.assign(headers, { 'content-type': 'application/json', origin: app.base });
    const before = sampleCpu(app.pid);
    const r = await load(app.base + e.path, { seconds, headers, ...(e.post ? { method: 'POST' as const, body: JSON.stringify(e.post) } : {}) });
    const cpu = perRequest(before, sampleCpu(app.pid), r.requests);
    results.set(e.name, r);
    const label = e.as === 'admin' || e.name.includes('(') ? e.name : `${e.name} (${e.as})`;
    figures.push({ what: `${label}: p95`, value: r.p95, unit: 'ms', ...(e.budget && { budget: e.budget }) });
    figures.push({ what: `${label}: p50 / p99`, value: r.p50, unit: `/ ${r.p99} ms` });
    figures.push({ what: `${label}: CPU per request, app / PostgreSQL`, value: cpu.app, unit: `/ ${cpu.postgres} ms` });
    const share = ratio(r.requestsPerSecond, helloResult.requestsPerSecond);
    figures.push({ what: `${label}: throughput ${r.requestsPerSecond} req/s, share of hello-world`, value: share, unit: '', ...(e.list && { budget: 0.2, atLeast: true }) });
  }
  if (ids.time) figures.push(...(await measureTime(app, ids.time, cookies, seconds, results)));
  const page1 = results.get('tasks list, page 1')!;
  const deep = results.get('tasks list, page 1000')!;
  figures.push({ what: 'deep page: page 1000 p95 / page 1 p95', value: ratio(deep.p95, page1.p95), unit: 'x', budget: 2 });
  return { figures, results, helloRps: helloResult.requestsPerSecond };
}

/** The time tracking rows (bench/time-rows.ts); a route that answers 404 (not built yet) is listed as skipped. */
async function measureTime(app: Running, ids: TimeIds, cookies: Record<Who, string>, seconds: number, results: Map<string, LoadResult>): Promise<Figure[]> {
  const figures: Figure[] = [];
  for (const e of [...timeRows(ids), ...recurringRows(ids.largestClient), ...quoteRows(ids.largestClient), ...paymentRows(ids.largestClient), ...billingSetupRows(), ...collaborationRows(ids)]) {
    const headers: Record<string, string> = { cookie: cookies[e.as] };
    if (e.post) Object.assign(headers, { 'content-type': 'application/json', origin: app.base });
    const request = e.post ? { method: 'POST' as const, body: JSON.stringify(e.post) } : {};
    const label = e.as === 'admin' || e.name.includes('(') ? e.name : `${e.name} (${e.as})`;
    const probe = await fetch(app.base + e.path, { headers, ...request });
    await probe.arrayBuffer();
    if (probe.status === 404) {
      figures.push({ what: `${label}: skipped, the route answers 404`, value: 0, unit: '' });
      continue;
    }
    const before = sampleCpu(app.pid);
    const r = await load(app.base + e.path, { seconds, headers, ...request, ...(e.expect && { expect: e.expect }) });
    const cpu = perRequest(before, sampleCpu(app.pid), r.requests);
    results.set(e.name, r);
    figures.push({ what: `${label}: p95`, value: r.p95, unit: 'ms', budget: e.budget });
    figures.push({ what: `${label}: p50 / p99`, value: r.p50, unit: `/ ${r.p99} ms` });
    figures.push({ what: `${label}: CPU per request, app / PostgreSQL`, value: cpu.app, unit: `/ ${cpu.postgres} ms` });
  }
  return figures;
}
