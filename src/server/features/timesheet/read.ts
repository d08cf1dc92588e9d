/**
 * Reading a person's week (decision 0047): one grouped query on the (user_id, work_date) index gives each task's
 * minutes per day, what of them the grid may not lower (timer and invoiced entries), and the states of the typed
 * entries that decide whether a cell may be typed into.
 */
import { and, asc, between, eq, inArray, sql } from 'drizzle-orm';
import { TIMESHEET_WEEK_STATUSES, type TimeEntryStatus, type TimesheetWeekStatus } from '@shared/enums';
import { mayViewTimeOf, timeEntryRefusal, timesheetWeekCan } from '@shared/policies/time';
import { STAFF_ROLES } from '@shared/roles';
import { addDays, weekDays, type TimesheetRow, type TimesheetWeek } from '@shared/schemas/timesheet';
import type { CurrentUser } from '../../context';
import { queryRows, type Db } from '../../db/client';
import { clients, projects, tasks, timeEntries, timesheetWeeks, users } from '../../db/schema';
import type { DbOrTx } from '../../db/transaction';
import { forbidden, notFound } from '../../errors';

/** The state a new entry of a week takes: the week's, so a manager's addition keeps the week whole. */
export function entryStatusOfWeek(week: TimesheetWeekStatus | null): TimeEntryStatus {
  return week === 'submitted' || week === 'approved' ? week : 'open';
}

/** The person whose week it is: the caller, or (for those who see everyone's time) another member of staff. */
export async function personOf(db: DbOrTx, user: CurrentUser, userId: string | undefined) {
  const id = userId ?? user.id;
  if (!mayViewTimeOf(user, id)) throw forbidden('errors.timesheet.onlySeeOwnTimesheet');
  const [person] = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(and(eq(users.id, id), inArray(users.role, [...STAFF_ROLES])));
  if (!person) throw notFound('errors.notFound.person');
  return person;
}

export async function weekRowOf(db: DbOrTx, userId: string, monday: string) {
  const [week] = await db
    .select({ status: timesheetWeeks.status, note: timesheetWeeks.note })
    .from(timesheetWeeks)
    .where(and(eq(timesheetWeeks.userId, userId), eq(timesheetWeeks.weekStart, monday)));
  return week ? { status: week.status as TimesheetWeekStatus, note: week.note } : { status: null, note: null };
}

/** Today's Monday by the database's clock, the same day the server's other dates use. */
export async function thisMonday(db: Db): Promise<string> {
  const [row] = await queryRows<{ monday: string }>(db, sql`select to_char(date_trunc('week', current_date), 'YYYY-MM-DD') as monday`);
  return row!.monday;
}

/** Each task's cells for the days asked, from the person's entries. */
export async function taskDays(db: DbOrTx, userId: string, from: string, to: string) {
  return db
    .select({
      taskId: timeEntries.taskId,
      taskTitle: tasks.title,
      projectId: timeEntries.projectId,
      projectName: projects.name,
      clientId: timeEntries.clientId,
      clientName: clients.name,
      date: timeEntries.workDate,
      minutes: sql<number>`coalesce(sum(${timeEntries.minutes}), 0)`.mapWith(Number),
      fixed:
        sql<number>`coalesce(sum(${timeEntries.minutes}) filter (where ${timeEntries.startedAt} is not null or ${timeEntries.status} = 'invoiced'), 0)`.mapWith(
          Number,
        ),
      typedStatuses: sql<
        string[] | null
      >`array_agg(distinct ${timeEntries.status}) filter (where ${timeEntries.startedAt} is null and ${timeEntries.status} <> 'invoiced')`,
    })
    .from(timeEntries)
    .leftJoin(tasks, eq(tasks.id, timeEntries.taskId))
    .innerJoin(projects, eq(projects.id, timeEntries.projectId))
    .innerJoin(clients, eq(clients.id, timeEntries.clientId))
    .where(and(eq(timeEntries.userId, userId), between(timeEntries.workDate, from, to)))
    .groupBy(
      timeEntries.taskId,
      tasks.title,
      timeEntries.projectId,
      projects.name,
      timeEntries.clientId,
      clients.name,
      timeEntries.workDate,
    )
    .orderBy(asc(clients.name), asc(projects.name), asc(tasks.title));
}

export async function getWeek(db: DbOrTx, user: CurrentUser, monday: string, userId?: string): Promise<TimesheetWeek> {
  const person = await personOf(db, user, userId);
  const days = weekDays(monday);
  const [week, found] = await Promise.all([weekRowOf(db, person.id, monday), taskDays(db, person.id, monday, addDays(monday, 6))]);
  const newStatus = entryStatusOfWeek(week.status);
  const mayType = (status: string) => timeEntryRefusal(user, { userId: person.id, status: status as TimeEntryStatus }) === null;
  const newRowsEditable = mayType(newStatus);

  const rows = new Map<string, TimesheetRow>();
  for (const r of found) {
    // A deleted task's time is grouped by its project: still counted, never typed into.
    const key = r.taskId ?? `project:${r.projectId}`;
    let row = rows.get(key);
    if (!row) {
      row = {
        task: r.taskId ? { id: r.taskId, name: r.taskTitle ?? '' } : null,
        project: { id: r.projectId, name: r.projectName },
        client: { id: r.clientId, name: r.clientName },
        cells: days.map((date) => ({ date, minutes: 0, timedMinutes: 0, editable: newRowsEditable })),
        totalMinutes: 0,
      };
      rows.set(key, row);
    }
    const cell = row.cells[days.indexOf(r.date)]!;
    cell.minutes += r.minutes;
    cell.timedMinutes += r.fixed;
    cell.editable = newRowsEditable && (r.typedStatuses ?? []).every(mayType);
    row.totalMinutes += r.minutes;
  }
  const list = [...rows.values()];
  for (const row of list) if (!row.task) for (const cell of row.cells) cell.editable = false;
  const dayTotals = days.map((_, i) => list.reduce((sum, row) => sum + row.cells[i]!.minutes, 0));
  return {
    person,
    weekStart: monday,
    days,
    rows: list,
    dayTotals,
    totalMinutes: dayTotals.reduce((a, b) => a + b, 0),
    status: week.status,
    note: week.status === 'returned' ? week.note : null,
    newRowsEditable,
    can: timesheetWeekCan(user, { userId: person.id, status: week.status }),
  };
}

/** The weeks waiting for a manager, oldest first, with each week's total from the same index. */
export async function approvalQueue(db: DbOrTx, user: CurrentUser) {
  const result = await db
    .select({
      userId: timesheetWeeks.userId,
      firstName: users.firstName,
      lastName: users.lastName,
      weekStart: timesheetWeeks.weekStart,
      submittedAt: timesheetWeeks.submittedAt,
      totalMinutes:
        sql<number>`(select coalesce(sum(e.minutes), 0) from time_entries e where e.user_id = ${timesheetWeeks.userId} and e.work_date between ${timesheetWeeks.weekStart} and ${timesheetWeeks.weekStart} + 6)`.mapWith(
          Number,
        ),
    })
    .from(timesheetWeeks)
    .innerJoin(users, eq(users.id, timesheetWeeks.userId))
    .where(eq(timesheetWeeks.status, TIMESHEET_WEEK_STATUSES[0]))
    .orderBy(asc(timesheetWeeks.weekStart), asc(users.lastName), asc(users.firstName));
  return {
    items: result.map((r) => ({
      person: { id: r.userId, firstName: r.firstName, lastName: r.lastName },
      weekStart: r.weekStart,
      totalMinutes: r.totalMinutes,
      submittedAt: r.submittedAt.toISOString(),
      can: timesheetWeekCan(user, { userId: r.userId, status: 'submitted' }),
    })),
  };
}
