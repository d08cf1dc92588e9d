/**
 * Submitting a week and a manager's answer (decision 0047). Each is one transaction: the week's row, its entries'
 * state, the activity entry and the notification. The week's row is changed only from the state the rule allows (in
 * the statement's WHERE), so two managers answering at once give one answer and one 409. Invoiced entries keep
 * their state whatever the week does.
 */
import { and, between, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { CAPABILITIES } from '@shared/permissions';
import { timesheetWeekCan } from '@shared/policies/time';
import { addDays, type DecideWeekInput, type ReturnWeekInput } from '@shared/schemas/timesheet';
import { recordActivity } from '../../activity';
import type { CurrentUser } from '../../context';
import type { Db } from '../../db/client';
import { timeEntries, timesheetWeeks } from '../../db/schema';
import type { Tx } from '../../db/transaction';
import { conflict, forbidden } from '../../errors';
import type { Notifier } from '../../notifications/notify';
import { getWeek, personOf, weekRowOf } from './read';
import { lockWeek, publishWeek } from './week-lock';

const APPROVING_ROLES = Object.keys(CAPABILITIES['time.approve'].roles);
export const NOT_WAITING = 'errors.timesheet.notWaiting';
export const NOTHING_TO_SUBMIT = 'errors.timesheet.nothingToSubmit';
export const ALREADY_SUBMITTED = 'errors.timesheet.alreadySubmitted';

const weekLabel = (monday: string) => `the week of ${monday}`;
const inWeek = (userId: string, monday: string) =>
  and(eq(timeEntries.userId, userId), between(timeEntries.workDate, monday, addDays(monday, 6)));

/** The projects the week's entries touch, for the live events. */
async function weekProjects(tx: Tx, userId: string, monday: string) {
  return tx
    .selectDistinct({ projectId: timeEntries.projectId, clientId: timeEntries.clientId })
    .from(timeEntries)
    .where(inWeek(userId, monday));
}

export async function submitWeek(db: Db, user: CurrentUser, monday: string, notify?: Notifier) {
  await db.transaction(async (tx) => {
    await lockWeek(tx, user.id, monday);
    const week = await weekRowOf(tx, user.id, monday);
    if (!timesheetWeekCan(user, { userId: user.id, status: week.status }).submit) throw conflict(ALREADY_SUBMITTED);
    // Finished entries only: a running timer stays open (it has no minutes yet) and is stopped into the week later.
    const moved = await tx
      .update(timeEntries)
      .set({ status: 'submitted', updatedAt: sql`now()` })
      .where(and(inWeek(user.id, monday), eq(timeEntries.status, 'open'), isNotNull(timeEntries.minutes)))
      .returning({ id: timeEntries.id });
    const [{ any } = { any: false }] = await tx
      .select({ any: sql<boolean>`count(*) > 0` })
      .from(timeEntries)
      .where(and(inWeek(user.id, monday), isNotNull(timeEntries.minutes)));
    if (!any) throw conflict(NOTHING_TO_SUBMIT);
    await tx
      .insert(timesheetWeeks)
      .values({ userId: user.id, weekStart: monday, status: 'submitted' })
      .onConflictDoUpdate({
        target: [timesheetWeeks.userId, timesheetWeeks.weekStart],
        set: { status: 'submitted', note: null, submittedAt: sql`now()`, decidedById: null, decidedAt: null },
      });
    await recordActivity(tx, {
      actorId: user.id,
      action: 'timesheet.submitted',
      entityType: 'timesheet_week',
      entityId: user.id,
      summary: `Submitted ${weekLabel(monday)} for approval`,
      metadata: { weekStart: monday, entries: moved.length },
    });
    await notify?.(
      {
        kind: 'timesheet_submitted',
        to: { roles: APPROVING_ROLES },
        actorId: user.id,
        words: ({ t, day }) => {
          const values = { name: `${user.firstName} ${user.lastName}`, week: day(monday) };
          return { title: t('mail.timesheetSubmitted.title', values), body: t('mail.timesheetSubmitted.body', values) };
        },
        link: '/timesheet?view=approvals',
        entityType: 'timesheet_week',
        entityId: user.id,
      },
      tx,
    );
    await publishWeek(tx, user.id, await weekProjects(tx, user.id, monday));
  });
  return getWeek(db, user, monday);
}

type Decision = { approve: true; input: z.output<typeof DecideWeekInput> } | { approve: false; input: z.output<typeof ReturnWeekInput> };

export async function decideWeek(db: Db, user: CurrentUser, decision: Decision, notify?: Notifier) {
  const { userId, week: monday } = decision.input;
  const person = await personOf(db, user, userId);
  await db.transaction(async (tx) => {
    await lockWeek(tx, person.id, monday);
    const week = await weekRowOf(tx, person.id, monday);
    if (week.status !== 'submitted') throw conflict(NOT_WAITING);
    if (!timesheetWeekCan(user, { userId: person.id, status: week.status }).decide)
      throw forbidden('errors.timesheet.anotherManagerApprovesOwn');
    const note = decision.approve ? null : decision.input.note;
    const marked = await tx
      .update(timesheetWeeks)
      .set({ status: decision.approve ? 'approved' : 'returned', note, decidedById: user.id, decidedAt: sql`now()` })
      .where(and(eq(timesheetWeeks.userId, person.id), eq(timesheetWeeks.weekStart, monday), eq(timesheetWeeks.status, 'submitted')))
      .returning({ userId: timesheetWeeks.userId });
    if (marked.length === 0) throw conflict(NOT_WAITING);
    await tx
      .update(timeEntries)
      .set({ status: decision.approve ? 'approved' : 'open', updatedAt: sql`now()` })
      .where(
        and(
          inWeek(person.id, monday),
          inArray(timeEntries.status, decision.approve ? ['submitted', 'open'] : ['submitted', 'approved']),
          isNotNull(timeEntries.minutes),
        ),
      );
    const name = `${person.firstName} ${person.lastName}`;
    await recordActivity(tx, {
      actorId: user.id,
      action: decision.approve ? 'timesheet.approved' : 'timesheet.returned',
      entityType: 'timesheet_week',
      entityId: person.id,
      summary: `${decision.approve ? 'Approved' : 'Returned'} ${name}'s ${weekLabel(monday)}`,
      metadata: { weekStart: monday, ...(note ? { note } : {}) },
    });
    await notify?.(
      {
        kind: 'timesheet_answered',
        to: { userIds: [person.id] },
        actorId: user.id,
        words: ({ t, day }) => {
          const values = { who: `${user.firstName} ${user.lastName}`, week: day(monday), note: note ?? '' };
          return decision.approve
            ? { title: t('mail.timesheetAnswered.approvedTitle', values), body: t('mail.timesheetAnswered.approvedBody', values) }
            : { title: t('mail.timesheetAnswered.returnedTitle', values), body: t('mail.timesheetAnswered.returnedBody', values) };
        },
        link: `/timesheet?week=${monday}`,
        entityType: 'timesheet_week',
        entityId: person.id,
      },
      tx,
    );
    await publishWeek(tx, person.id, await weekProjects(tx, person.id, monday));
  });
  return getWeek(db, user, monday, person.id);
}
