import { cn } from '../../lib/cn';
import { formatNumber } from '../../lib/format';

/** One count of the Your Tasks card: the number above its label (the label comes first for screen readers). */
export function TaskCount({ label, value, tone }: { label: string; value: number; tone: string }) {
  return (
    <div className="flex flex-col rounded-lg bg-surface-muted p-3 text-center">
      <dt className="order-2 text-xs text-muted-foreground">{label}</dt>
      <dd className={cn('order-1 text-2xl font-semibold tabular-nums', tone)} data-count={label}>
        {formatNumber(value)}
      </dd>
    </div>
  );
}
