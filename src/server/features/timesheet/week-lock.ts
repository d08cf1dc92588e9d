/**
 * What every timesheet write does first and last (decision 0047): it takes the person's week for itself, so a cell
 * typed while the week is being submitted or decided waits and then sees the new state; and it tells open screens.
 */
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/transaction';
import { publishLive, type LiveEvent } from '../../live/publish';

/** A transaction-scoped lock on (person, week): released at commit or rollback. */
export async function lockWeek(tx: Tx, userId: string, monday: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`timesheet:${userId}:${monday}`}, 0))`);
}

/**
 * The 'time' topic, as the time entries publish it (decision 0046): staff who may see each touched project refresh
 * their lists and reports (staff-only: client users learn of time only once it is approved), and the person's own
 * tabs refresh their week. The id is the person's: a week has no id of its own.
 */
export async function publishWeek(tx: Tx, userId: string, projects: readonly { projectId: string; clientId: string }[]) {
  const events: LiveEvent[] = projects.map((p) => ({
    topic: 'time',
    id: userId,
    projectId: p.projectId,
    clientId: p.clientId,
    staffOnly: true,
  }));
  events.push({ topic: 'time', id: userId, userId });
  await publishLive(tx, events);
}
