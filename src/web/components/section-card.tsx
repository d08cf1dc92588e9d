import type { ReactNode } from 'react';
import { cn } from '../lib/cn';
import { Card } from './card';
import { HeadedSection } from './headed-section';

const CLASS_NAMES = {
  section: 'flex flex-1 flex-col',
  // A long title (a longer language's) puts the action on the next line rather than past the card's edge.
  header: 'mb-3 flex flex-wrap items-center justify-between gap-2',
  heading: 'text-base font-semibold text-foreground',
};

export interface SectionCardProps {
  title: string;
  /** Makes the heading's id unique on its screen ('dashboard' gives dashboard-recent-tasks). */
  idPrefix: string;
  /** Beside the title, on the right (a 'View All' link). */
  action?: ReactNode;
  children: ReactNode;
  className?: string;
}

/** A titled panel of a dashboard: a card holding a section named by its heading. */
export function SectionCard({ title, idPrefix, action, children, className }: SectionCardProps) {
  const id = `${idPrefix}-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <Card className={cn('flex min-w-0 flex-col p-5', className)}>
      <HeadedSection headingId={id} title={title} action={action} classNames={CLASS_NAMES}>
        {children}
      </HeadedSection>
    </Card>
  );
}
