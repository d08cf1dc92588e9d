import { Link } from 'react-router';
import { Button } from '../../components/button';
import { useDocumentTitle } from '../../lib/use-document-title';
import * as shell from '@web/lib/messages/shell';

export function NotFoundPage() {
  useDocumentTitle(shell.t('shell.notFound.title'));
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 bg-background px-6 text-center">
      <p className="text-sm font-semibold text-primary">404</p>
      <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{shell.t('shell.notFound.title')}</h1>
      <p className="max-w-sm text-sm text-muted-foreground">{shell.t('shell.notFound.description')}</p>
      <Button asChild>
        <Link to="/">{shell.t('shell.goHome')}</Link>
      </Button>
    </main>
  );
}
