/**
 * What can be done with a recurring schedule (decision 0057): holders of `recurring.manage` (admins) pause an active
 * one, resume a paused one and cancel either; a cancelled or finished schedule is history. Each schedule carries `can`.
 */
import type { RecurringStatus } from '../enums';
import { can } from '../permissions';
import type { Actor } from './actor';

export interface RecurringCan {
  pause: boolean;
  resume: boolean;
  cancel: boolean;
}

export type RecurringAction = keyof RecurringCan;

const FROM: Record<RecurringAction, RecurringStatus[]> = { pause: ['active'], resume: ['paused'], cancel: ['active', 'paused'] };

export const mayManageRecurring = (actor: Actor) => can(actor.role, 'recurring.manage');

export function recurringCan(actor: Actor, status: RecurringStatus): RecurringCan {
  const manage = mayManageRecurring(actor);
  return {
    pause: manage && FROM.pause.includes(status),
    resume: manage && FROM.resume.includes(status),
    cancel: manage && FROM.cancel.includes(status),
  };
}

/** The statuses an action applies to (the server's UPDATE ... WHERE status in these). */
export const recurringActionFrom = (action: RecurringAction): RecurringStatus[] => FROM[action];

/** Why an action is refused, or null when it may be done. */
export function recurringActionRefusal(status: RecurringStatus, action: RecurringAction): string | null {
  if (FROM[action].includes(status)) return null;
  if (action === 'resume') return 'errors.recurring.onlyPausedScheduleResumed';
  if (action === 'pause') return 'errors.recurring.onlyActiveSchedulePaused';
  return `This schedule is already ${status}.`;
}
