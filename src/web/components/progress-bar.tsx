import { cn } from '../lib/cn';

export interface ProgressBarProps {
  /** 0 to 100; values outside are clamped. */
  value: number;
  /** What the bar measures, for screen readers (e.g. 'Patient Portal progress'). */
  label: string;
  /** Show the percent as text beside the bar. */
  showValue?: boolean;
  className?: string;
  /** The filled part's colour where it carries meaning (e.g. 'bg-green-600'); the brand colour otherwise. */
  barClassName?: string;
}

/** A horizontal bar with its percent; the text keeps the value readable without the colour. */
export function ProgressBar({ value, label, showValue = true, className, barClassName }: ProgressBarProps) {
  const percent = Math.min(100, Math.max(0, Math.round(Number.isFinite(value) ? value : 0)));
  return (
    <div className={cn('flex items-center gap-2', className)}>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 min-w-12 flex-1 overflow-hidden rounded-full bg-surface-muted"
      >
        <div className={cn('h-full rounded-full bg-primary transition-[width]', barClassName)} style={{ width: `${percent}%` }} />
      </div>
      {showValue ? (
        <span className="w-10 shrink-0 text-right text-xs font-medium text-muted-foreground tabular-nums">{percent}%</span>
      ) : null}
    </div>
  );
}
