/**
 * When the seeded test database (a PGlite snapshot file, or a PostgreSQL template database) can be used again instead
 * of migrating and seeding anew: when nothing that builds it changed, and it was seeded today, not long ago.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * Everything whose change can change the seeded database: the migrations, the schema, the seed, the database code
 * they run through, what the seed imports from outside it (password hashing, the session lifetime, the job queue's
 * schema, the shared rules that compute totals and dates), the installed packages, and this setup itself.
 */
const INPUTS = [
  'src/server/db',
  'src/server/auth/password.ts',
  'src/server/auth/auth.ts',
  'src/server/jobs/job-queue.ts',
  'src/shared',
  'package-lock.json',
  'tests/api/support/global-setup.ts',
  'tests/api/support/test-database.ts',
  'tests/api/support/template-key.ts',
];

/**
 * The seed writes dates relative to its "now": due dates, overdue invoices, this week's timesheet, last month's hours,
 * the first of next month. Most of them are whole days, so a copy seeded on another UTC day (or local day, where the
 * machine's zone is not UTC) could answer a question about "today" differently. Within one day, sign-ins and
 * activity seeded "shortly before now" drift only by the copy's age; a full run already lives with about ten minutes
 * of it, and six hours keeps that drift well short of any window the app counts in (a day, a week, a session's 30).
 */
export const TEMPLATE_MAX_AGE_MS = 6 * 60 * 60 * 1000;

export interface TemplateKey {
  hash: string;
  seededAt: string;
}

function files(entry: string): string[] {
  if (!existsSync(entry)) return [];
  if (!statSync(entry).isDirectory()) return [entry];
  return readdirSync(entry, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((d) => (d.name.endsWith('.test.ts') ? [] : files(path.join(entry, d.name))));
}

/** A hash of the inputs' paths and contents (not their times: a fresh clone or a checkout keeps the key). */
export function templateHash(root = process.cwd()): string {
  const hash = createHash('sha256');
  for (const input of INPUTS) {
    for (const file of files(path.join(root, input))) {
      hash.update(path.relative(root, file)).update('\0').update(readFileSync(file)).update('\0');
    }
  }
  return hash.digest('hex').slice(0, 32);
}

const day = (d: Date) => [d.toISOString().slice(0, 10), d.toDateString()].join('|');

/** Why the stored template cannot be used (to print), or null when it can. */
export function staleReason(stored: TemplateKey | null, hash: string, now = new Date()): string | null {
  if (process.env.CI === 'true') return 'CI always seeds anew';
  if (process.env.TEST_TEMPLATE_REBUILD === '1') return 'TEST_TEMPLATE_REBUILD=1';
  if (!stored) return 'none yet';
  if (stored.hash !== hash) return 'migrations, schema, seed or packages changed';
  const seededAt = new Date(stored.seededAt);
  const age = now.getTime() - seededAt.getTime();
  if (!(age >= 0 && age <= TEMPLATE_MAX_AGE_MS)) return 'seeded more than six hours ago';
  if (day(seededAt) !== day(now)) return 'seeded on another day';
  return null;
}

export function parseKey(text: string | null | undefined): TemplateKey | null {
  if (!text) return null;
  try {
    const key = JSON.parse(text) as Partial<TemplateKey>;
    return typeof key.hash === 'string' && typeof key.seededAt === 'string' ? { hash: key.hash, seededAt: key.seededAt } : null;
  } catch {
    return null;
  }
}
