import { Check } from 'lucide-react';
import { t, type LandingKey } from '@web/lib/messages/landing';

interface CheckListProps {
  items: readonly LandingKey[];
  className?: string;
}

export function CheckList({ items, className }: CheckListProps) {
  return (
    <ul className={`space-y-2.5 ${className ?? ''}`}>
      {items.map((item) => (
        <li key={item} className="flex gap-2.5 text-sm text-foreground">
          <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-primary" strokeWidth={2.5} />
          <span>{t(item)}</span>
        </li>
      ))}
    </ul>
  );
}
