import { Search } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import * as search from '../../lib/messages/search';

// The palette's code downloads on first open, so the portal's first load carries only this button.
const CommandPalette = lazy(() => import('./command-palette').then((m) => ({ default: m.CommandPalette })));

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

/** The top bar's search button, and Ctrl-K / Cmd-K anywhere in the portal, both opening the global search. */
export function SearchLauncher() {
  const [open, setOpen] = useState(false);
  // Mounted from the first open on, so closing keeps the palette's code and its cached answers.
  const [loaded, setLoaded] = useState(false);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'k') {
        // The browser's own Ctrl-K (focus the address bar's search) would take the keys otherwise.
        event.preventDefault();
        setLoaded(true);
        setOpen(true);
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <>
      <button
        type="button"
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
        aria-keyshortcuts="Control+K Meta+K"
        className="flex h-10 items-center gap-2 rounded-md border border-input bg-surface px-3 text-sm text-muted-foreground shadow-xs hover:bg-surface-muted hover:text-foreground"
      >
        <Search aria-hidden className="size-4" />
        <span className="sr-only sm:not-sr-only">{search.t('search.title')}</span>
        <kbd aria-hidden className="hidden rounded border border-border px-1.5 font-sans text-xs sm:inline">
          {isMac ? '⌘K' : 'Ctrl K'}
        </kbd>
      </button>
      {loaded ? (
        <Suspense fallback={null}>
          <CommandPalette open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
