/**
 * Who may see and change time (decision 0045). Staff log their own time; managers and admins (who manage every
 * project: decision 0034) see and correct everyone's. An entry is its author's to change while open (not once its
 * week is submitted, unless the week comes back); a manager may change any entry until it is invoiced; an invoiced
 * entry never changes. The services refuse what these deny; each entry and week carries `can` from them.
 */
import { can, scopeOf } from '../permissions';
import type { TimeEntryStatus, TimesheetWeekStatus } from '../enums';
import type { Actor } from './actor';

export interface TimeEntryCan {
  edit: boolean;
  delete: boolean;
}

export interface TimesheetWeekCan {
  /** Send the week for approval: its owner, while nothing of it is waiting or approved. */
  submit: boolean;
  /** Approve or return it: a manager, while it waits; not one's own week, unless one is an admin (nobody is above). */
  decide: boolean;
}

/** Whether the actor may see another person's time at all (their own always, with time.track). */
export function mayViewTimeOf(actor: Actor, userId: string | null): boolean {
  const scope = scopeOf(actor.role, 'time.view');
  return scope === 'all' || (scope === 'own' && userId !== null && userId === actor.id);
}

/** Why an entry may not be changed by this actor, or null when it may (the 409s and 403s the API answers). */
export function timeEntryRefusal(
  actor: Actor,
  entry: { userId: string | null; status: TimeEntryStatus },
): { status: 403 | 409; message: string } | null {
  if (entry.status === 'invoiced') return { status: 409, message: 'errors.time.timeInvoiceLongerChange' };
  const scope = scopeOf(actor.role, 'time.track');
  if (scope === 'all') return null;
  if (scope !== 'own' || entry.userId !== actor.id) return { status: 403, message: 'errors.time.onlyChangeOwnTime' };
  if (entry.status !== 'open') return { status: 409, message: 'errors.time.weekSubmittedAskManager' };
  return null;
}

export function timeEntryCan(actor: Actor, entry: { userId: string | null; status: TimeEntryStatus }): TimeEntryCan {
  const ok = timeEntryRefusal(actor, entry) === null;
  return { edit: ok, delete: ok };
}

export function timesheetWeekCan(actor: Actor, week: { userId: string; status: TimesheetWeekStatus | null }): TimesheetWeekCan {
  const own = week.userId === actor.id && can(actor.role, 'time.track');
  return {
    submit: own && (week.status === null || week.status === 'returned'),
    decide: week.status === 'submitted' && can(actor.role, 'time.approve') && (week.userId !== actor.id || can(actor.role, 'rates.manage')),
  };
}

/** Billing rates and billable amounts: those who set them (project managers and admins). */
export const seesBillingRates = (actor: Actor) => can(actor.role, 'projects.manage');

/** Cost rates, costs and margins: only holders of financials.view, whatever else they may see. */
export const seesCosts = (actor: Actor) => can(actor.role, 'financials.view');
