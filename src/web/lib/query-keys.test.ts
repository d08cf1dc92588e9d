import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { AFFECTS, filtersFor, invalidateFor, type Entity } from './invalidate';
import { queryKeys } from './query-keys';

type Key = readonly unknown[];
const startsWith = (key: Key, prefix: Key) => prefix.every((part, i) => key[i] === part);

/** Every key a factory makes, called with sample arguments: `[name, key]` pairs. */
function keysOf(factory: Record<string, unknown>): Array<[string, Key]> {
  return Object.entries(factory).flatMap(([name, value]): Array<[string, Key]> => {
    if (Array.isArray(value)) return [[name, value]];
    if (typeof value === 'function') return [[name, (value as (...args: unknown[]) => Key)('a1', 'b2')]];
    return [];
  });
}

describe('the query keys table', () => {
  const entities = Object.entries(queryKeys) as Array<[string, Record<string, unknown>]>;

  it.each(entities)('%s: every key starts with its entity’s `all`', (_name, factory) => {
    const all = factory.all as Key | undefined;
    const keys = keysOf(factory);
    if (!all) {
      // Entities without an `all` are single reads (the sign-in options); each still starts with a string.
      for (const [, key] of keys) expect(typeof key[0]).toBe('string');
      return;
    }
    for (const [name, key] of keys) expect(startsWith(key, all), `${name}: ${JSON.stringify(key)}`).toBe(true);
  });

  it('lists and details sit under their entity’s `lists` and `all`', () => {
    for (const [, factory] of entities) {
      if (typeof factory.list === 'function' && Array.isArray(factory.lists)) {
        expect(startsWith((factory.list as (p: unknown) => Key)({ page: 1 }), factory.lists as Key)).toBe(true);
      }
      if (typeof factory.detail === 'function' && Array.isArray(factory.all)) {
        expect(startsWith((factory.detail as (id: string) => Key)('x'), factory.all as Key)).toBe(true);
      }
    }
  });

  it('no two entities share the same root unless one is meant to contain the other', () => {
    // Invoices and payments share one root on purpose (a money write refreshes every figure of it), and a client's
    // users sit below the client; the rest are apart.
    const shared = new Set(['invoices', 'payments', 'clients', 'clientUsers', 'tasks', 'comments', 'time']);
    const roots = entities.filter(([name, f]) => f.all && !shared.has(name)).map(([, f]) => JSON.stringify(f.all));
    expect(new Set(roots).size).toBe(roots.length);
  });
});

describe('what a change affects', () => {
  const all = Object.keys(AFFECTS) as Entity[];

  it('every entity a mutation names has an entry, and every affected entity is one', () => {
    for (const entity of all) {
      expect(filtersFor(entity).length, entity).toBeGreaterThan(0);
      for (const affected of AFFECTS[entity]) expect(all, `${entity} → ${affected}`).toContain(affected);
    }
  });

  it('a payment refreshes its invoice, the client’s balance, revenue, reports and the dashboards', () => {
    const keys = filtersFor('payment').map((f) => JSON.stringify(f.queryKey));
    for (const key of [queryKeys.invoices.all, queryKeys.clients.all, queryKeys.revenue.all, queryKeys.timeReports.all]) {
      expect(keys).toContain(JSON.stringify(key));
    }
    expect(keys).toContain(JSON.stringify(queryKeys.dashboard.all));
    expect(keys).toContain(JSON.stringify(queryKeys.clientDashboard.all));
  });

  it('a time entry refreshes the timesheet, reports, budgets, the timer and its project', () => {
    const prefixes = filtersFor('timeEntry', { projectId: 'p1' }).map((f) => f.queryKey as Key);
    const reached = (key: Key) => prefixes.some((prefix) => startsWith(key, prefix));
    for (const key of [
      queryKeys.timesheets.week('2026-W01', undefined),
      queryKeys.timeReports.projects({}),
      queryKeys.timeEntries.timer,
      queryKeys.budgets.project('p1', 'v1'),
      queryKeys.projects.detail('p1'),
    ]) {
      expect(reached(key), JSON.stringify(key)).toBe(true);
    }
  });

  it('marks stale what is affected and leaves the rest', async () => {
    const queryClient = new QueryClient();
    const seeded: Key[] = [
      queryKeys.invoices.detail('i1'),
      queryKeys.payments.ledger('i1'),
      queryKeys.clients.detail('c1'),
      queryKeys.dashboard.all,
      queryKeys.revenue.list({ page: 1 }),
      queryKeys.messages.list('p1'),
      queryKeys.account.apiKeys,
    ];
    for (const key of seeded) queryClient.setQueryData(key, 1);
    await invalidateFor(queryClient, 'payment');
    const stale = seeded.filter((key) => queryClient.getQueryState(key)?.isInvalidated).map((k) => k[0]);
    expect(stale).toEqual(['billing', 'billing', 'clients', 'dashboard', 'revenue']);
  });

  it('leaves a deleted record’s own queries alone', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(queryKeys.tasks.detail('t1'), 1);
    queryClient.setQueryData(queryKeys.tasks.list('q'), 1);
    await invalidateFor(queryClient, 'task', {}, { gone: queryKeys.tasks.detail('t1') });
    expect(queryClient.getQueryState(queryKeys.tasks.detail('t1'))?.isInvalidated).toBe(false);
    expect(queryClient.getQueryState(queryKeys.tasks.list('q'))?.isInvalidated).toBe(true);
  });
});
