/** The demo seeder's entry points: the server's start-up calls seedIfEmpty; `npm run seed` uses the rest. */
import type { Db } from '../client';
import { seedDemoIfEmpty, type SeedOptions, type SeedSummary } from './demo';

export { DatabaseNotEmptyError, hasNoUsers, seedDemo, validateScale, type SeedOptions, type SeedSummary } from './demo';
export { DEMO_ACCOUNTS, DEMO_CLIENT_NAME, INACTIVE_DEMO_EMAIL } from './demo-data';
export { appTableNames, truncateAppTables } from './reset';

/** Seeds the demo agency only when the users table is empty; returns null when it did nothing. */
export async function seedIfEmpty(db: Db, options: SeedOptions): Promise<SeedSummary | null> {
  return seedDemoIfEmpty(db, options);
}
