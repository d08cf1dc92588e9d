/** Time entries and the timer (decision 0046): the hours people spend on project tasks. */
import {
  CreateTimeEntryInput,
  StartTimerInput,
  StopTimerInput,
  TimeEntry,
  TimeEntryList,
  TimeEntryListQuery,
  TimerState,
  UpdateTimeEntryInput,
} from '../schemas/time';
import { EMPTY, endpoint } from './endpoint';

const tag = 'Time';

const HIDDEN =
  'Notes, rates, amounts and costs are null where the caller may not read them: cost rates only with View Financial Data, ' +
  'billing rates and amounts only for those who manage projects, none of them for client users.';
const CHANGE =
  "Its author while it is open; managers until it is invoiced (403 for anyone else, 409 once its week is submitted or it is invoiced). One outside the caller's scope is a 404.";

export const timeApi = {
  list: endpoint({
    method: 'get',
    path: '/time-entries',
    tag,
    summary: 'List time entries',
    description:
      'Newest work date first; `from`/`to` are inclusive work dates; `totalMinutes` sums every match. Staff see their own time, ' +
      `managers everyone's; client users the approved and invoiced hours on their company's projects. ${HIDDEN}`,
    access: 'time.view',
    query: TimeEntryListQuery,
    reply: TimeEntryList,
  }),
  create: endpoint({
    method: 'post',
    path: '/time-entries',
    tag,
    summary: 'Log time',
    description:
      "On a project task the caller can see; `minutes` is a whole number or duration text ('1:30', '1.5h', '90m'). The rates in force " +
      'are copied onto the entry. `userId` logs time for someone else: managers only.',
    access: 'time.track',
    body: CreateTimeEntryInput,
    reply: TimeEntry,
    status: 201,
  }),
  update: endpoint({
    method: 'patch',
    path: '/time-entries/{id}',
    tag,
    summary: 'Change a time entry',
    description: `Only the fields sent change; a running timer's minutes are set by stopping it. ${CHANGE}`,
    access: 'time.track',
    body: UpdateTimeEntryInput,
    reply: TimeEntry,
  }),
  remove: endpoint({
    method: 'delete',
    path: '/time-entries/{id}',
    tag,
    summary: 'Delete a time entry',
    description: CHANGE,
    access: 'time.track',
    reply: EMPTY,
  }),
  timer: endpoint({
    method: 'get',
    path: '/timer',
    tag,
    summary: "The caller's running timer",
    description:
      '`entry` is null when none runs; `tooLong` once it has run over 12 hours (the real duration should be given when stopping).',
    access: 'time.track',
    reply: TimerState,
  }),
  start: endpoint({
    method: 'post',
    path: '/timer/start',
    tag,
    summary: 'Start a timer',
    description:
      "Stops the caller's running timer (if any) and starts one on the task, in one transaction: a person never has two running. " +
      "`workDate` is the caller's own calendar day. 409 when another start won a race at the same moment.",
    access: 'time.track',
    body: StartTimerInput,
    reply: TimerState,
    status: 201,
  }),
  stop: endpoint({
    method: 'post',
    path: '/timer/stop',
    tag,
    summary: 'Stop the timer',
    description:
      'Rounds the time run to the minute (at least 1, at most 24 hours); `minutes` gives the real duration instead, for a timer ' +
      'left running. 409 when no timer runs.',
    access: 'time.track',
    body: StopTimerInput,
    reply: TimeEntry,
  }),
};
