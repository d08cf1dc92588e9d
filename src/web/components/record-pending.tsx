import type { ReactNode } from 'react';
import { errorMessage, isApiError } from '../lib/api';
import { BackLink } from './back-link';
import { ErrorState } from './error-state';

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
      <ErrorState title={errorTitle} message={errorMessage(query.error)} onRetry={() => void query.refetch()} retrying={query.isFetching} />
    </>
  );
}
