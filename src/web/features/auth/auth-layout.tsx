import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Card } from '../../components/card';
import { useDocumentTitle } from '../../lib/use-document-title';

interface AuthLayoutProps {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  /** Links under the card (back to home, back to sign in). */
  footer?: ReactNode;
}

/** The frame shared by the sign-in and password-reset screens. */
export function AuthLayout({ title, description, children, footer }: AuthLayoutProps) {
  useDocumentTitle(title);
  return (
    <div className="flex min-h-dvh flex-col items-center justify-center bg-background px-4 py-10 sm:px-6">
      <main className="w-full max-w-md">
        <Link to="/" className="mx-auto mb-8 flex w-fit items-center gap-2 rounded-md text-foreground">
          <span
            aria-hidden
            className="flex size-9 items-center justify-center rounded-lg bg-primary text-lg font-bold text-primary-foreground"
          >
            N
          </span>
          <span translate="no" className="text-lg font-semibold tracking-tight">
            Northwind Studio
          </span>
        </Link>
        <Card className="p-6 sm:p-8">
          <div className="mb-6 space-y-1.5 text-center">
            <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
            {description ? <p className="text-sm text-muted-foreground">{description}</p> : null}
          </div>
          {children}
        </Card>
        {footer ? <div className="mt-6 text-center text-sm text-muted-foreground">{footer}</div> : null}
      </main>
    </div>
  );
}
