import { Skeleton } from './skeleton';

export interface SkeletonRowsProps {
  /** What loads, for screen readers ('Loading team'). */
  label: string;
  /** How the blocks are laid out (a stack, a grid). */
  className: string;
  /** Each block's shape. */
  rowClassName: string;
  count?: number;
}

/** A few grey blocks in the shape of a tab's list while it loads. */
export function SkeletonRows({ label, className, rowClassName, count = 3 }: SkeletonRowsProps) {
  return (
    <div role="status" aria-label={label} className={className}>
      {Array.from({ length: count }, (_, i) => (
        <Skeleton key={i} className={rowClassName} />
      ))}
    </div>
  );
}
