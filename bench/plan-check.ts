/**
 * What PostgreSQL spends planning the statements of the API bench rows, and whether a session setting changes their
 * plans (decision 0070). The app is built in this process on the bench database (as bench/floor-capture.ts does),
 * each row's request is made twice and the second one's statements are kept; each SELECT is then EXPLAINed with its
 * own parameters, once per setting, several times, and the median planning and execution times and the plan's shape
 * (node types, relations, indexes, join order) are compared.
 *
 *   npx tsx bench/plan-check.ts [postgres url] ["set join_collapse_limit = 1"]
 */
import pg from 'pg';
import { createApp } from '@server/app';
import { buildDeps } from '@server/bootstrap';
import { openDatabase } from '@server/db/client';
import { readEnv } from '@server/env';
import { DEEP_PAGES, endpoints } from './api';
import { timeIds, timeRows } from './time-rows';
import { recurringRows } from './recurring-rows';
import { quoteRows } from './quote-rows';
import { paymentRows } from './payment-rows';
import { billingSetupRows } from './billing-setup-rows';
import { collaborationRows } from './collaboration-rows';
import { clientBillingRows } from './client-billing-rows';
import { invoiceWorkspaceRows } from './invoice-workspace-rows';
import { visibilityIds, visibilityRows } from './visibility-rows';

const url = process.argv[2] ?? 'postgres://postgres@127.0.0.1:5432/portal_bench';
const setting = process.argv[3] ?? 'set join_collapse_limit = 1';
const REPEAT = Number(process.env.PLAN_REPEAT ?? 15);

interface Sent {
  text: string;
  values: unknown[];
}
interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Join Type'?: string;
  Plans?: PlanNode[];
}

/** The plan without its figures: what would make it faster or slower on other data. */
function shape(node: PlanNode): string {
  const own = [node['Node Type'], node['Join Type'], node['Relation Name'], node['Index Name']].filter(Boolean).join(' ');
  return node.Plans?.length ? `${own}(${node.Plans.map(shape).join(', ')})` : own;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

async function explain(client: pg.Client, s: Sent) {
  const plan: number[] = [];
  const exec: number[] = [];
  let tree = '';
  for (let i = 0; i < REPEAT; i++) {
    const { rows } = await client.query({ text: `explain (analyze, timing off, format json) ${s.text}`, values: s.values });
    const out = rows[0]['QUERY PLAN'][0];
    plan.push(out['Planning Time']);
    exec.push(out['Execution Time']);
    tree = shape(out.Plan);
  }
  return { plan: median(plan), exec: median(exec), tree };
}

async function main() {
  const database = await openDatabase({ url });
  const env = readEnv({ NODE_ENV: 'test', DATABASE_URL: url, APP_URL: 'http://127.0.0.1', LOG_LEVEL: 'silent' });
  const app = createApp(buildDeps(env, database));
  let sent: Sent[] = [];
  // Every statement goes through a client's query, the pool's and a transaction's alike.
  const original = pg.Client.prototype.query as (...args: unknown[]) => unknown;
  (pg.Client.prototype as unknown as { query: typeof original }).query = function (this: pg.Client, ...args: unknown[]) {
    const [config, values] = args as [string | pg.QueryConfig, unknown[] | undefined];
    const c = typeof config === 'string' ? { text: config } : config;
    if (c && typeof c.text === 'string') sent.push({ text: c.text, values: [...(values ?? c.values ?? [])] });
    return original.apply(this, args);
  };
  const request = async (path: string, init: RequestInit = {}) => {
    const res = await app.request(`http://127.0.0.1${path}`, init);
    return { status: res.status, res };
  };
  const cookies = {} as Record<'admin' | 'developer' | 'client_primary' | 'manager' | 'bench-client', string>;
  for (const who of ['admin', 'developer', 'client_primary', 'manager', 'bench-client'] as const) {
    const { res } = await request('/api/auth/sign-in/email', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://127.0.0.1' },
      body: JSON.stringify({ email: `${who}@demo.test`, password: 'demo-password', rememberMe: true }),
    });
    cookies[who] = res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
  }
  const idOf = async (label: string) => (await database.pool!.query(`select md5($1)::uuid::text as id`, [label])).rows[0].id as string;
  const time = await timeIds(url);
  const cursors = {} as Record<keyof typeof DEEP_PAGES, string>;
  for (const [key, path] of Object.entries(DEEP_PAGES) as Array<[keyof typeof DEEP_PAGES, string]>) {
    const page = Number(new URL(path, 'http://x').searchParams.get('page'));
    const { res } = await request(path.replace(`page=${page}`, `page=${page - 1}`), { headers: { cookie: cookies.admin } });
    const before = (await res.json()) as { items: Array<{ id: string }> };
    cursors[key] = `${path}&after=${before.items.at(-1)!.id}`;
  }
  const rows = [
    ...endpoints(
      { project: await idOf('bench-project-200'), taskWithComments: await idOf('bench-task-1'), client: await idOf('bench-client-1') },
      cursors,
    ).filter((e) => !e.post),
    ...timeRows(time),
    ...recurringRows(time.largestClient),
    ...quoteRows(time.largestClient),
    ...paymentRows(time.largestClient),
    ...billingSetupRows(),
    ...collaborationRows(time),
    ...clientBillingRows(time),
    ...invoiceWorkspaceRows(time.largestClient),
    ...visibilityRows(await visibilityIds(url)),
  ];

  const plain = new pg.Client({ connectionString: url });
  const tuned = new pg.Client({ connectionString: url });
  await Promise.all([plain.connect(), tuned.connect()]);
  await tuned.query(setting);
  const total = { plain: 0, tuned: 0, execPlain: 0, execTuned: 0 };
  try {
    for (const e of rows) {
      const headers: Record<string, string> = { cookie: cookies[e.as] };
      const init: RequestInit = e.post
        ? {
            method: 'POST',
            headers: { ...headers, 'content-type': 'application/json', origin: 'http://127.0.0.1' },
            body: JSON.stringify(e.post),
          }
        : { headers };
      for (let i = 0; i < 2; i++) {
        sent = [];
        const { status, res } = await request(e.path, init);
        await res.arrayBuffer();
        if (status >= 400) console.log(`# ${e.name}: ${status}`);
      }
      const selects = sent.filter((s) => /^\s*(select|with)\b/i.test(s.text));
      let rowPlain = 0;
      let rowTuned = 0;
      const lines: string[] = [];
      for (const s of selects) {
        const [a, b] = [await explain(plain, s), await explain(tuned, s)];
        rowPlain += a.plan;
        rowTuned += b.plan;
        total.execPlain += a.exec;
        total.execTuned += b.exec;
        const same = a.tree === b.tree ? 'same plan' : 'PLAN CHANGED';
        lines.push(
          `   plan ${a.plan.toFixed(3)} -> ${b.plan.toFixed(3)} ms, exec ${a.exec.toFixed(3)} -> ${b.exec.toFixed(3)} ms, ${same}: ${s.text.replace(/\s+/g, ' ').slice(0, 110)}`,
        );
        if (a.tree !== b.tree) lines.push(`     default: ${a.tree}\n     setting: ${b.tree}`);
      }
      total.plain += rowPlain;
      total.tuned += rowTuned;
      console.log(`${e.name} [${e.as}]: ${selects.length} selects, planning ${rowPlain.toFixed(2)} -> ${rowTuned.toFixed(2)} ms`);
      for (const l of lines) console.log(l);
    }
    console.log(
      `all rows: planning ${total.plain.toFixed(1)} -> ${total.tuned.toFixed(1)} ms, execution ${total.execPlain.toFixed(1)} -> ${total.execTuned.toFixed(1)} ms`,
    );
  } finally {
    await Promise.all([plain.end(), tuned.end()]);
    await database.close();
  }
}

await main();
