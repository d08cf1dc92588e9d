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

/** One number with its label, for the row of counts at the top of a screen. */
export function StatCard({ label, value, icon: Icon, iconClassName, className }: StatCardProps) {
  return (
    <Card className={cn('flex items-center justify-between gap-3 p-4', className)}>
      <div className="min-w-0">
        <p className="truncate text-sm text-muted-foreground">{label}</p>
        <p className="text-2xl font-semibold text-foreground tabular-nums">{value}</p>
      </div>
      {Icon ? (
        <span className={cn('flex size-10 shrink-0 items-center justify-center rounded-full bg-surface-muted text-muted-foreground', iconClassName)}>
          <Icon aria-hidden className="size-5" />
        </span>
      ) : null}
    </Card>
  );
}
