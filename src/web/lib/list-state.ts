/**
 * A list screen's state (search, filters, sort, page) read through the list's shared query schema
 * (`src/shared/schemas/<domain>.ts`, e.g. `TaskListQuery`), so the address, the screen and the API request agree on
 * one definition (decision 0036). The address holds only what differs from the schema's defaults: reload, Back and a
 * shared link show the same list, and a clean list has a clean address.
 */
import { useCallback, useContext, useEffect, useState } from 'react';
import { UNSAFE_DataRouterContext, useLocation, useSearchParams } from 'react-router';
import type { z } from 'zod';

export type ListSchema = z.ZodObject<z.core.$ZodShape, z.core.$ZodObjectConfig>;
export type ListState<S extends ListSchema> = z.output<S>;
export type ListKey<S extends ListSchema> = keyof S['shape'] & string;
/** A value as a filter control gives it; null, undefined, '' and false all mean "no filter". */
export type ListValue = string | number | boolean | null | undefined;
export type ListChanges<S extends ListSchema> = Partial<Record<ListKey<S>, ListValue>>;

export interface ListStateOptions<S extends ListSchema> {
  /** Never read from or written to the address: the screen supplies them (a page size, a time zone). */
  hidden?: readonly ListKey<S>[];
  /** Fixed by the screen (a client's tab: its client): always in the state, never a filter the user chose. */
  fixed?: ListChanges<S>;
  /** Changing a key clears the keys that depend on it (a task's client clears its project and milestone). */
  clears?: Partial<Record<ListKey<S>, readonly ListKey<S>[]>>;
}

/** Paging and order: kept by Clear, and not filters (they neither tint the Filters button nor empty the list). */
const NOT_FILTERS: readonly string[] = ['page', 'pageSize', 'sort', 'dir', 'after', 'before'];

/** A keyset list's cursor (the task the page starts after or ends before, decision 0069): it belongs to the page it
 *  was sent with, so any change that does not set it again drops it. */
const CURSORS: readonly string[] = ['after', 'before'];

function text(value: ListValue): string | null {
  if (value === null || value === undefined || value === false || value === '') return null;
  return String(value);
}

function keysOf<S extends ListSchema>(schema: S): ListKey<S>[] {
  return Object.keys(schema.shape) as ListKey<S>[];
}

/** The text of a key's value when it is one the schema accepts and not its default; otherwise null (left out). */
function paramText<S extends ListSchema>(schema: S, key: ListKey<S>, value: ListValue): string | null {
  const field = schema.shape[key] as z.ZodType;
  const own = text(value);
  if (own === null || !field.safeParse(own).success) return null;
  const fallback = field.safeParse(undefined);
  return fallback.success && text(fallback.data as ListValue) === own ? null : own;
}

/**
 * The state of a list from its address, field by field: each value the schema refuses (an unknown status, page 0, a
 * bad id) falls back to the field's default. Rules across fields (a date range backwards) are the server's to answer
 * field by field, and the screen's to prevent (its date inputs' min and max).
 */
export function readListState<S extends ListSchema>(schema: S, params: URLSearchParams, options: ListStateOptions<S> = {}): ListState<S> {
  const state: Record<string, unknown> = {};
  for (const key of keysOf(schema)) {
    const field = schema.shape[key] as z.ZodType;
    const value = text(options.fixed?.[key]) ?? (options.hidden?.includes(key) ? null : params.get(key));
    const given = value === null ? null : field.safeParse(value);
    const result = given?.success ? given : field.safeParse(undefined);
    if (result.success && result.data !== undefined) state[key] = result.data;
  }
  return state as ListState<S>;
}

/** Writes the state over `base` (other params, such as a tab or a view, stay), leaving defaults out. */
export function writeListState<S extends ListSchema>(
  schema: S,
  state: ListChanges<S>,
  base?: URLSearchParams,
  options: ListStateOptions<S> = {},
): URLSearchParams {
  const params = new URLSearchParams(base);
  for (const key of keysOf(schema)) {
    params.delete(key);
    if (options.hidden?.includes(key) || options.fixed?.[key] !== undefined) continue;
    const value = paramText(schema, key, state[key]);
    if (value !== null) params.set(key, value);
  }
  return params;
}

/** The state after a change: any change but the page's goes back to page 1, and clears the keys that depend on it. */
export function changeListState<S extends ListSchema>(
  state: ListState<S>,
  changes: ListChanges<S>,
  options: ListStateOptions<S> = {},
): ListChanges<S> {
  const next: ListChanges<S> = { ...(state as ListChanges<S>) };
  const keys = Object.keys(changes) as ListKey<S>[];
  if (!keys.includes('page' as ListKey<S>)) next['page' as ListKey<S>] = 1;
  for (const cursor of CURSORS) if (!keys.includes(cursor as ListKey<S>)) delete next[cursor as ListKey<S>];
  for (const key of keys) {
    if (changes[key] === next[key]) continue;
    for (const dependent of options.clears?.[key] ?? []) next[dependent] = undefined;
  }
  return { ...next, ...changes };
}

/** The API query string of a state (no leading '?'), defaults left out; `overrides` for a page size or a column. */
export function listQuery<S extends ListSchema>(schema: S, state: ListState<S> | ListChanges<S>, overrides: ListChanges<S> = {}): string {
  const values = { ...(state as ListChanges<S>), ...overrides };
  const params = new URLSearchParams();
  for (const key of keysOf(schema)) {
    const value = paramText(schema, key, values[key]);
    if (value !== null) params.set(key, value);
  }
  return params.toString();
}

/** `/api/tasks` plus the query, without a dangling '?'. */
export function withQuery(path: string, query: string): string {
  return query ? `${path}?${query}` : path;
}

/** Whether a filter (the search included, unless ignored) narrows the list; paging and order never do. */
export function isFiltered<S extends ListSchema>(
  schema: S,
  state: ListState<S>,
  options: ListStateOptions<S> = {},
  ignore: readonly ListKey<S>[] = [],
): boolean {
  return keysOf(schema).some(
    (key) =>
      !NOT_FILTERS.includes(key) &&
      !ignore.includes(key) &&
      options.fixed?.[key] === undefined &&
      paramText(schema, key, (state as ListChanges<S>)[key]) !== null,
  );
}

/** What a list answer says of its size; `capped` when the server stopped counting (a broad search, decision 0064). */
export interface ListSize {
  total: number;
  pageSize: number;
  page?: number;
  items?: readonly unknown[];
  capped?: boolean;
}

/**
 * The number of pages of a list answer (at least 1, so an empty list still has its page). A capped count is a floor:
 * past its pages, one more follows while the page shown is full.
 */
export function pageCountOf(list: ListSize): number {
  const counted = Math.max(1, Math.ceil(list.total / Math.max(1, list.pageSize)));
  if (!list.capped || list.page === undefined || list.items === undefined) return counted;
  return Math.max(counted, list.page + (list.items.length >= list.pageSize ? 1 : 0));
}

/** An empty list because nothing exists yet, or because the filters exclude everything (docs/product.md, Messages). */
export type EmptyKind = 'none-yet' | 'no-matches';

/** Which empty state a loaded page needs: none while it has rows; 'none-yet' only when its stats count nothing at all. */
export function emptyKindOf(list: { items: readonly unknown[]; stats: { total: number } }): EmptyKind | null {
  if (list.items.length > 0) return null;
  return list.stats.total === 0 ? 'none-yet' : 'no-matches';
}

type Update = (change: (params: URLSearchParams) => URLSearchParams, options?: { replace?: boolean }) => void;

export interface ListControls<S extends ListSchema> {
  state: ListState<S>;
  /** The API query string of the state (fixed values included). */
  query: string;
  /** Any filter the user chose, the search included unless ignored. */
  isFiltered: (ignore?: readonly ListKey<S>[]) => boolean;
  set: (changes: ListChanges<S>, options?: { replace?: boolean }) => void;
  setQuery: (q: string) => void;
  setPage: (page: number, options?: { replace?: boolean }) => void;
  /** Every filter and the search back to the default; the order stays. */
  clear: () => void;
}

function listControls<S extends ListSchema>(
  schema: S,
  params: URLSearchParams,
  update: Update,
  options: ListStateOptions<S>,
): ListControls<S> {
  const state = readListState(schema, params, options);
  const change = (changes: ListChanges<S>, opts?: { replace?: boolean }) =>
    update(
      (current) => writeListState(schema, changeListState(readListState(schema, current, options), changes, options), current, options),
      opts,
    );
  return {
    state,
    query: listQuery(schema, state),
    isFiltered: (ignore) => isFiltered(schema, state, options, ignore),
    set: change,
    // Typing replaces the history entry: Back should leave the screen's last search, not each pause in typing.
    setQuery: (q) => change({ q } as ListChanges<S>, { replace: true }),
    setPage: (page, opts) => change({ page } as ListChanges<S>, opts),
    clear: () =>
      update((current) => {
        const kept = readListState(schema, current, options) as ListChanges<S>;
        const order = Object.fromEntries(
          NOT_FILTERS.filter((key) => key !== 'page' && !CURSORS.includes(key)).map((key) => [key, kept[key as ListKey<S>]]),
        );
        return writeListState(schema, order as ListChanges<S>, current, options);
      }),
  };
}

/** A list screen's state in the address (see the top of this file). */
export function useListState<S extends ListSchema>(schema: S, options: ListStateOptions<S> = {}): ListControls<S> {
  const [searchParams, setSearchParams] = useSearchParams();
  const { pathname } = useLocation();
  // The router's own state, read when a change is made: the rendered location is the list's until the next screen has
  // loaded, the router's is already that screen's (react-router exports it for this, under its UNSAFE_ name).
  const dataRouter = useContext(UNSAFE_DataRouterContext);
  return listControls(
    schema,
    searchParams,
    (change, opts) => {
      // A search typed just before a record was opened is reported after its pause, while the list is still on screen
      // and the address already the record's: it belongs to the list, not to the record's address.
      if (dataRouter && dataRouter.router.state.location.pathname !== pathname) return;
      setSearchParams(change, opts);
    },
    options,
  );
}

/** The same state kept in memory, for a list inside a tab whose page owns the address (its ?tab=). */
export function useLocalListState<S extends ListSchema>(schema: S, options: ListStateOptions<S> = {}): ListControls<S> {
  const [params, setParams] = useState(() => new URLSearchParams());
  return listControls(schema, params, (change) => setParams(change), options);
}

/** An old link, or deleting the last row of the last page, can leave the page past the end: step back to the last. */
export function usePageWithinList(
  controls: Pick<ListControls<ListSchema>, 'setPage'> & { state: { page?: unknown } },
  list: ListSize | undefined,
  settled: boolean,
): number {
  const pageCount = list ? pageCountOf(list) : 1;
  const page = typeof controls.state.page === 'number' ? controls.state.page : 1;
  const { setPage } = controls;
  useEffect(() => {
    if (settled && page > pageCount) setPage(pageCount, { replace: true });
  }, [settled, page, pageCount, setPage]);
  return pageCount;
}

/** usePageWithinList for a list one query reads: settled once the query holds this page's answer, not the last page's. */
export function usePageWithinQuery(
  controls: Parameters<typeof usePageWithinList>[0],
  query: { data: ListSize | undefined; isPlaceholderData: boolean },
): number {
  return usePageWithinList(controls, query.data, query.data !== undefined && !query.isPlaceholderData);
}

/** A filter of a list paged in the screen's own state: setting it starts the list again from page 1. */
export function useFilterFromPageOne<T>(initial: T, setPage: (page: number) => void): [T, (value: T) => void] {
  const [value, setValue] = useState(initial);
  const set = useCallback(
    (next: T) => {
      setValue(next);
      setPage(1);
    },
    [setPage],
  );
  return [value, set];
}
