/**
 * `npm run seed -- [--scale N] [--reset]`: fills the configured database (embedded or PostgreSQL) with the demo
 * agency, N times larger for benchmarks. Never in production. Refuses a database that already has users unless
 * --reset, which first empties every app table.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase } from '../client';
import { DataDirLockedError } from '../lock';
import { runMigrations } from '../migrate';
import { EnvError, readEnv } from '../../env';
import { DatabaseNotEmptyError, hasNoUsers, seedDemo, type SeedSummary } from './demo';
import { DEMO_ACCOUNTS } from './demo-data';
import { truncateAppTables } from './reset';
import { isEntryPoint } from '../../cli/entry-point';

export const MAX_SCALE = 1000;

export const USAGE = `Usage: npm run seed -- [--scale N] [--reset]

Fills the database (DATABASE_URL, or the embedded one in DATA_DIR) with the demo agency.
  --scale N   N times more clients, projects, tasks, ... (a whole number from 1 to ${MAX_SCALE}; default 1)
  --reset     empty every app table first (all data is lost)
  --help      show this text`;

/** A mistake of the person running the command: printed as is, without a stack trace. */
export class CliError extends Error {}

export interface SeedArgs {
  scale: number;
  reset: boolean;
  help: boolean;
}

export function parseSeedArgs(argv: readonly string[]): SeedArgs {
  let values: { scale?: string; reset?: boolean; help?: boolean };
  try {
    ({ values } = parseArgs({
      args: [...argv],
      options: { scale: { type: 'string' }, reset: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    throw new CliError(`${(error as Error).message}\n\n${USAGE}`);
  }
  let scale = 1;
  if (values.scale !== undefined) {
    const text = values.scale.trim();
    scale = /^\d+$/.test(text) ? Number(text) : Number.NaN;
    if (!Number.isSafeInteger(scale) || scale < 1 || scale > MAX_SCALE) {
      throw new CliError(`--scale must be a whole number from 1 to ${MAX_SCALE}, not "${values.scale}".`);
    }
  }
  return { scale, reset: values.reset ?? false, help: values.help ?? false };
}

export function formatSummary(summary: SeedSummary): string {
  const rows = Object.entries(summary);
  const width = Math.max(...rows.map(([name]) => name.length));
  return rows.map(([name, count]) => `  ${name.padEnd(width)}  ${String(count).padStart(7)}`).join('\n');
}

async function main(argv: readonly string[]): Promise<void> {
  // Checked before anything else: demo accounts with a known password must never reach production.
  if (process.env.NODE_ENV === 'production') {
    throw new CliError('Refusing to seed demo data with NODE_ENV=production. Use `npm run create-admin` to create the first account.');
  }
  const args = parseSeedArgs(argv);
  if (args.help) {
    console.log(USAGE);
    return;
  }
  const env = readEnv();
  if (env.NODE_ENV === 'production') throw new CliError('Refusing to seed demo data with NODE_ENV=production.');

  const started = performance.now();
  const database = await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR });
  const where = database.kind === 'pglite' ? `the embedded database in ${path.resolve(env.DATA_DIR)}` : 'PostgreSQL (DATABASE_URL)';
  try {
    await runMigrations(database);
    if (args.reset) {
      const tables = await truncateAppTables(database.db);
      console.log(`Emptied ${tables.length} tables of ${where}.`);
    } else if (!(await hasNoUsers(database.db))) {
      throw new CliError(
        `${where[0]!.toUpperCase()}${where.slice(1)} already has users; demo data only goes into an empty database.\n` +
          'Run `npm run seed -- --reset` to delete everything in it and seed again.',
      );
    }
    console.log(`Seeding the demo agency at scale ${args.scale} into ${where}...`);
    const seedStarted = performance.now();
    const summary = await seedDemo(database.db, {
      password: env.DEMO_PASSWORD,
      scale: args.scale,
      invoicePrefix: env.INVOICE_NUMBER_PREFIX,
    });
    const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
    const total = Object.values<number>({ ...summary }).reduce((sum, n) => sum + n, 0);
    console.log(`Inserted ${total} rows:\n${formatSummary(summary)}`);
    console.log(`Seeded in ${seconds(performance.now() - seedStarted)} (${seconds(performance.now() - started)} in all).`);
    console.log(`Sign in as ${DEMO_ACCOUNTS.map((a) => a.email).join(', ')} with the password "${env.DEMO_PASSWORD}".`);
  } finally {
    await database.close();
  }
}

if (isEntryPoint(import.meta.url)) {
  main(process.argv.slice(2)).catch((error: unknown) => {
    if (
      error instanceof CliError ||
      error instanceof EnvError ||
      error instanceof DataDirLockedError ||
      error instanceof DatabaseNotEmptyError
    ) {
      console.error(error.message);
    } else {
      console.error('Seeding failed:', error);
    }
    process.exitCode = 1;
  });
}
