/**
 * The timer (decision 0046): a running entry is a time entry without minutes, and the database's unique index on a
 * person's running entry is the lock (one running timer each, whatever races). It lives in the database, so it
 * survives reloads, sign-outs and restarts.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { TIMER_TOO_LONG_MINUTES, type StartTimerInput, type StopTimerInput, type TimeEntry, type TimerState } from '@shared/schemas/time';
import type { AppDeps, CurrentUser } from '../../context';
import { timeEntries as t } from '../../db/schema';
import { isUniqueViolation } from '../../db/pg-errors';
import type { Tx } from '../../db/transaction';
import { conflict } from '../../errors';
import { checkBudgets } from '../../budget-alerts';
import { getTimeEntry, runningEntryOf } from './entries-read';
import { publishTime, taskFactsFor, WEEK_SUBMITTED, weekStatusOf } from './write-checks';

export type StartTimer = z.output<typeof StartTimerInput>;
export type StopTimer = z.output<typeof StopTimerInput>;

const NOT_RUNNING = 'errors.time.timerRunning';
/** Concurrent starts: each retries after the one that won commits (its timer is then stopped); a few at most. */
const START_ATTEMPTS = 4;

/** The clock's minutes: rounded to the minute, at least 1, at most a day (a longer run must be corrected anyway). */
const CLOCK_MINUTES = sql`least(1440, greatest(1, round(extract(epoch from (now() - ${t.startedAt})) / 60)))::int`;

export async function timerState(deps: AppDeps, user: CurrentUser): Promise<TimerState> {
  const entry = await runningEntryOf(deps.database.db, user);
  if (!entry?.startedAt) return { entry: null, elapsedSeconds: 0, tooLong: false };
  const elapsedSeconds = Math.max(0, Math.floor((Date.now() - Date.parse(entry.startedAt)) / 1000));
  return { entry, elapsedSeconds, tooLong: elapsedSeconds > TIMER_TOO_LONG_MINUTES * 60 };
}

/** Stops the person's running timer in `tx`, if any: `minutes` given, or the clock's. */
async function stopRunning(deps: AppDeps, tx: Tx, userId: string, minutes?: number) {
  const [stopped] = await tx
    .update(t)
    .set({ endedAt: sql`now()`, minutes: minutes ?? CLOCK_MINUTES, updatedAt: new Date() })
    .where(and(eq(t.userId, userId), sql`${t.minutes} is null`))
    .returning({ id: t.id, userId: t.userId, projectId: t.projectId, clientId: t.clientId });
  if (stopped) {
    await checkBudgets(deps, tx, [stopped.projectId]);
    await publishTime(tx, stopped);
  }
  return stopped ?? null;
}

export async function startTimer(deps: AppDeps, user: CurrentUser, input: StartTimer): Promise<TimerState> {
  const { db } = deps.database;
  const facts = await taskFactsFor(db, user, input.taskId, user.id);
  for (let attempt = 1; ; attempt++) {
    try {
      await db.transaction(async (tx) => {
        // A running entry is open: it cannot go into a week already sent for approval.
        const week = await weekStatusOf(tx, user.id, input.workDate);
        if (week === 'submitted' || week === 'approved') throw conflict(WEEK_SUBMITTED);
        await stopRunning(deps, tx, user.id);
        const [row] = await tx
          .insert(t)
          .values({
            userId: user.id,
            taskId: facts.taskId,
            projectId: facts.projectId,
            clientId: facts.clientId,
            workDate: input.workDate,
            startedAt: sql`now()`,
            note: input.note,
            billable: facts.billableByDefault,
            rateMinor: facts.rateMinor,
            currency: facts.currency,
            costRateMinor: facts.costRateMinor,
            createdById: user.id,
          })
          .returning({ id: t.id });
        await publishTime(tx, { id: row!.id, userId: user.id, projectId: facts.projectId, clientId: facts.clientId });
      });
      break;
    } catch (error) {
      // Another start of the same person committed first: try again (stopping theirs), or give up after a few.
      if (!isUniqueViolation(error)) throw error;
      if (attempt >= START_ATTEMPTS) throw conflict('errors.time.anotherTimerWasStarted');
    }
  }
  return timerState(deps, user);
}

export async function stopTimer(deps: AppDeps, user: CurrentUser, input: StopTimer): Promise<TimeEntry> {
  const { db } = deps.database;
  const stopped = await db.transaction((tx) => stopRunning(deps, tx, user.id, input.minutes));
  if (!stopped) throw conflict(NOT_RUNNING);
  return getTimeEntry(db, user, stopped.id);
}
