import { Search } from 'lucide-react';
import { useId, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { SEARCH_MAX_LENGTH, SEARCH_MIN_LENGTH, type SearchResult } from '@shared/schemas/search';
import { Button } from '../../components/button';
import { Dialog } from '../../components/dialog';
import { Spinner } from '../../components/spinner';
import { useSearch } from './api/search';
import { inDisplayOrder, optionId, SearchResults } from './search-results';
import { useDebouncedValue } from './use-debounced-value';
import * as searchMessages from '../../lib/messages/search';
import * as common from '../../lib/messages/common';

export const SEARCH_DEBOUNCE_MS = 150;

export interface CommandPaletteProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Global search (Ctrl/Cmd-K): results as you type, grouped by kind, searched on the server within the caller's
 * scope. Focus stays in the input; ArrowUp/ArrowDown move the active option, Enter opens it, Escape closes.
 */
export function CommandPalette({ open, onOpenChange }: CommandPaletteProps) {
  const navigate = useNavigate();
  const inputId = useId();
  const listId = useId();
  const [text, setText] = useState('');
  const [active, setActive] = useState(0);
  const q = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const search = useSearch(q);
  const searching = q.length >= SEARCH_MIN_LENGTH;
  const results = searching && search.data ? inDisplayOrder(search.data.results) : [];
  // The answer on screen may be the previous search's while the next one loads.
  const settled = searching && search.data?.q === q && !search.isPlaceholderData;
  const current = Math.min(active, Math.max(results.length - 1, 0));

  const close = (next: boolean) => {
    if (!next) {
      setText('');
      setActive(0);
    }
    onOpenChange(next);
  };
  const openResult = (result: SearchResult) => {
    close(false);
    void navigate(result.path);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (results.length === 0) return;
    const moves: Record<string, number> = {
      ArrowDown: (current + 1) % results.length,
      ArrowUp: (current - 1 + results.length) % results.length,
      Home: 0,
      End: results.length - 1,
    };
    if (event.key in moves) {
      event.preventDefault();
      setActive(moves[event.key]!);
      document.getElementById(optionId(listId, moves[event.key]!))?.scrollIntoView?.({ block: 'nearest' });
    } else if (event.key === 'Enter') {
      event.preventDefault();
      openResult(results[current]!);
    }
  };

  return (
    <Dialog open={open} onOpenChange={close} title={searchMessages.t('search.title')} showCloseButton={false} className="max-w-xl">
      <label htmlFor={inputId} className="sr-only">
        {searchMessages.t('search.inputLabel')}
      </label>
      <div className="relative">
        <Search aria-hidden className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" />
        <input
          id={inputId}
          type="search"
          role="combobox"
          aria-expanded={results.length > 0}
          aria-controls={results.length > 0 ? listId : undefined}
          aria-autocomplete="list"
          aria-activedescendant={results.length > 0 ? optionId(listId, current) : undefined}
          autoComplete="off"
          maxLength={SEARCH_MAX_LENGTH}
          placeholder={searchMessages.t('search.placeholder')}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setActive(0);
          }}
          onKeyDown={onKeyDown}
          className="block h-11 w-full rounded-md border border-input bg-surface pr-3 pl-9 text-sm text-foreground placeholder:text-muted-foreground"
        />
      </div>
      <div className="mt-3 max-h-[60vh] min-h-16 overflow-y-auto" aria-live="polite">
        {!searching ? (
          <p className="px-2 py-4 text-sm text-muted-foreground">{searchMessages.t('search.minLength', { count: SEARCH_MIN_LENGTH })}</p>
        ) : search.isError && !search.data ? (
          <div className="flex flex-wrap items-center gap-3 px-2 py-4 text-sm" role="alert">
            <span>{searchMessages.t('search.failed')}</span>
            <Button variant="secondary" size="sm" onClick={() => void search.refetch()}>
              {common.t('common.retry')}
            </Button>
          </div>
        ) : results.length > 0 ? (
          <SearchResults id={listId} results={results} active={current} onActivate={setActive} onOpen={openResult} />
        ) : settled ? (
          <p className="px-2 py-4 text-sm text-muted-foreground">{searchMessages.t('search.noResults', { query: q })}</p>
        ) : (
          <p className="flex items-center gap-2 px-2 py-4 text-sm text-muted-foreground">
            <Spinner className="size-4" /> Searching…
          </p>
        )}
      </div>
    </Dialog>
  );
}
