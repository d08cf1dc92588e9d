import { useSearchParams } from 'react-router';
import { filtersFromSearchParams, filtersToSearchParams, NO_CLIENT_FILTERS, type ClientFilters } from './client-filters';

/** The filters live in the URL: reload, Back and a shared link all show the same list. */
export function useClientFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = filtersFromSearchParams(searchParams);

  const update = (change: (current: ClientFilters) => ClientFilters, options?: { replace?: boolean }) =>
    setSearchParams((params) => filtersToSearchParams(change(filtersFromSearchParams(params)), params), options);

  return {
    filters,
    // Typing replaces the history entry: Back should leave the screen's last search, not each pause in typing.
    setQuery: (q: string) => update((f) => ({ ...f, q, page: 1 }), { replace: true }),
    setFilter: <K extends 'status' | 'industry'>(key: K, value: ClientFilters[K]) => update((f) => ({ ...f, [key]: value, page: 1 })),
    setPage: (page: number, options?: { replace?: boolean }) => update((f) => ({ ...f, page }), options),
    clear: () => update(() => NO_CLIENT_FILTERS),
  };
}
