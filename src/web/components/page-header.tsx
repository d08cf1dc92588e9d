import type { ReactNode } from 'react';
import { useDocumentTitle } from '../lib/use-document-title';

interface PageHeaderProps {
  title: ReactNode;
  subtitle?: ReactNode;
  /** The browser tab's title; defaults to `title` when that is plain text. */
  documentTitle?: string;
  /** Buttons at the right of the title (they wrap under it on phones). */
  actions?: ReactNode;
}

export function PageHeader({ title, subtitle, documentTitle, actions }: PageHeaderProps) {
  useDocumentTitle(documentTitle ?? (typeof title === 'string' ? title : null));
  return (
    <header className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0 space-y-1">
        <h1 className="text-2xl font-semibold tracking-tight text-foreground sm:text-3xl">{title}</h1>
        {subtitle ? <p className="text-sm text-muted-foreground sm:text-base">{subtitle}</p> : null}
      </div>
      {actions ? <div className="flex flex-wrap items-center gap-2">{actions}</div> : null}
    </header>
  );
}
