import { LayoutGrid, List } from 'lucide-react';
import { cn } from '../../lib/cn';
import type { TaskView } from './task-filters';

const VIEWS = [
  { value: 'list', label: 'List', icon: List },
  { value: 'board', label: 'Board', icon: LayoutGrid },
] as const;

/** List or Board: two pressed-state buttons, so screen readers hear which one is on. */
export function ViewToggle({ view, onChange }: { view: TaskView; onChange: (view: TaskView) => void }) {
  return (
    <div role="group" aria-label="View" className="inline-flex rounded-md border border-input bg-surface p-0.5 shadow-xs">
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
