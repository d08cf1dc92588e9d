import { ChevronLeft, ChevronRight } from 'lucide-react';
import { cn } from '../lib/cn';
import { Button } from './button';
import * as common from '../lib/messages/common';
import { formatNumber } from '../lib/format';

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
export function Pagination({ page, pageCount, onPageChange, label, openEnded = false, className }: PaginationProps) {
  if (pageCount <= 1) return null;
  return (
    <nav
      aria-label={label ?? common.t('common.pagination.label')}
      className={cn('flex flex-wrap items-center justify-between gap-3', className)}
    >
      <Button variant="secondary" size="sm" onClick={() => onPageChange(page - 1)} disabled={page <= 1}>
        <ChevronLeft aria-hidden />
        {common.t('common.pagination.previous')}
      </Button>
      <p className="min-w-0 text-sm text-muted-foreground" aria-live="polite">
        {openEnded
          ? common.t('common.pagination.pageOfMany', { page: formatNumber(page) })
          : common.t('common.pagination.pageOf', { page: formatNumber(page), count: formatNumber(pageCount) })}
      </p>
      <Button variant="secondary" size="sm" onClick={() => onPageChange(page + 1)} disabled={page >= pageCount}>
        {common.t('common.pagination.next')}
        <ChevronRight aria-hidden />
      </Button>
    </nav>
  );
}
