// The app as the end-to-end tests see it: the built front end on a fresh embedded database with the demo data.
// Its log (a JSON line per request) goes to a file, not the test output: the server-log reporter prints it only when a
// test fails (tests/e2e/server-log-reporter.ts).
import { spawn } from 'node:child_process';
import { mkdirSync, openSync, rmSync } from 'node:fs';

const PORT = process.env.E2E_PORT ?? '3100';
const E2E_DATA_DIR = `.data-test/e2e-${PORT}`;
const LOG_FILE = `.data-test/e2e-${PORT}.log`;
rmSync(E2E_DATA_DIR, { recursive: true, force: true });
mkdirSync('.data-test', { recursive: true });
const log = openSync(LOG_FILE, 'w');
const child = spawn('npx', ['tsx', 'src/server/main.ts'], {
  stdio: ['ignore', log, log],
  env: {
    ...process.env,
    NODE_ENV: 'test',
    PORT,
    APP_URL: `http://localhost:${PORT}`,
    DATA_DIR: E2E_DATA_DIR,
    // Many sign-ins from one address in a few seconds is what the tests do.
    SIGN_IN_LIMIT_PER_IP: '1000',
    // The suite signs in as the same demo accounts more than 10 times in 15 minutes.
    SIGN_IN_LIMIT_PER_ACCOUNT: '1000',
    CONTACT_LIMIT_PER_IP: '1000',
    // An e-mail that cannot be written fails at once, so background-jobs.spec.ts sees a failed job to retry.
    JOBS_RETRY_LIMIT: '0',
  },
});
const stop = () => child.kill('SIGTERM');
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
child.on('exit', (code) => process.exit(code ?? 0));
