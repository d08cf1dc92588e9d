/** Time writes (decision 0046): each refreshes the entries, the timer, the timesheet, reports and budgets. */
import { timeApi } from '@shared/api/time';
import type { CreateTimeEntryInput, StartTimerInput, StopTimerInput, UpdateTimeEntryInput } from '@shared/schemas/time';
import { useEndpointMutation, type UpdateVariables } from '@web/lib/endpoint-mutation';
import { invalidates } from '@web/lib/invalidate';

const refreshTime = invalidates('timeEntry');

export function useCreateTimeEntry() {
  return useEndpointMutation(timeApi.create, (input: CreateTimeEntryInput) => [{ body: input }], refreshTime);
}

export function useUpdateTimeEntry() {
  return useEndpointMutation(
    timeApi.update,
    ({ id, input }: UpdateVariables<UpdateTimeEntryInput>) => [{ params: { id }, body: input }],
    refreshTime,
  );
}

export function useDeleteTimeEntry() {
  return useEndpointMutation(timeApi.remove, (id: string) => [{ params: { id } }], refreshTime);
}

export function useStartTimer() {
  return useEndpointMutation(timeApi.start, (input: StartTimerInput) => [{ body: input }], refreshTime);
}

export function useStopTimer() {
  return useEndpointMutation(timeApi.stop, (input: StopTimerInput) => [{ body: input }], refreshTime);
}

/** The browser's own calendar day (YYYY-MM-DD): the day a timer or a new entry counts for. */
export function localToday(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
