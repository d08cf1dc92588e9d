import { useSearchParams } from 'react-router';
import { filtersFromSearchParams, filtersToSearchParams, type UserFilters } from './user-filters';

/** The Users tab's filters live in the URL beside the Settings tab. */
export function useUserFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = filtersFromSearchParams(searchParams);

  const update = (change: (current: UserFilters) => UserFilters, options?: { replace?: boolean }) =>
    setSearchParams((params) => filtersToSearchParams(change(filtersFromSearchParams(params)), params), options);

  return {
    filters,
    // Typing replaces the history entry: Back should leave the last search, not each pause in typing.
    setQuery: (q: string) => update((f) => ({ ...f, q, page: 1 }), { replace: true }),
    setFilter: <K extends 'group' | 'role' | 'status'>(key: K, value: UserFilters[K]) => update((f) => ({ ...f, [key]: value, page: 1 })),
    setPage: (page: number, options?: { replace?: boolean }) => update((f) => ({ ...f, page }), options),
  };
}
