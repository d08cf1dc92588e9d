/** What the communication lists add to the shared list state (src/web/lib/list-state.ts, decision 0036). */
import { CommunicationListQuery } from '@shared/schemas/communications';
import { listQuery, type ListChanges, type ListControls, type ListState, type ListStateOptions } from '../../lib/list-state';

export type CommunicationListControls = ListControls<typeof CommunicationListQuery>;

/** The time zone is the browser's, never the address's. */
export const COMMUNICATION_LIST_OPTIONS: ListStateOptions<typeof CommunicationListQuery> = { hidden: ['tzOffset'] };

/** The API query, with the browser's offset when a date filter is set, so a day means the user's own day. */
export function communicationQuery(
  state: ListState<typeof CommunicationListQuery>,
  overrides: ListChanges<typeof CommunicationListQuery> = {},
  now = new Date(),
): string {
  const dated = state.dateFrom !== undefined || state.dateTo !== undefined;
  return listQuery(CommunicationListQuery, state, { tzOffset: dated ? now.getTimezoneOffset() : undefined, ...overrides });
}
