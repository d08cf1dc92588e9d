/** The timesheet: a person's week by task and day, typing a day's total, submitting, and managers' approvals (decision 0047). */
import {
  ApprovalQueue,
  DecideWeekInput,
  ReturnWeekInput,
  SuggestedRows,
  TimesheetCellInput,
  TimesheetQuery,
  TimesheetWeek,
  TimesheetWeekInput,
} from '../schemas/timesheet';
import { endpoint } from './endpoint';

const tag = 'Timesheet';
const WHOSE = "One's own week; another person's only for those who see everyone's time (managers), else 403.";

export const timesheetApi = {
  get: endpoint({
    method: 'get',
    path: '/timesheet',
    tag,
    summary: 'Get a week of the timesheet',
    description: `Rows are the tasks with time that week, each with a day's total per day; the week's state and \`can\` flags. ${WHOSE}`,
    access: 'time.track',
    query: TimesheetQuery,
    reply: TimesheetWeek,
  }),
  cell: endpoint({
    method: 'put',
    path: '/timesheet/cell',
    tag,
    summary: "Set a day's time on a task",
    description:
      "Makes the day's total for the task equal `minutes` through one typed entry (created, changed, or removed at 0). " +
      'Timer entries stay: less than they hold is a 409. A submitted or approved week is locked for its owner (409); invoiced time never changes. Answers the week.',
    access: 'time.track',
    body: TimesheetCellInput,
    reply: TimesheetWeek,
  }),
  copyLastWeek: endpoint({
    method: 'post',
    path: '/timesheet/copy-last-week',
    tag,
    summary: "Last week's task rows",
    description: "The caller's tasks with time in the week before `week`, as rows without minutes to add to the grid. Writes nothing.",
    access: 'time.track',
    body: TimesheetWeekInput,
    reply: SuggestedRows,
  }),
  submit: endpoint({
    method: 'post',
    path: '/timesheet/submit',
    tag,
    summary: 'Submit a week for approval',
    description:
      "The caller's open entries of the week wait for approval and are locked; managers are told. 409 when already submitted or approved, or empty.",
    access: 'time.track',
    body: TimesheetWeekInput,
    reply: TimesheetWeek,
  }),
  approvals: endpoint({
    method: 'get',
    path: '/timesheet/approvals',
    tag,
    summary: 'Weeks awaiting approval',
    description: "Oldest first, with each week's total.",
    access: 'time.approve',
    reply: ApprovalQueue,
  }),
  approve: endpoint({
    method: 'post',
    path: '/timesheet/approve',
    tag,
    summary: 'Approve a week',
    description:
      "Its submitted entries become approved (invoiced ones stay invoiced); the person is told. 409 unless it awaits approval; one's own week only for admins.",
    access: 'time.approve',
    body: DecideWeekInput,
    reply: TimesheetWeek,
  }),
  return: endpoint({
    method: 'post',
    path: '/timesheet/return',
    tag,
    summary: 'Return a week with a note',
    description:
      'Its entries open again for the person (invoiced ones stay invoiced); the note says what to fix and the person is told. 409 unless it awaits approval.',
    access: 'time.approve',
    body: ReturnWeekInput,
    reply: TimesheetWeek,
  }),
};
