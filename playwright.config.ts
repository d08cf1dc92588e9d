import { defineConfig, devices } from '@playwright/test';

// E2E_PORT lets two runs (two people, or a helper) share a machine: each gets its own server and data folder.
const PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_URL = `http://localhost:${PORT}`;

/** Debian's Chromium as the tests start it; bench/page-scripts.ts loads the pages it measures the same way. */
export const CHROMIUM_LAUNCH = {
  executablePath: '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  reporter: [['list'], ['./tests/e2e/server-log-reporter.ts']],
  // The longest scenarios (log three communications, filter, edit, delete) take about 30 s with two workers on a
  // 2-core machine, where each sign-in's password hash alone costs a second or two.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: E2E_URL,
    // Dates and money follow the browser's locale (src/web/lib/format.ts): pinned, so expectations such as '$1,234.50'
    // do not depend on the machine. The time zone stays the machine's, as the tests' own clock. locale.spec.ts differs.
    locale: 'en-US',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: CHROMIUM_LAUNCH,
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: { command: 'node scripts/e2e-server.mjs', url: `${E2E_URL}/readyz`, timeout: 120_000, reuseExistingServer: false },
});
