import { useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  filtersFromSearchParams,
  filtersToSearchParams,
  NO_COMMUNICATION_FILTERS,
  withFilter,
  type CommunicationFilterKey,
  type CommunicationFilters,
} from './communication-filters';

export interface CommunicationFilterControls {
  filters: CommunicationFilters;
  setQuery: (q: string) => void;
  setFilter: <K extends CommunicationFilterKey>(key: K, value: CommunicationFilters[K]) => void;
  setPage: (page: number, options?: { replace?: boolean }) => void;
  clear: () => void;
}

/** The Communications screen keeps its filters in the URL: reload, Back and a shared link show the same list. */
export function useCommunicationUrlFilters(): CommunicationFilterControls {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = filtersFromSearchParams(searchParams);
  const update = (change: (current: CommunicationFilters) => CommunicationFilters, options?: { replace?: boolean }) =>
    setSearchParams((params) => filtersToSearchParams(change(filtersFromSearchParams(params)), params), options);
  return {
    filters,
    // Typing replaces the history entry: Back should leave the screen's last search, not each pause in typing.
    setQuery: (q) => update((f) => ({ ...f, q, page: 1 }), { replace: true }),
    setFilter: (key, value) => update((f) => withFilter(f, key, value)),
    setPage: (page, options) => update((f) => ({ ...f, page }), options),
    clear: () => update(() => NO_COMMUNICATION_FILTERS),
  };
}

/** A client page's tab keeps its filters in memory: the page's address belongs to the page (its ?tab=). */
export function useCommunicationLocalFilters(): CommunicationFilterControls {
  const [filters, setFilters] = useState(NO_COMMUNICATION_FILTERS);
  return {
    filters,
    setQuery: (q) => setFilters((f) => ({ ...f, q, page: 1 })),
    setFilter: (key, value) => setFilters((f) => withFilter(f, key, value)),
    setPage: (page) => setFilters((f) => ({ ...f, page })),
    clear: () => setFilters(NO_COMMUNICATION_FILTERS),
  };
}
