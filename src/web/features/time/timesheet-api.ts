/** The timesheet's queries and writes (decision 0047): every write answers the week, which replaces the cached one. */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { optionsApi } from '@shared/api/options';
import { tasksApi } from '@shared/api/tasks';
import { timesheetApi } from '@shared/api/timesheet';
import type { DecideWeekInput, ReturnWeekInput, TimesheetCellInput, TimesheetWeek } from '@shared/schemas/timesheet';
import { request } from '../../lib/api';
import { queryKeys } from '@web/lib/query-keys';
import { invalidateFor } from '@web/lib/invalidate';

/** Every timesheet query starts with this key; live 'time' events refresh everything under ['time'] (live-topics.ts). */
const weekKey = queryKeys.timesheets.week;

export const weekQueryOptions = (week: string, userId: string | undefined) =>
  queryOptions({
    queryKey: weekKey(week, userId),
    queryFn: ({ signal }) => request(timesheetApi.get, { query: { week, userId }, signal }),
  });

export const useTimesheetWeek = (week: string, userId: string | undefined) => useQuery(weekQueryOptions(week, userId));

export const useApprovalQueue = (enabled: boolean) =>
  useQuery({ queryKey: queryKeys.timesheets.approvals, queryFn: ({ signal }) => request(timesheetApi.approvals, { signal }), enabled });

/** Staff whose week a manager may open. */
export const useStaffOptions = (enabled: boolean) =>
  useQuery({
    queryKey: queryKeys.options.users('staff'),
    queryFn: ({ signal }) => request(optionsApi.users, { query: {}, signal }),
    enabled,
    staleTime: 60_000,
  });

/** The tasks the caller sees (the task list's own scope), to add as rows: only project tasks take time. */
export const useTaskChoices = (enabled: boolean) =>
  useQuery({
    queryKey: queryKeys.tasks.timesheetChoices,
    queryFn: ({ signal }) => request(tasksApi.list, { query: { pageSize: 200, sort: 'title', dir: 'asc' }, signal }),
    enabled,
    staleTime: 60_000,
    select: (list) => list.items.filter((task) => task.project !== null),
  });

/** Puts a write's answer in the cache under the week it belongs to and refreshes the rest (the approvals queue). */
function useWeekWrite<V>(write: (variables: V) => Promise<TimesheetWeek>, userIdOf: (variables: V) => string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: (week, variables) => {
      queryClient.setQueryData(weekKey(week.weekStart, userIdOf(variables)), week);
      // The approvals queue, the entries the week locks or frees, reports and budgets.
      void invalidateFor(queryClient, 'timesheet');
    },
  });
}

export const useSetCell = () =>
  useWeekWrite(
    (body: TimesheetCellInput) => request(timesheetApi.cell, { body }),
    (body) => body.userId,
  );

export const useSubmitWeek = () =>
  useWeekWrite(
    (week: string) => request(timesheetApi.submit, { body: { week } }),
    () => undefined,
  );

export const useApproveWeek = () =>
  useWeekWrite(
    (body: DecideWeekInput) => request(timesheetApi.approve, { body }),
    (body) => body.userId,
  );

export const useReturnWeek = () =>
  useWeekWrite(
    (body: ReturnWeekInput) => request(timesheetApi.return, { body }),
    (body) => body.userId,
  );

// A read sent as a POST: it names last week's task rows and writes nothing, so nothing is refreshed.
export const useCopyLastWeek = () => useMutation({ mutationFn: (week: string) => request(timesheetApi.copyLastWeek, { body: { week } }) });
