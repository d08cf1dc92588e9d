/**
 * `npm run create-admin -- --email a@b.c --first-name A --last-name B`: creates a super admin on the configured
 * database (after migrating it). This is how a production install gets its first account. The password comes from
 * ADMIN_PASSWORD, or is asked for twice on the terminal without echo.
 */
import { parseArgs } from 'node:util';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { insertAccountRows } from '../auth/new-account';
import { hashPassword } from '../auth/password';
import { openDatabase, type Db } from '../db/client';
import { DataDirLockedError } from '../db/lock';
import { runMigrations } from '../db/migrate';
import { users } from '../db/schema';
import { messageText } from '../errors';
import { translator } from '../i18n';
import { EnvError, readEnv } from '../env';
import { isEntryPoint } from './entry-point';

export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 256;

export const USAGE = `Usage: npm run create-admin -- --email EMAIL --first-name FIRST --last-name LAST

Creates a super admin on the configured database (DATABASE_URL, or the embedded one in DATA_DIR).
The password is read from ADMIN_PASSWORD, or asked for on the terminal (at least ${MIN_PASSWORD_LENGTH} characters).`;

/** A mistake of the person running the command: printed as is, without a stack trace. */
export class CliError extends Error {}

export interface AdminInput {
  email: string;
  firstName: string;
  lastName: string;
}

const name = (label: string) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, `${label} must not be empty.`)
    .max(100, `${label} must be at most 100 characters.`);

const AdminInputSchema = z.object({
  email: z.string({ error: '--email is required.' }).trim().toLowerCase().pipe(z.email('--email must be an e-mail address.')),
  firstName: name('--first-name'),
  lastName: name('--last-name'),
});

function validateInput(input: Partial<AdminInput>): AdminInput {
  const parsed = AdminInputSchema.safeParse(input);
  if (!parsed.success)
    throw new CliError(`${parsed.error.issues.map((i) => messageText(i.message, translator('en'))).join(' ')}\n\n${USAGE}`);
  return parsed.data;
}

export function validatePassword(password: string): string {
  if (password.length < MIN_PASSWORD_LENGTH) throw new CliError(`The password must be at least ${MIN_PASSWORD_LENGTH} characters.`);
  if (password.length > MAX_PASSWORD_LENGTH) throw new CliError(`The password must be at most ${MAX_PASSWORD_LENGTH} characters.`);
  return password;
}

export function parseCreateAdminArgs(argv: readonly string[]): AdminInput & { help: boolean } {
  let values: { email?: string; 'first-name'?: string; 'last-name'?: string; help?: boolean };
  try {
    ({ values } = parseArgs({
      args: [...argv],
      options: {
        email: { type: 'string' },
        'first-name': { type: 'string' },
        'last-name': { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    throw new CliError(`${(error as Error).message}\n\n${USAGE}`);
  }
  if (values.help) return { email: '', firstName: '', lastName: '', help: true };
  return { ...validateInput({ email: values.email, firstName: values['first-name'], lastName: values['last-name'] }), help: false };
}

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/** Creates an active, verified super admin with a credential account. Refuses an e-mail that is already used. */
export async function createAdmin(db: Db, input: AdminInput & { password: string }): Promise<{ id: string; email: string }> {
  const { email, firstName, lastName } = validateInput(input);
  const password = validatePassword(input.password);
  const exists = async () => (await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1)).length > 0;
  const taken = () => new CliError(`A user with the e-mail ${email} already exists; nothing was changed.`);
  if (await exists()) throw taken();

  const hash = await hashPassword(password);
  const id = randomUUID();
  const now = new Date();
  try {
    await db.transaction(async (tx) => {
      await insertAccountRows(tx, {
        id,
        email,
        emailVerified: true,
        firstName,
        lastName,
        role: 'super_admin',
        status: 'active',
        clientId: null,
        now,
        passwordHash: hash,
      });
    });
  } catch (error) {
    // Someone created the same e-mail between the check and the insert.
    if (isUniqueViolation(error)) throw taken();
    throw error;
  }
  return { id, email };
}

/** Reads a line from the terminal without showing it. */
function promptHidden(question: string): Promise<string> {
  const stdin = process.stdin;
  return new Promise((resolve, reject) => {
    let value = '';
    const finish = () => {
      stdin.off('data', onData);
      stdin.setRawMode(false);
      stdin.pause();
      process.stdout.write('\n');
    };
    const onData = (chunk: string) => {
      for (const ch of chunk) {
        if (ch === '\r' || ch === '\n' || ch === '\u0004') {
          finish();
          resolve(value);
          return;
        }
        if (ch === '\u0003') {
          finish();
          reject(new CliError('Cancelled.'));
          return;
        }
        if (ch === '\u007f' || ch === '\b') value = value.slice(0, -1);
        else if (ch >= ' ') value += ch;
      }
    };
    process.stdout.write(question);
    stdin.setEncoding('utf8');
    stdin.setRawMode(true);
    stdin.resume();
    stdin.on('data', onData);
  });
}

async function readPassword(): Promise<string> {
  const fromEnv = process.env.ADMIN_PASSWORD;
  if (fromEnv) return validatePassword(fromEnv);
  if (!process.stdin.isTTY) {
    throw new CliError('No password: set ADMIN_PASSWORD, or run the command in a terminal to be asked for one.');
  }
  const password = validatePassword(await promptHidden(`Password (at least ${MIN_PASSWORD_LENGTH} characters): `));
  const again = await promptHidden('Repeat the password: ');
  if (again !== password) throw new CliError('The passwords do not match; nothing was changed.');
  return password;
}

async function main(argv: readonly string[]): Promise<void> {
  const args = parseCreateAdminArgs(argv);
  if (args.help) {
    console.log(USAGE);
    return;
  }
  const env = readEnv();
  const password = await readPassword();
  const database = await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR });
  try {
    await runMigrations(database);
    const admin = await createAdmin(database.db, { ...args, password });
    console.log(`Created the super admin ${admin.email}. Sign in at ${env.APP_URL}/login.`);
  } finally {
    await database.close();
  }
}

if (isEntryPoint(import.meta.url)) {
  main(process.argv.slice(2)).catch((error: unknown) => {
    if (error instanceof CliError || error instanceof EnvError || error instanceof DataDirLockedError) {
      console.error(error.message);
    } else {
      console.error('Could not create the admin:', error);
    }
    process.exitCode = 1;
  });
}
