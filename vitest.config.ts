import { configDefaults, defineConfig } from 'vitest/config';
import { PATH_ALIASES } from './path-aliases';

/**
 * Suites that ask the app, not the engine under it, and are slow: the authorization tables (every route for every
 * role, by session and by API key: about 5,400 requests) and the fuzzed requests (generated input at every route: the
 * app's validation decides the answer). CI runs them on PostgreSQL first and then sets this, so `npm test` does not ask
 * them all again on the embedded database, which is PostgreSQL too; without it (a developer's `npm test`) they run.
 */
const RAN_ON_POSTGRES = process.env.ENGINE_FREE_SUITES_RAN_ON_POSTGRES === 'true';
const ENGINE_FREE_SUITES = [
  'tests/api/authorization/authorization.test.ts',
  'tests/api/authorization/authorization-keys.test.ts',
  'tests/api/fuzz/fuzz-*.test.ts',
];

export default defineConfig({
  resolve: { alias: PATH_ALIASES },
  test: {
    // Two cores here: files run in parallel, but not more than the machine has.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: ['src/**/*.test.ts', 'scripts/**/*.test.ts', 'tests/lint/**/*.test.ts'],
          exclude: ['src/web/**'],
          testTimeout: 60_000,
        },
      },
      // A screen test renders, clicks and waits for several answers: seconds on a busy 2-core machine, not the default 5.
      { extends: true, test: { name: 'web', environment: 'jsdom', include: ['src/web/**/*.test.{ts,tsx}'], testTimeout: 15_000 } },
      {
        extends: true,
        test: {
          name: 'api',
          environment: 'node',
          include: ['tests/api/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...(RAN_ON_POSTGRES && !process.env.TEST_DATABASE_URL ? ENGINE_FREE_SUITES : [])],
          globalSetup: ['tests/api/support/global-setup.ts'],
          // The files of a worker share one import of the server: each file still builds its own app on its own
          // database copy (tests/api/support/harness.ts), and importing the server anew per file was a quarter of the
          // project's time.
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        // The real server as a child process (signals, restarts); bounded, a few seconds each.
        extends: true,
        test: { name: 'ops', environment: 'node', include: ['tests/ops/**/*.test.ts'], testTimeout: 240_000, hookTimeout: 60_000 },
      },
    ],
  },
});
