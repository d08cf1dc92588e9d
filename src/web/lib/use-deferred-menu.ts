/**
 * A menu whose code (Radix's dropdown and its positioning, about 14 KB gzip) loads when it is first wanted, not with
 * the app: the top bar's menus are on every screen, opened on few visits. Until then the menu's button is a plain
 * button, the same to see and to hear, that loads the code when the pointer comes near it or it takes focus, and opens
 * the menu, once the code is in, on the presses Radix's trigger opens on (a mouse button down, Enter, Space, ArrowDown).
 * The real menu then replaces it, opened; closing it puts the focus on the real button.
 */
import { useState, type KeyboardEvent, type PointerEvent } from 'react';

const OPENING_KEYS = new Set(['Enter', ' ', 'ArrowDown']);

/** `onOpen`: what the menu does as it opens, for the first opening (the real menu's own handler sees the later ones). */
export function useDeferredMenu(load: () => Promise<unknown>, onOpen?: () => void) {
  // null until the menu is first asked for; then whether it opens as it mounts.
  const [openAtStart, setOpenAtStart] = useState<boolean | null>(null);
  const preload = () =>
    void load().catch(() => {
      // Tried again, with an error shown, when the menu is really opened.
    });
  const open = () => {
    setOpenAtStart(true);
    onOpen?.();
  };
  const triggerProps = {
    type: 'button' as const,
    'aria-haspopup': 'menu' as const,
    'aria-expanded': false,
    onPointerEnter: preload,
    onFocus: preload,
    onPointerDown: (event: PointerEvent) => {
      if (event.button !== 0 || event.ctrlKey) return;
      event.preventDefault();
      open();
    },
    onKeyDown: (event: KeyboardEvent) => {
      if (!OPENING_KEYS.has(event.key)) return;
      event.preventDefault();
      open();
    },
  };
  return { mounted: openAtStart !== null, openAtStart: openAtStart ?? false, triggerProps };
}
