/** How the request screens word things: names, references, the sort choices and the request's state for a client. */
import type { RequestListItem, RequestListQuery } from '@shared/schemas/requests';
import type { PersonRef } from '@shared/schemas/refs';

export const personName = (person: PersonRef | null) => (person ? `${person.firstName} ${person.lastName}` : 'Unknown User');

/** "#42": the request's short reference. */
export const reference = (request: Pick<RequestListItem, 'number'>) => `#${request.number}`;

/** The sort select's choices: each a sort and a direction of the list query. */
export const SORT_CHOICES: ReadonlyArray<{ value: string; label: string; sort: RequestListQuery['sort']; dir: RequestListQuery['dir'] }> = [
  { value: 'created-desc', label: 'Newest first', sort: 'created', dir: 'desc' },
  { value: 'created-asc', label: 'Oldest first', sort: 'created', dir: 'asc' },
  { value: 'updated-desc', label: 'Recently changed', sort: 'updated', dir: 'desc' },
  { value: 'priority-desc', label: 'Highest priority', sort: 'priority', dir: 'desc' },
  { value: 'title-asc', label: 'Title A–Z', sort: 'title', dir: 'asc' },
];

export const sortChoiceOf = (state: Pick<RequestListQuery, 'sort' | 'dir'>) =>
  SORT_CHOICES.find((c) => c.sort === state.sort && c.dir === state.dir)?.value ?? 'created-desc';
