import { defineConfig, devices } from '@playwright/test';
import { dovecotInstalled, INBOUND_IMAP_PORT, INBOUND_IMAP_URL, INBOUND_USER } from './tests/e2e/inbound-mailbox';

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

/** Whether this run has an inbound mailbox: reply-by-email.spec.ts skips without one. */
export const INBOUND_ON = dovecotInstalled();

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  reporter: [['list'], ['./tests/e2e/server-log-reporter.ts']],
  // The longest scenarios (log three communications, filter, edit, delete) take about 30 s with two workers on a
  // 2-core machine, where each sign-in's password hash alone costs a second or two. In a full CI run the two workers,
  // the server and Chromium share those 2 cores (a load average of 11 was seen): a screen that loads in 1 s alone took
  // over 10 s there, and scenarios that pass alone timed out. The limits allow for that machine; a check that cannot
  // pass still fails, only later.
  timeout: 90_000,
  expect: { timeout: 15_000 },
  use: {
    // An action that cannot happen (an element covered, never enabled) fails with what stopped it, not the test's
    // bare timeout a minute later.
    actionTimeout: 20_000,
    baseURL: E2E_URL,
    // Dates and money follow the browser's locale (src/web/lib/format.ts): pinned, so expectations such as '$1,234.50'
    // do not depend on the machine. The time zone stays the machine's, as the tests' own clock. locale.spec.ts differs.
    locale: 'en-US',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: CHROMIUM_LAUNCH,
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  // With Dovecot installed, the app reads an inbound mailbox started first, so replies by e-mail work end to end
  // (tests/e2e/inbound-mailbox.ts; it starts in well under a second and idles). Without it, they stay off.
  webServer: [
    ...(INBOUND_ON
      ? [
          {
            command: 'npx tsx tests/e2e/inbound-mailbox-server.ts',
            port: INBOUND_IMAP_PORT,
            timeout: 30_000,
            reuseExistingServer: false,
            // Dovecot stopped as it expects, so no process of it outlives the run.
            gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 5_000 },
          },
        ]
      : []),
    {
      command: 'node scripts/e2e-server.mjs',
      url: `${E2E_URL}/readyz`,
      timeout: 120_000,
      reuseExistingServer: false,
      env: INBOUND_ON ? { INBOUND_MAIL_ADDRESS: INBOUND_USER, IMAP_URL: INBOUND_IMAP_URL, IMAP_POLL_SECONDS: '5' } : {},
    },
  ],
});
