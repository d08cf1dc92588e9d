import { LayoutGrid, Table2 } from 'lucide-react';
import { cn } from '../../lib/cn';
import type { ClientView } from './use-client-view';

const VIEWS = [
  { value: 'cards', label: 'Cards', icon: LayoutGrid },
  { value: 'table', label: 'Table', icon: Table2 },
] as const;

/** Cards or Table: two pressed-state buttons, so screen readers hear which one is on. */
export function ClientViewToggle({ view, onChange }: { view: ClientView; onChange: (view: ClientView) => void }) {
  return (
    <div role="group" aria-label="View" className="inline-flex h-10 shrink-0 items-center rounded-md border border-input bg-surface p-0.5 shadow-xs">
      {VIEWS.map(({ value, label, icon: Icon }) => (
        <button
          key={value}
          type="button"
          aria-pressed={view === value}
          onClick={() => onChange(value)}
          className={cn(
            'inline-flex h-8 items-center gap-1.5 rounded px-3 text-sm font-medium text-muted-foreground hover:text-foreground',
            view === value && 'bg-primary-soft text-primary-soft-foreground',
          )}
        >
          <Icon aria-hidden className="size-4" />
          {label}
        </button>
      ))}
    </div>
  );
}
