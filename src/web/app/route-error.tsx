import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { Button } from '../components/button';
import { cn } from '../lib/cn';
import * as shell from '@web/lib/messages/shell';
import * as common from '@web/lib/messages/common';

function describe(error: unknown): string {
  const chunkFailed = error instanceof TypeError && /dynamically imported module|Importing a module script/i.test(error.message);
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  if (chunkFailed) return shell.t('shell.routeError.newVersion');
  return shell.t('shell.routeError.description');
}

/**
 * A render error or a screen chunk that failed to load (typically after a new deploy). `inShell` is the portal's
 * per-screen boundary: the sidebar and top bar stay, so the person can go elsewhere without reloading; the root one
 * fills the window. Either way never a blank page.
 */
export function RouteError({ inShell = false }: { inShell?: boolean }) {
  const error = useRouteError();
  return (
    <div role="alert" className={cn('flex flex-col items-center justify-center gap-4 px-6 text-center', inShell ? 'py-24' : 'min-h-dvh')}>
      {inShell ? (
        <h2 className="text-xl font-semibold">{common.t('common.error.title')}</h2>
      ) : (
        <h1 className="text-xl font-semibold">{common.t('common.error.title')}</h1>
      )}
      <p className="max-w-sm text-sm text-muted-foreground">{describe(error)}</p>
      <div className="flex gap-2">
        <Button onClick={() => window.location.reload()}>{shell.t('shell.routeError.reload')}</Button>
        <Button variant="secondary" asChild>
          <Link to="/">{shell.t('shell.goHome')}</Link>
        </Button>
      </div>
    </div>
  );
}
