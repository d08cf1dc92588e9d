import type { ReactNode } from 'react';
import { QueryErrorState } from './error-state';

/**
 * The body of a card that shows one query (the settings cards: agency details, billing settings, tax rates,
 * notifications; a client's reminders): `loading` while it loads, the failed load with its retry, else `children`
 * given the data.
 */
export function QueryBody<T>({
  query,
  loading,
  children,
}: {
  query: { data: T | undefined; isPending: boolean; isError: boolean; error: unknown; isFetching: boolean; refetch: () => unknown };
  loading: ReactNode;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return loading;
  if (query.isError) return <QueryErrorState query={query} />;
  return children(query.data as T);
}
