import type { LucideIcon } from 'lucide-react';
import { cn } from '../lib/cn';
import * as common from '../lib/messages/common';

export interface SegmentOption<V extends string> {
  value: V;
  label: string;
  icon: LucideIcon;
}

/** A choice of views (List/Board, Cards/Table): pressed-state buttons, so screen readers hear which one is on. */
export function SegmentedToggle<V extends string>({
  options,
  value,
  onChange,
  label,
}: {
  options: readonly SegmentOption<V>[];
  value: V;
  onChange: (value: V) => void;
  label?: string;
}) {
  return (
    <div
      role="group"
      aria-label={label ?? common.t('common.view')}
      // At most its row's width: longer words (a longer language's) wrap the choices onto a second line on a phone.
      className="inline-flex min-h-10 max-w-full shrink-0 flex-wrap items-center rounded-md border border-input bg-surface p-0.5 shadow-xs"
    >
      {options.map(({ value: option, label: text, icon: Icon }) => (
        <button
          key={option}
          type="button"
          aria-pressed={value === option}
          onClick={() => onChange(option)}
          className={cn(
            'inline-flex h-8 items-center gap-1.5 rounded px-3 text-sm font-medium text-muted-foreground hover:text-foreground',
            // An inset outline marks the chosen view besides the tint, so it does not rest on colour alone.
            value === option && 'bg-primary-soft text-primary-soft-foreground ring-1 ring-primary/50 ring-inset',
          )}
        >
          <Icon aria-hidden className="size-4" />
          {text}
        </button>
      ))}
    </div>
  );
}
