import { defineConfig } from 'vitest/config';
import { PATH_ALIASES } from './path-aliases';

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
