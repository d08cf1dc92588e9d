import type { ReactNode } from 'react';
import { Card } from '../../components/card';
import { cn } from '../../lib/cn';

/** A titled panel of the overview. */
export function SectionCard({ title, action, children, className }: { title: string; action?: ReactNode; children: ReactNode; className?: string }) {
  const id = `dashboard-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <Card className={cn('flex min-w-0 flex-col p-5', className)}>
      <section aria-labelledby={id} className="flex flex-1 flex-col">
        <div className="mb-3 flex items-center justify-between gap-2">
          <h2 id={id} className="text-base font-semibold">
            {title}
          </h2>
          {action}
        </div>
        {children}
      </section>
    </Card>
  );
}
