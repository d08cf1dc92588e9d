import { Button } from '../components/button';
import * as shell from '@web/lib/messages/shell';
import * as common from '@web/lib/messages/common';

/** Shown when we cannot tell whether the user is signed in (server or network down), instead of guessing. */
export function SessionError({ onRetry }: { onRetry: () => void }) {
  return (
    <div role="alert" className="flex min-h-dvh flex-col items-center justify-center gap-4 px-6 text-center">
      <h1 className="text-xl font-semibold">{shell.t('shell.session.title')}</h1>
      <p className="max-w-sm text-sm text-muted-foreground">{shell.t('shell.session.description')}</p>
      <Button onClick={onRetry}>{common.t('common.tryAgain')}</Button>
    </div>
  );
}
