/**
 * The fuzz run for GET routes, shared by the two files that split them (lists with query parameters; reads by id):
 * each route is called by several roles with generated query strings and path ids. Never a 5xx; a refusal is a 4xx
 * JSON error naming the offending field.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '@shared/roles';
import type { IdPools } from './fuzz-arbitraries';
import { counts, expectSane, idPools, NUM_RUNS, SEED, send, summary } from './fuzz-harness';
import { pathArb, queryArb } from './fuzz-requests';
import { fieldNames, LIST_ROUTES, type FuzzRoute } from './fuzz-routes';
import { createTestApp, DEMO_ACCOUNTS, type TestApp } from '../support/harness';

/** A manager-level role, an assigned-only role and a client user: the three kinds of scoped query. */
const CALLERS: Role[] = ['admin', 'developer', 'client_primary'];

export function fuzzGetRoutes(label: string, include: (spec: FuzzRoute) => boolean) {
  let t: TestApp;
  let pools: IdPools;
  const cookies = new Map<Role, string>();

  beforeAll(async () => {
    t = await createTestApp();
    for (const role of CALLERS) cookies.set(role, await t.as(DEMO_ACCOUNTS[role]));
    pools = await idPools(t, DEMO_ACCOUNTS.admin);
  });
  afterAll(async () => {
    console.log(`${summary()} (${label}, seed ${SEED})`);
    await t.close();
  });

  describe(`fuzzed ${label}`, () => {
    it('has a fuzz entry for every GET route the app serves', () => {
      const served = t.app.routes.filter((r) => r.method === 'GET' && !r.path.startsWith('/api/auth/')).map((r) => `${r.method} ${r.path}`);
      expect([...new Set(served)].sort()).toEqual(Object.keys(LIST_ROUTES).sort());
    });

    for (const [route, spec] of Object.entries(LIST_ROUTES).filter(([, s]) => include(s))) {
      const [, path] = route.split(' ') as [string, string];
      it(`${route}: never a 5xx, refusals name the field`, async () => {
        const known = fieldNames(spec.query);
        const property = fc.asyncProperty(
          fc.constantFrom(...(spec.as ? [spec.as] : CALLERS)),
          pathArb(path, spec, pools),
          queryArb(spec.query, pools),
          async (role, p, query) => {
            counts.cases++;
            counts.routes.add(route);
            const req = { path: p, query };
            expectSane(await send(t, 'GET', req, cookies.get(role)!), req, known);
          },
        );
        await fc.assert(property, { numRuns: NUM_RUNS, seed: SEED });
      });
    }
  });
}
