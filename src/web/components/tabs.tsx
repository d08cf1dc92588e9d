import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { cn } from '../lib/cn';
import * as common from '../lib/messages/common';

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
  const more = useOverflowCue(listRef, value);
  const scrollBy = (direction: 1 | -1) => {
    const list = listRef.current;
    list?.scrollBy?.({ left: direction * Math.max(120, list.clientWidth * 0.6), behavior: 'smooth' });
  };

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
      {/* On a phone the tabs scroll sideways; a fade and an arrow at each side that has more say so. */}
      <div className="relative mb-4" data-more-left={more.left || undefined} data-more-right={more.right || undefined}>
        <div
          ref={listRef}
          role="tablist"
          aria-label={label}
          onKeyDown={onKeyDown}
          className="flex gap-1 overflow-x-auto border-b border-border [scrollbar-width:none] [&::-webkit-scrollbar]:hidden"
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
        {more.left ? <ScrollCue side="left" onClick={() => scrollBy(-1)} /> : null}
        {more.right ? <ScrollCue side="right" onClick={() => scrollBy(1)} /> : null}
      </div>
      {/* A tab stop (the WAI-ARIA pattern), so it keeps the global focus ring rather than hiding it. */}
      <div id={panelId} role="tabpanel" aria-labelledby={tabId(value)} tabIndex={0} className="rounded-md">
        {children}
      </div>
    </div>
  );
}

/** A fade over the edge with more tabs behind it, and an arrow that scrolls there (pointer users; keys move by tab). */
function ScrollCue({ side, onClick }: { side: 'left' | 'right'; onClick: () => void }) {
  const Icon = side === 'left' ? ChevronLeft : ChevronRight;
  return (
    <div
      className={cn(
        'pointer-events-none absolute inset-y-0 flex w-12 items-center from-background via-background/90 to-transparent',
        side === 'left' ? 'left-0 justify-start bg-gradient-to-r' : 'right-0 justify-end bg-gradient-to-l',
      )}
    >
      <button
        type="button"
        tabIndex={-1}
        aria-hidden
        title={side === 'left' ? common.t('common.tabs.earlier') : common.t('common.tabs.more')}
        onClick={onClick}
        className="pointer-events-auto flex size-7 items-center justify-center rounded-full text-muted-foreground hover:bg-surface-muted hover:text-foreground"
      >
        <Icon className="size-4" />
      </button>
    </div>
  );
}

/** Whether the tab list has tabs hidden past either edge; keeps the selected tab in view. */
function useOverflowCue(ref: RefObject<HTMLDivElement | null>, selected: string) {
  const [more, setMore] = useState({ left: false, right: false });
  const measure = useCallback(() => {
    const list = ref.current;
    if (!list) return;
    const left = list.scrollLeft > 1;
    const right = list.scrollLeft + list.clientWidth < list.scrollWidth - 1;
    setMore((was) => (was.left === left && was.right === right ? was : { left, right }));
  }, [ref]);
  useEffect(() => {
    const list = ref.current;
    if (!list) return;
    measure();
    list.addEventListener('scroll', measure, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(list);
    return () => {
      list.removeEventListener('scroll', measure);
      observer?.disconnect();
    };
  }, [ref, measure]);
  useEffect(() => {
    // Sideways only (scrollIntoView would move the page too): a tab opened by its address is not left off-screen.
    const list = ref.current;
    const tab = list?.querySelector<HTMLElement>('[aria-selected="true"]');
    if (!list || !tab) return;
    if (tab.offsetLeft < list.scrollLeft) list.scrollLeft = tab.offsetLeft;
    else if (tab.offsetLeft + tab.offsetWidth > list.scrollLeft + list.clientWidth) {
      list.scrollLeft = tab.offsetLeft + tab.offsetWidth - list.clientWidth;
    }
  }, [ref, selected]);
  return more;
}
