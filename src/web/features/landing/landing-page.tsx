import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../components/button';
import { useDocumentTitle } from '../../lib/use-document-title';

/** A small placeholder for `/`; the full marketing page (services, work, contact form) replaces it later. */
export function LandingPage() {
  useDocumentTitle(null);
  return (
    <div className="flex min-h-dvh flex-col bg-background">
      <header className="border-b border-border bg-surface/80">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between px-4 sm:px-6">
          <span className="flex items-center gap-2.5 text-foreground">
            <span
              aria-hidden
              className="flex size-8 items-center justify-center rounded-lg bg-primary text-base font-bold text-primary-foreground"
            >
              N
            </span>
            <span className="text-base font-semibold tracking-tight">Northwind Studio</span>
          </span>
          <Button asChild size="sm">
            <Link to="/login">Login</Link>
          </Button>
        </div>
      </header>
      <main className="flex flex-1 items-center">
        <section className="mx-auto w-full max-w-6xl px-4 py-20 sm:px-6 sm:py-28">
          <p className="text-sm font-semibold tracking-wide text-primary uppercase">Northwind Studio</p>
          <h1 className="mt-3 max-w-3xl text-4xl font-bold tracking-tight text-foreground sm:text-6xl">
            We Think Business
          </h1>
          <p className="mt-6 max-w-2xl text-lg text-muted-foreground">
            For more than twenty years we have built custom software, SaaS products and native mobile apps as a
            strategic partner to the businesses we work with, and our own SaaS products sell over $1MM a year.
          </p>
          <div className="mt-10 flex flex-wrap gap-3">
            <Button asChild size="lg">
              <Link to="/login">
                Login
                <ArrowRight aria-hidden />
              </Link>
            </Button>
          </div>
        </section>
      </main>
      <footer className="border-t border-border">
        <div className="mx-auto max-w-6xl px-4 py-6 text-sm text-muted-foreground sm:px-6">
          Northwind Studio · Farmington, NM, USA
        </div>
      </footer>
    </div>
  );
}
