import type { ReactNode } from 'react';
import { Card } from '../../components/card';

interface AccountSectionProps {
  id: string;
  title: string;
  description: ReactNode;
  children: ReactNode;
}

/** One card of Account Settings: a heading the section is labelled by, a line saying what it is for, its content. */
export function AccountSection({ id, title, description, children }: AccountSectionProps) {
  const headingId = `${id}-heading`;
  return (
    <Card className="p-5 sm:p-6">
      <section aria-labelledby={headingId} className="space-y-5">
        <div className="space-y-1">
          <h2 id={headingId} className="text-lg font-semibold">
            {title}
          </h2>
          <p className="text-sm text-muted-foreground">{description}</p>
        </div>
        {children}
      </section>
    </Card>
  );
}
