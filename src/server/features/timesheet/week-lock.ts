/**
 * What every timesheet write does first and last (decision 0047): it takes the person's week for itself, so a cell
 * typed while the week is being submitted or decided waits and then sees the new state; and it tells open screens.
 */
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/transaction';

/** A transaction-scoped lock on (person, week): released at commit or rollback. */
export async function lockWeek(tx: Tx, userId: string, monday: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`timesheet:${userId}:${monday}`}, 0))`);
}

/** Live updates of time are being added by the time-entries feature (decision 0046); until then nothing is sent. */
export async function publishWeek(_tx: Tx, _userId: string, _projects: readonly { projectId: string; clientId: string }[]) {}
