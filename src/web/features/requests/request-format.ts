/** How the request screens word things: names, references, the sort choices and the request's state for a client. */
import type { RequestListItem, RequestListQuery } from '@shared/schemas/requests';
import type { PersonRef } from '@shared/schemas/refs';
import { t } from '@web/lib/messages/requests';
import { msg } from '@web/lib/i18n';

export const personName = (person: PersonRef | null) => (person ? `${person.firstName} ${person.lastName}` : t('requests.unknownUser'));

/** "#42": the request's short reference. */
export const reference = (request: Pick<RequestListItem, 'number'>) => `#${request.number}`;

/** The sort select's choices: each a sort and a direction of the list query (`t(label)` when shown). */
export const SORT_CHOICES: ReadonlyArray<{
  value: string;
  label: Parameters<typeof t>[0];
  sort: RequestListQuery['sort'];
  dir: RequestListQuery['dir'];
}> = [
  { value: 'created-desc', label: msg('requests.sort.newest'), sort: 'created', dir: 'desc' },
  { value: 'created-asc', label: msg('requests.sort.oldest'), sort: 'created', dir: 'asc' },
  { value: 'updated-desc', label: msg('requests.sort.updated'), sort: 'updated', dir: 'desc' },
  { value: 'priority-desc', label: msg('requests.sort.priority'), sort: 'priority', dir: 'desc' },
  { value: 'title-asc', label: msg('requests.sort.title'), sort: 'title', dir: 'asc' },
];

export const sortChoiceOf = (state: Pick<RequestListQuery, 'sort' | 'dir'>) =>
  SORT_CHOICES.find((c) => c.sort === state.sort && c.dir === state.dir)?.value ?? 'created-desc';
