import { Link } from 'react-router';
import { cn } from '../../lib/cn';

/** The agency mark; the name hides when the sidebar is collapsed but stays available to screen readers. */
export function Brand({ compact = false, onNavigate }: { compact?: boolean; onNavigate?: () => void }) {
  return (
    <Link to="/" onClick={onNavigate} className="flex min-w-0 items-center gap-2.5 rounded-md text-foreground">
      <span
        aria-hidden
        className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-primary text-base font-bold text-primary-foreground"
      >
        N
      </span>
      <span translate="no" className={cn('truncate text-base font-semibold tracking-tight', compact && 'sr-only')}>
        Northwind Studio
      </span>
    </Link>
  );
}
