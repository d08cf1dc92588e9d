import { defineConfig } from 'vitest/config';
import { PATH_ALIASES } from './path-aliases';
import { i18nCatalogs } from './scripts/vite-i18n';

/**
 * CI runs the whole API suite on PostgreSQL first (`npm run test:pg`) and then sets API_SUITE_RAN_ON_POSTGRES, so the
 * embedded database's run in `npm test` asks again only what depends on the engine or on the way the app opens it:
 * migrations and upgrades, backups, processes sharing one database, and the client leak scan, which must hold on both.
 * Without it (a developer's `npm test`) every API suite runs on the embedded database, the authorization tables and
 * the fuzzed requests included.
 */
const RAN_ON_POSTGRES = process.env.API_SUITE_RAN_ON_POSTGRES === 'true' && !process.env.TEST_DATABASE_URL;
const ON_BOTH_ENGINES = [
  'tests/api/platform/upgrade.test.ts',
  'tests/api/**/*migration*.test.ts',
  'tests/api/**/*processes*.test.ts',
  'tests/api/platform/jobs-two-runners.test.ts',
  'tests/api/platform/live-events-two-apps.test.ts',
  'tests/api/platform/webhooks-crash.test.ts',
  'tests/api/files/files-backup.test.ts',
  'tests/api/authorization/field-level.test.ts',
];

export default defineConfig({
  resolve: { alias: PATH_ALIASES },
  // A screen test that switches language loads the catalogs as the browser does.
  plugins: [i18nCatalogs()],
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
          include: RAN_ON_POSTGRES ? ON_BOTH_ENGINES : ['tests/api/**/*.test.ts'],
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
