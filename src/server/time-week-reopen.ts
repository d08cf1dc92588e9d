/**
 * A manager's change to time in an approved week sends the week back for approval (decision 0075): the week waits
 * again under Approvals and the changed time is submitted, not approved, until a manager approves the week again. So
 * no time counts as approved (nor reaches the client's figures) without an approval of what it now says. Outside the
 * features because both the time entries and the timesheet write it.
 */
import { and, eq, sql } from 'drizzle-orm';
import { recordActivity } from './activity';
import { timesheetWeeks } from './db/schema';
import type { Tx } from './db/transaction';

/** Reopens the person's approved week holding `workDate`; true when it was approved. */
export async function reopenApprovedWeek(tx: Tx, actorId: string, personId: string, workDate: string): Promise<boolean> {
  const reopened = await tx
    .update(timesheetWeeks)
    .set({ status: 'submitted', decidedById: null, decidedAt: null, note: null })
    .where(
      and(
        eq(timesheetWeeks.userId, personId),
        sql`${timesheetWeeks.weekStart} = date_trunc('week', ${workDate}::date)::date`,
        eq(timesheetWeeks.status, 'approved'),
      ),
    )
    .returning({ weekStart: timesheetWeeks.weekStart });
  if (reopened.length === 0) return false;
  await recordActivity(tx, {
    actorId,
    action: 'timesheet.reopened',
    entityType: 'timesheet_week',
    entityId: personId,
    summary: `Changed time in the approved week of ${reopened[0]!.weekStart}: it waits for approval again`,
    metadata: { weekStart: reopened[0]!.weekStart },
  });
  return true;
}
