import type { ReactNode } from 'react';
import { SectionCard as Panel, type SectionCardProps } from '../../components/section-card';

/** A titled panel of the overview. */
export function SectionCard(props: Omit<SectionCardProps, 'idPrefix'>) {
  return <Panel idPrefix="dashboard" {...props} />;
}

/**
 * The latest items of a "Recent …" panel (tasks, communications, activity): the first five as a list (`ordered` for
 * a timeline), or the line `none` when there are none. `children` renders one item's `<li>`.
 */
export function RecentItems<T>({
  items,
  none,
  ordered = false,
  className = 'divide-y divide-border',
  children,
}: {
  items: readonly T[];
  none: string;
  ordered?: boolean;
  className?: string;
  children: (item: T) => ReactNode;
}) {
  if (items.length === 0) return <p className="py-6 text-center text-sm text-muted-foreground">{none}</p>;
  const List = ordered ? 'ol' : 'ul';
  return <List className={className}>{items.slice(0, 5).map((item) => children(item))}</List>;
}
