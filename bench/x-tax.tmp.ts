import { PgDialect } from 'drizzle-orm/pg-core';
const captured: unknown[] = [];
const db = { execute: async (q: unknown) => { captured.push(q); return { rows: [] }; } };
const { taxReport } = await import('../src/server/features/tax-report/tax-report');
await taxReport(db as never, { from: '2025-12-01', to: '2026-11-30', basis: 'paid' } as never);
const d = new PgDialect();
for (const c of captured) {
const q = d.sqlToQuery(c as never);
let s = q.sql; q.params.forEach((p, i) => { s = s.replace(new RegExp('\\$' + (i + 1) + '(?!\\d)'), `'${Array.isArray(p) ? '{' + p.join(',') + '}' : p}'`); });
console.log(s + ';');
}
