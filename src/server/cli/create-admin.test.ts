import { PGlite } from '@electric-sql/pglite';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../auth/password';
import { openDatabase, type Database } from '../db/client';
import { runMigrations } from '../db/migrate';
import { accounts, users } from '../db/schema';
import { CliError, createAdmin, parseCreateAdminArgs, validatePassword } from './create-admin';

describe('create-admin arguments', () => {
  it('reads and normalises the e-mail and names', () => {
    expect(parseCreateAdminArgs(['--email', ' Ada@Example.COM ', '--first-name', ' Ada', '--last-name', 'Lovelace '])).toEqual({
      email: 'ada@example.com',
      firstName: 'Ada',
      lastName: 'Lovelace',
      help: false,
    });
  });

  it('says what is missing or wrong', () => {
    expect(() => parseCreateAdminArgs(['--first-name', 'A', '--last-name', 'B'])).toThrow(/--email is required/);
    expect(() => parseCreateAdminArgs(['--email', 'not-an-email', '--first-name', 'A', '--last-name', 'B'])).toThrow(/e-mail address/);
    expect(() => parseCreateAdminArgs(['--email', 'a@b.co', '--first-name', ' ', '--last-name', 'B'])).toThrow(
      /--first-name must not be empty/,
    );
    expect(() => parseCreateAdminArgs(['--email', 'a@b.co', '--first-name', 'A'])).toThrow(/--last-name is required/);
    expect(() => parseCreateAdminArgs(['--mail', 'a@b.co'])).toThrow(CliError);
  });

  it('wants a password of at least 8 characters', () => {
    expect(() => validatePassword('short')).toThrow(/at least 8/);
    expect(validatePassword('long enough')).toBe('long enough');
  });
});

describe('createAdmin', () => {
  let database: Database;

  beforeAll(async () => {
    database = await openDatabase({ pglite: new PGlite() });
    await runMigrations(database);
  }, 120_000);

  afterAll(async () => {
    await database?.close();
  });

  it('creates an active, verified super admin who can sign in, and refuses the same e-mail twice', async () => {
    const input = { email: 'Owner@Agency.test', firstName: 'Olga', lastName: 'Owner', password: 'correct horse battery' };
    const created = await createAdmin(database.db, input);
    expect(created.email).toBe('owner@agency.test');

    const [user] = await database.db.select().from(users).where(eq(users.id, created.id));
    expect(user).toMatchObject({ role: 'super_admin', status: 'active', emailVerified: true, name: 'Olga Owner', clientId: null });
    const [account] = await database.db.select().from(accounts).where(eq(accounts.userId, created.id));
    expect(account).toMatchObject({ providerId: 'credential', accountId: created.id });
    expect(await verifyPassword(account!.password!, input.password)).toBe(true);

    await expect(createAdmin(database.db, { ...input, email: 'owner@agency.test' })).rejects.toThrow(/already exists/);
    await expect(createAdmin(database.db, { ...input, email: 'other@agency.test', password: 'short' })).rejects.toThrow(/at least 8/);
    expect(await database.db.select().from(users)).toHaveLength(1);
  });
});
