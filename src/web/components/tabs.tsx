import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { cn } from '../lib/cn';

export interface TabItem<K extends string> {
  value: K;
  label: ReactNode;
}

export interface TabsProps<K extends string> {
  tabs: readonly TabItem<K>[];
  value: K;
  onValueChange: (value: K) => void;
  /** Names the tab list for screen readers. */
  label: string;
  /** The selected tab's panel. */
  children: ReactNode;
  className?: string;
}

/**
 * Tabs per the WAI-ARIA pattern: one tab stop, arrow keys (and Home/End) move between tabs and select them. Only the
 * selected panel is rendered.
 */
export function Tabs<K extends string>({ tabs, value, onValueChange, label, children, className }: TabsProps<K>) {
  const baseId = useId();
  const listRef = useRef<HTMLDivElement>(null);
  const tabId = (key: K) => `${baseId}-tab-${key}`;
  const panelId = `${baseId}-panel`;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex((t) => t.value === value);
    let next = -1;
    if (event.key === 'ArrowRight') next = (index + 1) % tabs.length;
    else if (event.key === 'ArrowLeft') next = (index - 1 + tabs.length) % tabs.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = tabs.length - 1;
    if (next < 0) return;
    event.preventDefault();
    const target = tabs[next];
    if (!target) return;
    onValueChange(target.value);
    listRef.current?.querySelector<HTMLElement>(`#${CSS.escape(tabId(target.value))}`)?.focus();
  };

  return (
    <div className={className}>
      <div
        ref={listRef}
        role="tablist"
        aria-label={label}
        onKeyDown={onKeyDown}
        className="mb-4 flex gap-1 overflow-x-auto border-b border-border"
      >
        {tabs.map((tab) => {
          const selected = tab.value === value;
          return (
            <button
              key={tab.value}
              id={tabId(tab.value)}
              type="button"
              role="tab"
              aria-selected={selected}
              aria-controls={selected ? panelId : undefined}
              tabIndex={selected ? 0 : -1}
              onClick={() => onValueChange(tab.value)}
              className={cn(
                '-mb-px shrink-0 border-b-2 px-3 py-2 text-sm font-medium whitespace-nowrap transition-colors',
                selected ? 'border-primary text-foreground' : 'border-transparent text-muted-foreground hover:text-foreground',
              )}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {/* A tab stop (the WAI-ARIA pattern), so it keeps the global focus ring rather than hiding it. */}
      <div id={panelId} role="tabpanel" aria-labelledby={tabId(value)} tabIndex={0} className="rounded-md">
        {children}
      </div>
    </div>
  );
}
