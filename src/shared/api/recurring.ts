/** Recurring invoices and retainers (docs/decisions/0057-recurring-invoices.md). */
import {
  CreateRecurringScheduleInput,
  RecurringActionInput,
  RecurringScheduleDetail,
  RecurringScheduleList,
  RecurringScheduleQuery,
} from '../schemas/recurring';
import { endpoint } from './endpoint';
import { RECURRING_SCHEDULE_EXAMPLE } from './examples';

const tag = 'Recurring invoices';
const WHO = 'Admins (`recurring.manage`); everyone else 403.';

export const recurringApi = {
  list: endpoint({
    method: 'get',
    path: '/recurring-schedules',
    tag,
    summary: 'List recurring schedules',
    description: `Newest first, paged; \`clientId\` and \`status\` filter, \`q\` searches the title and the client's name. ${WHO}`,
    access: 'recurring.manage',
    query: RecurringScheduleQuery,
    reply: RecurringScheduleList,
  }),
  create: endpoint({
    method: 'post',
    path: '/recurring-schedules',
    tag,
    summary: 'Create a recurring schedule or retainer',
    description:
      'Its first period starts on the start date (weekly) or on the chosen day of the month on or after it; each period is invoiced once, at its ' +
      "start, by the scheduler. A retainer (`projectId`, `allowanceMinutes`) adds the previous period's hours over the allowance at the " +
      `project's hourly rate. ${WHO}`,
    access: 'recurring.manage',
    body: CreateRecurringScheduleInput,
    reply: RecurringScheduleDetail,
    status: 201,
  }),
  get: endpoint({
    method: 'get',
    path: '/recurring-schedules/{id}',
    tag,
    summary: 'A recurring schedule with its lines and invoices',
    access: 'recurring.manage',
    reply: RecurringScheduleDetail,
    example: RECURRING_SCHEDULE_EXAMPLE,
  }),
  act: endpoint({
    method: 'post',
    path: '/recurring-schedules/{id}/status',
    tag,
    summary: 'Pause, resume or cancel a recurring schedule',
    description:
      'Pause: no period is invoiced while paused. Resume: invoicing goes on from the first period starting today or later (paused periods ' +
      `are not invoiced afterwards). Cancel: for good. 409 when the schedule is not in a state the action applies to. ${WHO}`,
    access: 'recurring.manage',
    body: RecurringActionInput,
    reply: RecurringScheduleDetail,
  }),
};
