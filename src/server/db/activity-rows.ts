/**
 * Activity entries as lists read them (the audit trail, a client's timeline, the dashboard's Recent Activity): the
 * actor joined, newest first. Writing an entry is ../activity.ts.
 */
import { desc, eq } from 'drizzle-orm';
import { activityLog, users } from './schema';

/** The left join to the actor: no user where the entry has no actor (the system) or the account is gone. */
export const activityActorJoin = eq(users.id, activityLog.actorId);

/** An actor selected as one nested object: drizzle gives null for it when the left join finds no user. */
export const activityActor = { id: users.id, firstName: users.firstName, lastName: users.lastName };

export const ACTIVITY_NEWEST_FIRST = [desc(activityLog.createdAt), desc(activityLog.id)];
