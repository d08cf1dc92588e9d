import { useSearchParams } from 'react-router';
import type { LeadStatus } from '../../../shared/enums';
import { filtersFromSearchParams, filtersToSearchParams, NO_LEAD_FILTERS, type LeadFilters } from './lead-filters';

/** The filters live in the URL: reload, Back and a shared link all show the same list. */
export function useLeadFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = filtersFromSearchParams(searchParams);

  const update = (change: (current: LeadFilters) => LeadFilters, options?: { replace?: boolean }) =>
    setSearchParams((params) => filtersToSearchParams(change(filtersFromSearchParams(params)), params), options);

  return {
    filters,
    // Typing replaces the history entry: Back should leave the screen's last search, not each pause in typing.
    setQuery: (q: string) => update((f) => ({ ...f, q, page: 1 }), { replace: true }),
    setStatus: (status: LeadStatus | null) => update((f) => ({ ...f, status, page: 1 })),
    setPage: (page: number, options?: { replace?: boolean }) => update((f) => ({ ...f, page }), options),
    clear: () => update(() => NO_LEAD_FILTERS),
  };
}
