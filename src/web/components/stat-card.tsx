import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../lib/cn';
import { Card } from './card';

export interface StatCardProps {
  label: string;
  value: ReactNode;
  icon?: LucideIcon;
  /** Tints the icon; e.g. 'text-danger' for a count that needs attention. */
  iconClassName?: string;
  className?: string;
}

/**
 * One number with its label, for the row of counts at the top of a screen. Two to a row on a phone leaves too little
 * width beside the icon for an amount such as "$12,345.00", so there the value takes the card's full width under the
 * label and a smaller icon; from `sm` up the icon sits beside both. A word longer than the card (a long German label, a
 * figure in several currencies) breaks rather than widening the page.
 */
export function StatCard({ label, value, icon: Icon, iconClassName, className }: StatCardProps) {
  return (
    <Card className={cn('grid min-w-0 grid-cols-[minmax(0,1fr)_auto] items-center gap-x-3 p-4 break-words', className)}>
      <p className="min-w-0 text-sm leading-snug text-muted-foreground">{label}</p>
      {Icon ? (
        <span
          className={cn(
            'col-start-2 row-start-1 flex size-8 shrink-0 items-center justify-center rounded-full bg-surface-muted text-muted-foreground sm:row-span-2 sm:size-10',
            iconClassName,
          )}
        >
          <Icon aria-hidden className="size-4 sm:size-5" />
        </span>
      ) : null}
      <p className="col-span-2 min-w-0 text-2xl font-semibold text-foreground tabular-nums sm:col-span-1">{value}</p>
    </Card>
  );
}

/** One tile of a StatCardList: which count of the aggregate it shows, and how. */
export interface StatTile<K extends string> {
  key: K;
  label: string;
  icon: LucideIcon;
  /** The icon's tint (StatCard's iconClassName). */
  tone: string;
}

/**
 * A named list of StatCards over one server aggregate (the communications and requests counts), each figure marked
 * `data-stat` with its key so tests can read one number.
 */
export function StatCardList<K extends string>({
  label,
  tiles,
  stats,
  className,
}: {
  label: string;
  tiles: readonly StatTile<K>[];
  stats: Record<K, ReactNode>;
  className: string;
}) {
  return (
    <ul aria-label={label} className={className}>
      {tiles.map(({ key, label: tileLabel, icon, tone }) => (
        <li key={key}>
          <StatCard label={tileLabel} value={<span data-stat={key}>{stats[key]}</span>} icon={icon} iconClassName={tone} />
        </li>
      ))}
    </ul>
  );
}
