import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
const captured: unknown[] = [];
const db = { execute: async (q: unknown) => { captured.push(q); return { rows: [] }; } };
const { profitReport } = await import('../src/server/features/profit-report/profit-report');
await profitReport(db as never, { groupBy: 'project', from: '2025-12', to: '2026-11', page: 1, pageSize: 25 } as never);
const d = new PgDialect();
for (const c of captured) {
const q = d.sqlToQuery(c as never);
let s = q.sql; q.params.forEach((p, i) => { s = s.replace(new RegExp('\\$' + (i + 1) + '(?!\\d)'), `'${Array.isArray(p) ? '{' + p.join(',') + '}' : p}'`); });
console.log(s + ';');
}
