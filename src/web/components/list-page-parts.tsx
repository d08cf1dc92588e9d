import { Download, Plus, SearchX, Upload } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { cn } from '../lib/cn';
import { Button } from './button';
import { Card } from './card';
import { EmptyState, type EmptyStateProps } from './empty-state';
import { QueryErrorState } from './error-state';
import { FiltersButton } from './filters-button';
import { ListSkeleton } from './list-skeleton';
import { Pagination } from './pagination';
import { SearchInput, type SearchInputProps } from './search-input';
import * as common from '../lib/messages/common';

/** The list query as the list pages read it (a TanStack query result). */
interface ListQueryState {
  error: unknown;
  isError: boolean;
  isFetching: boolean;
  isPlaceholderData: boolean;
  refetch: () => unknown;
}

/** A list's filter panel: whether it is open, and the id the Filters button points at. */
export interface FilterPanel {
  id: string;
  open: boolean;
  toggle: () => void;
}

/** The filter panel's state; `initiallyOpen` where the address already filters, so what filters the list is visible. */
export function useFilterPanel(initiallyOpen: boolean): FilterPanel {
  const id = useId();
  const [open, setOpen] = useState(initiallyOpen);
  return { id, open, toggle: () => setOpen((o) => !o) };
}

/**
 * A list page's results in their card, dimmed and marked busy while a newer page loads: the failed load with its
 * retry, the loading skeleton, the empty state (`empty`, null when there are rows), or the rows.
 */
export function ListResults<L>({
  query,
  noun,
  loading = <ListSkeleton label={common.t('common.list.loadingListNoun', { noun })} />,
  empty,
  className = 'overflow-hidden',
  header,
  instead,
  children,
}: {
  query: ListQueryState & { data: L | undefined };
  /** What is listed, in the reader's words (lower case and plural in English): 'tasks' gives 'Could not load tasks'. */
  noun: string;
  loading?: ReactNode;
  empty: ReactNode;
  className?: string;
  /** A heading row above the results (the Communications panel has one). */
  header?: ReactNode;
  /** Shown in place of the results whatever the query says (the audit log's backwards date range, which asks for nothing). */
  instead?: ReactNode;
  children: (list: L) => ReactNode;
}) {
  const list = query.data;
  let body: ReactNode;
  if (instead) body = instead;
  else if (list === undefined && query.isError)
    body = <QueryErrorState title={common.t('common.list.couldNotLoadNoun', { noun })} query={query} />;
  else if (list === undefined) body = loading;
  else body = empty ?? children(list);
  return (
    <Card className={className}>
      {header}
      <div aria-busy={query.isFetching || undefined} className={cn('transition-opacity', query.isPlaceholderData && 'opacity-60')}>
        {body}
      </div>
    </Card>
  );
}

/**
 * The count heading of a settings list (team members, background jobs, audit log) above its results: '…' while the
 * count is not known, and read out by screen readers when a filter changes it.
 */
export function ListCountHeading({ label, total }: { label: string; total: number | undefined }) {
  return (
    <h3 className="border-b border-border px-4 py-3 font-medium" aria-live="polite">
      {label} ({total ?? '…'})
    </h3>
  );
}

/**
 * ListResults' `empty` for a list that may be filtered: null while there are rows (or none have loaded), else
 * `filtered` (with the search icon) when the filters hide every row, or `none` when there is nothing yet.
 */
export function emptyListState(
  list: { items: readonly unknown[] } | undefined,
  isFiltered: boolean,
  states: { filtered: Omit<EmptyStateProps, 'icon'>; none: EmptyStateProps },
): ReactNode {
  if (list?.items.length !== 0) return null;
  return isFiltered ? <EmptyState icon={SearchX} {...states.filtered} /> : <EmptyState {...states.none} />;
}

/** Where a list keeps its search: its list state (the address, or a tab's own). */
type SearchControls = { state: { q?: string }; setQuery: (q: string) => void };

/** The search box of a list whose search is in its list state; at most 200 characters, as the list queries accept. */
export function ListSearchInput({
  controls,
  ...props
}: Omit<SearchInputProps, 'value' | 'onValueChange' | 'maxLength'> & { controls: SearchControls }) {
  return <SearchInput {...props} value={controls.state.q ?? ''} onValueChange={controls.setQuery} maxLength={200} />;
}

/** A list page's search box with its Filters button, and any further controls after them. */
export function ListSearchBar({
  noun,
  controls,
  panel,
  filtersActive = controls.isFiltered(['q']),
  filtersOpenLabel,
  wrap = false,
  children,
}: {
  /** What is searched, in the reader's words: 'tasks' gives 'Search tasks' and 'Search tasks...'. */
  noun: string;
  controls: SearchControls & { isFiltered: (ignore: ['q']) => boolean };
  panel: FilterPanel;
  /** Highlights the Filters button; by default, any filter other than the search. */
  filtersActive?: boolean;
  filtersOpenLabel?: string;
  /** Wraps onto a second line on narrow screens (pages with further controls). */
  wrap?: boolean;
  children?: ReactNode;
}) {
  return (
    <div className={cn('mb-4 flex gap-2', wrap && 'flex-wrap')}>
      <ListSearchInput
        controls={controls}
        className={cn('min-w-0 flex-1', wrap && 'basis-60')}
        label={common.t('common.list.searchNoun', { noun })}
        placeholder={`${common.t('common.list.searchNoun', { noun })}...`}
      />
      <FiltersButton open={panel.open} onToggle={panel.toggle} panelId={panel.id} active={filtersActive} openLabel={filtersOpenLabel} />
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
  openEnded,
  className = 'mt-4',
}: {
  label: string;
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  openEnded?: boolean;
  className?: string;
}) {
  return (
    <Pagination
      className={className}
      label={label}
      page={Math.min(page, pageCount)}
      pageCount={pageCount}
      onPageChange={onPageChange}
      openEnded={openEnded}
    />
  );
}

/** A list's header buttons: Export CSV of what the list shows (all pages), and Add where the user may add. */
export function ListActions({
  exportHref,
  addLabel,
  onAdd,
  onImport,
  size,
}: {
  exportHref?: string;
  addLabel?: string;
  /** Left out where the user may not add. */
  onAdd?: () => void;
  /** Opens the CSV import (docs/product.md, CSV import); left out where the user may not add. */
  onImport?: () => void;
  size?: 'sm';
}) {
  return (
    <>
      {onImport ? (
        <Button variant="secondary" size={size} onClick={onImport}>
          <Upload aria-hidden />
          {common.t('common.list.importCsv')}
        </Button>
      ) : null}
      {exportHref ? (
        <Button asChild variant="secondary" size={size}>
          <a href={exportHref} download title={common.t('common.list.csvForm')}>
            <Download aria-hidden />
            {common.t('common.list.exportCsv')}
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

/** How many pages a paged answer ({ total, pageSize }) has: at least one, and one while it loads. */
export function pageCountOf(page: { total: number; pageSize: number } | undefined): number {
  return page ? Math.max(1, Math.ceil(page.total / page.pageSize)) : 1;
}

/**
 * The plainer results card of the quote and recurring-invoice lists: a line while the first page loads, a line if it
 * failed (no retry, unlike ListResults), the empty state when there are no rows, else the rows.
 */
export function PlainListResults<T>({
  query,
  noun,
  empty,
  className,
  children,
}: {
  query: { data: { items: T[] } | undefined; isPending: boolean; isError: boolean };
  /** What is listed, lower case and plural: 'quotes' gives 'Loading quotes…' and 'The quotes could not be loaded.' */
  noun: string;
  empty: ReactNode;
  className?: string;
  children: (items: T[]) => ReactNode;
}) {
  const { data, isPending, isError } = query;
  return (
    <Card className={className}>
      {isPending ? (
        <p className="p-6 text-sm text-muted-foreground">{common.t('common.list.loadingNoun', { noun })}</p>
      ) : isError || !data ? (
        <p className="p-6 text-sm text-destructive">{common.t('common.list.loadFailedNoun', { noun })}</p>
      ) : data.items.length === 0 ? (
        empty
      ) : (
        children(data.items)
      )}
    </Card>
  );
}
