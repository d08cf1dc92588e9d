// The API tests again, on a real PostgreSQL server (TEST_DATABASE_URL, default: the machine's local server).
// Under CI=true a missing PostgreSQL fails the run instead of being skipped.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import pg from 'pg';

const url = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

async function reachable() {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

if (!(await reachable()) && existsSync('/etc/postgresql')) {
  for (const version of readdirSync('/etc/postgresql')) {
    console.log(`Starting PostgreSQL ${version}...`);
    try {
      execSync(`pg_ctlcluster --skip-systemctl-redirect ${version} main start`, { stdio: 'inherit' });
    } catch {
      // Reported below if it is still unreachable.
    }
  }
}

if (!(await reachable())) {
  const message = `PostgreSQL is not reachable at ${url}.`;
  if (process.env.CI === 'true') {
    console.error(`${message} The PostgreSQL API tests cannot run.`);
    process.exit(1);
  }
  console.warn(`${message} Skipping the PostgreSQL API tests (set TEST_DATABASE_URL to run them).`);
  process.exit(0);
}

execSync('npx vitest run --project api', { stdio: 'inherit', env: { ...process.env, TEST_DATABASE_URL: url } });
