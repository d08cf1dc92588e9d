import { AlertTriangle, RotateCw } from 'lucide-react';
import { errorMessage } from '../lib/api';
import { cn } from '../lib/cn';
import { Button } from './button';
import * as common from '../lib/messages/common';

export interface ErrorStateProps {
  message: string;
  title?: string;
  onRetry?: () => void;
  retrying?: boolean;
  className?: string;
}

/** A failed load: what went wrong and a way to try again, announced to screen readers. */
export function ErrorState({ message, title, onRetry, retrying = false, className }: ErrorStateProps) {
  return (
    <div role="alert" className={cn('flex flex-col items-center gap-2 px-6 py-14 text-center', className)}>
      <span className="mb-1 flex size-12 items-center justify-center rounded-full bg-surface-muted text-danger">
        <AlertTriangle aria-hidden className="size-6" />
      </span>
      <h2 className="text-base font-semibold text-foreground">{title ?? common.t('common.error.title')}</h2>
      <p className="max-w-md text-sm text-muted-foreground">{message}</p>
      {onRetry ? (
        <Button variant="secondary" className="mt-3" onClick={onRetry} disabled={retrying}>
          <RotateCw aria-hidden className={cn(retrying && 'animate-spin')} />
          {common.t('common.tryAgain')}
        </Button>
      ) : null}
    </div>
  );
}

/** A query's failed load with its retry; `title` says what could not be loaded ('Something went wrong' without it). */
export function QueryErrorState({
  title,
  query,
}: {
  title?: string;
  query: { error: unknown; isFetching: boolean; refetch: () => unknown };
}) {
  return <ErrorState title={title} message={errorMessage(query.error)} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
}
