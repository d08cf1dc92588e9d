import { SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { isApiError } from '../lib/api';
import { BackLink } from './back-link';
import { QueryErrorState } from './error-state';
import { NotFoundState, type NotFoundStateProps } from './not-found-state';

export interface RecordPendingProps {
  /** The record's query, while it has no data. */
  query: { error: unknown; isError: boolean; isFetching: boolean; refetch: () => unknown };
  /** Shown for a 404: the record does not exist or is outside the caller's scope. */
  notFound: ReactNode;
  /** 'Could not load the client', over the error and its Retry. */
  errorTitle: string;
  /** The way back shown above the error. */
  back: { to: string; label: string };
  /** The screen's shape while it loads. */
  skeleton: ReactNode;
}

/** What a record's screen shows until its record is there: not found, the error with a retry, or its skeleton. */
export function RecordPending({ query, notFound, errorTitle, back, skeleton }: RecordPendingProps) {
  if (isApiError(query.error, 404)) return notFound;
  if (!query.isError) return skeleton;
  return (
    <>
      <BackLink to={back.to}>{back.label}</BackLink>
      <QueryErrorState title={errorTitle} query={query} />
    </>
  );
}

/**
 * A record's page whose load failed: "not found" for a 404 (and for a 400, the server's answer to a malformed id,
 * where `malformedIdIsNotFound`), else the error with its Retry.
 */
export function RecordLoadError({
  query,
  errorTitle,
  notFound,
  malformedIdIsNotFound = false,
}: {
  query: { error: unknown; isFetching: boolean; refetch: () => unknown };
  /** 'Could not load the quote', over the error and its Retry. */
  errorTitle: string;
  /** Shown when the record does not exist or is outside the caller's scope. */
  notFound: Omit<NotFoundStateProps, 'icon'>;
  malformedIdIsNotFound?: boolean;
}) {
  if (isApiError(query.error, 404) || (malformedIdIsNotFound && isApiError(query.error, 400))) {
    return <NotFoundState icon={SearchX} {...notFound} />;
  }
  return <QueryErrorState title={errorTitle} query={query} />;
}
