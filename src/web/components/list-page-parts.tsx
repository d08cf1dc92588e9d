import { Download, Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../lib/cn';
import { Button } from './button';
import { Card } from './card';
import { QueryErrorState } from './error-state';
import { FiltersButton } from './filters-button';
import { Pagination } from './pagination';
import { SearchInput } from './search-input';

/** The list query as the list pages read it (a TanStack query result). */
interface ListQueryState {
  error: unknown;
  isError: boolean;
  isFetching: boolean;
  isPlaceholderData: boolean;
  refetch: () => unknown;
}

/**
 * What a list page's results area shows: the failed load with its retry, the loading skeleton, the empty state,
 * or the rows. `empty` is null when there are rows.
 */
export function ListBody<L>({
  query,
  list,
  errorTitle,
  loading,
  empty,
  children,
}: {
  query: ListQueryState;
  list: L | undefined;
  errorTitle: string;
  loading: ReactNode;
  empty: ReactNode;
  children: (list: L) => ReactNode;
}) {
  if (list === undefined && query.isError) return <QueryErrorState title={errorTitle} query={query} />;
  if (list === undefined) return <>{loading}</>;
  if (empty) return <>{empty}</>;
  return <>{children(list)}</>;
}

/** The card that holds a list's results, dimmed and marked busy while a newer page loads. */
export function ListResultsCard({
  query,
  className = 'overflow-hidden',
  header,
  children,
}: {
  query: ListQueryState;
  className?: string;
  /** A heading row above the results (the Communications panel has one). */
  header?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card className={className}>
      {header}
      <div aria-busy={query.isFetching || undefined} className={cn('transition-opacity', query.isPlaceholderData && 'opacity-60')}>
        {children}
      </div>
    </Card>
  );
}

/** A list page's search box with its Filters button, and any further controls after them. */
export function ListSearchBar({
  noun,
  q,
  onQueryChange,
  filtersOpen,
  onToggleFilters,
  filterPanelId,
  filtersActive,
  filtersOpenLabel,
  wrap = false,
  children,
}: {
  /** What is searched, lower case and plural: 'tasks' gives 'Search tasks' and 'Search tasks...'. */
  noun: string;
  q: string | undefined;
  onQueryChange: (q: string) => void;
  filtersOpen: boolean;
  onToggleFilters: () => void;
  filterPanelId: string;
  filtersActive: boolean;
  filtersOpenLabel?: string;
  /** Wraps onto a second line on narrow screens (pages with further controls). */
  wrap?: boolean;
  children?: ReactNode;
}) {
  return (
    <div className={cn('mb-4 flex gap-2', wrap && 'flex-wrap')}>
      <SearchInput
        className={cn('min-w-0 flex-1', wrap && 'basis-60')}
        label={`Search ${noun}`}
        placeholder={`Search ${noun}...`}
        value={q ?? ''}
        onValueChange={onQueryChange}
        maxLength={200}
      />
      <FiltersButton open={filtersOpen} onToggle={onToggleFilters} panelId={filterPanelId} active={filtersActive} openLabel={filtersOpenLabel} />
      {children}
    </div>
  );
}

/** Page links under a list, on the page the list is at (clamped to the last page). */
export function ListPagination({
  label,
  page,
  pageCount,
  onPageChange,
  className = 'mt-4',
}: {
  label: string;
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  className?: string;
}) {
  return <Pagination className={className} label={label} page={Math.min(page, pageCount)} pageCount={pageCount} onPageChange={onPageChange} />;
}

/** A list's header buttons: Export CSV of what the list shows (all pages), and Add where the user may add. */
export function ListActions({
  exportHref,
  addLabel,
  onAdd,
  size,
}: {
  exportHref?: string;
  addLabel?: string;
  /** Left out where the user may not add. */
  onAdd?: () => void;
  size?: 'sm';
}) {
  return (
    <>
      {exportHref ? (
        <Button asChild variant="secondary" size={size}>
          <a href={exportHref} download>
            <Download aria-hidden />
            Export CSV
          </a>
        </Button>
      ) : null}
      {onAdd ? (
        <Button size={size} onClick={onAdd}>
          <Plus aria-hidden />
          {addLabel}
        </Button>
      ) : null}
    </>
  );
}
