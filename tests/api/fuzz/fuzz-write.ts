/**
 * The fuzz run for write routes, shared by the files that split them: each route is called by an admin (or the role its
 * entry names) with generated bodies (fields of its shared schema with plausible or hostile values, wrong JSON types,
 * malformed JSON, multipart) and path ids (existing records and garbage). Never a 5xx; a refusal is a 4xx JSON error
 * naming the offending field and leaves every table as it was. An accepted write is fine, and must then be a 2xx.
 */
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '@server/db/client';
import { removeDueObjects } from '@server/files/removals';
import { AVATAR_FIELD } from '@shared/schemas/profile';
import { changedTables, counts, expectSane, fingerprint, idPools, SEED, send, summary, WRITE_RUNS } from './fuzz-harness';
import { bodyArb, pathArb, queryArb } from './fuzz-requests';
import { fieldNames, WRITE_ROUTES, type FuzzRoute } from './fuzz-routes';
import { createTestApp, DEMO_ACCOUNTS, type TestApp } from '../support/harness';

/** better-auth's routes are its own (covered by the auth tests); only sign-in's body is fuzzed, listed in the map. */
const isBetterAuth = (path: string) => path.startsWith('/api/auth/');

export function fuzzWriteRoutes(label: string, include: (route: string, spec: FuzzRoute) => boolean) {
  let t: TestApp;
  let cookie: string;

  beforeAll(async () => {
    // Sign-in and the contact form are rate limited per address; here every request comes from one.
    const many = { max: 100_000, windowSeconds: 60 };
    t = await createTestApp({ rateLimits: { signInPerIp: many, signInPerAccount: many, contactPerIp: many } });
    cookie = await t.as(DEMO_ACCOUNTS.admin);
    // Every named caller signs in now: an earlier route's accepted write may change their e-mail or password.
    const callers = new Set(Object.entries(WRITE_ROUTES).flatMap(([route, spec]) => (include(route, spec) && spec.as ? [spec.as] : [])));
    for (const role of callers) await t.as(DEMO_ACCOUNTS[role]);
  });
  afterAll(async () => {
    console.log(`${summary()} (${label}, seed ${SEED})`);
    await t.close();
  });

  describe(`fuzzed ${label}`, () => {
    it('has a fuzz entry for every write route the app serves', () => {
      const served = t.app.routes
        .filter((r) => !['GET', 'ALL'].includes(r.method) && !isBetterAuth(r.path))
        .map((r) => `${r.method} ${r.path}`);
      const mapped = Object.keys(WRITE_ROUTES).filter((route) => !isBetterAuth(route.split(' ')[1]!));
      expect([...new Set(served)].sort()).toEqual(mapped.sort());
    });

    it('its database fingerprint notices a one-field change', async () => {
      const before = await fingerprint(t);
      await queryRows(t.database.db, sql`update tasks set title = title || '.' where id = (select min(id::text)::uuid from tasks)`);
      expect(await fingerprint(t)).not.toBe(before);
    });

    for (const [route, spec] of Object.entries(WRITE_ROUTES).filter(([r, s]) => include(r, s))) {
      const [method, path] = route.split(' ') as [string, string];
      it(`${route}: never a 5xx; a refusal names the field and changes nothing`, async () => {
        // Fresh each route: earlier routes may have deleted records (their ids then simply answer 404).
        const pools = await idPools(t, DEMO_ACCOUNTS[spec.as ?? 'admin']);
        // The route's own caller where it names one (a client's act: signing a quote, managing colleagues).
        const caller = spec.as ? await t.as(DEMO_ACCOUNTS[spec.as]) : cookie;
        // A write that names its record in the query (a shared file's upload) may be refused for those fields too.
        const known = [...(spec.multipart ? [AVATAR_FIELD] : fieldNames(spec.body)), ...fieldNames(spec.query)];
        await removeDueObjects(t.database.db, t.deps.files);
        let last = await fingerprint(t);
        const query = spec.query ? queryArb(spec.query, pools) : fc.constant(undefined);
        const property = fc.asyncProperty(pathArb(path, spec, pools), bodyArb(spec, pools), query, async (p, body, q) => {
          counts.cases++;
          counts.routes.add(route);
          const req = { path: p, body, ...(q !== undefined && { query: q }) };
          const res = await send(t, method, req, caller);
          const refused = expectSane(res, req, known, spec.foreign);
          if (spec.reset) await queryRows(t.database.db, spec.reset);
          // A delete's cascade leaves due removals that the minute's sweep would clear in the background, between two
          // fingerprints; cleared here first, the sweep finds nothing to do.
          await removeDueObjects(t.database.db, t.deps.files);
          // One fingerprint per case: the state after this one is the state before the next.
          const before = last;
          last = await fingerprint(t);
          if (refused && !spec.foreign) expect(changedTables(before, last), `a refused ${route} changed the database`).toEqual([]);
        });
        await fc.assert(property, { numRuns: WRITE_RUNS, seed: SEED });
      });
    }
  });
}
