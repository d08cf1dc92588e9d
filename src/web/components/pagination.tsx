import { ChevronLeft, ChevronRight } from 'lucide-react';
import { cn } from '../lib/cn';
import { Button } from './button';

export interface PaginationProps {
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  /** Names the navigation landmark, e.g. 'Submissions pages'. */
  label?: string;
  /** The list was not counted to its end (a broad search): 'Page x of many', Next while pages come back full. */
  openEnded?: boolean;
  className?: string;
}

/** Previous / Next with 'Page x of y'; renders nothing when everything fits on one page. */
export function Pagination({ page, pageCount, onPageChange, label = 'Pagination', openEnded = false, className }: PaginationProps) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={label} className={cn('flex items-center justify-between gap-3', className)}>
      <Button variant="secondary" size="sm" onClick={() => onPageChange(page - 1)} disabled={page <= 1}>
        <ChevronLeft aria-hidden />
        Previous
      </Button>
      <p className="text-sm text-muted-foreground" aria-live="polite">
        Page {page} of {openEnded ? 'many' : pageCount}
      </p>
      <Button variant="secondary" size="sm" onClick={() => onPageChange(page + 1)} disabled={page >= pageCount}>
        Next
        <ChevronRight aria-hidden />
      </Button>
    </nav>
  );
}
