import { Briefcase, Building2, CheckSquare, Inbox, MessageSquare, UserRound, type LucideIcon } from 'lucide-react';
import type { SearchKind, SearchResult } from '@shared/schemas/search';
import { cn } from '../../lib/cn';
import * as search from '../../lib/messages/search';
import { msg } from '../../lib/i18n';

type SearchKey = Parameters<typeof search.t>[0];

const GROUPS: Record<SearchKind, { label: SearchKey; icon: LucideIcon }> = {
  client: { label: msg('search.group.clients'), icon: Building2 },
  project: { label: msg('search.group.projects'), icon: Briefcase },
  task: { label: msg('search.group.tasks'), icon: CheckSquare },
  communication: { label: msg('search.group.communications'), icon: MessageSquare },
  lead: { label: msg('search.group.leads'), icon: Inbox },
  user: { label: msg('search.group.users'), icon: UserRound },
};
const ORDER = Object.keys(GROUPS) as SearchKind[];

export const optionId = (listId: string, index: number) => `${listId}-option-${index}`;

/** The results in the order they are shown (grouped by kind): the keyboard moves through this list. */
export function inDisplayOrder(results: SearchResult[]): SearchResult[] {
  return ORDER.flatMap((kind) => results.filter((r) => r.kind === kind));
}

interface SearchResultsProps {
  id: string;
  results: SearchResult[];
  active: number;
  onActivate: (index: number) => void;
  onOpen: (result: SearchResult) => void;
}

/** A listbox of options grouped by kind; the input keeps focus and points at the active one (aria-activedescendant). */
export function SearchResults({ id, results, active, onActivate, onOpen }: SearchResultsProps) {
  let index = -1;
  return (
    <div id={id} role="listbox" aria-label={search.t('search.results')} className="space-y-3">
      {ORDER.map((kind) => {
        const items = results.filter((r) => r.kind === kind);
        if (items.length === 0) return null;
        const { label, icon: Icon } = GROUPS[kind];
        return (
          <div key={kind} role="group" aria-labelledby={`${id}-${kind}`}>
            <div id={`${id}-${kind}`} className="px-2 pb-1 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
              {search.t(label)}
            </div>
            {items.map((result) => {
              index += 1;
              const mine = index;
              const selected = mine === active;
              return (
                <div
                  key={`${kind}-${result.id}`}
                  id={optionId(id, mine)}
                  role="option"
                  aria-selected={selected}
                  onMouseMove={() => onActivate(mine)}
                  onClick={() => onOpen(result)}
                  className={cn(
                    'flex cursor-pointer items-center gap-3 rounded-md px-2 py-2 text-sm',
                    selected ? 'bg-primary text-primary-foreground' : 'text-foreground',
                  )}
                >
                  <Icon aria-hidden className="size-4 shrink-0" />
                  <span className="min-w-0 flex-1">
                    <span className="block truncate font-medium">{result.title}</span>
                    {result.subtitle ? (
                      <span className={cn('block truncate text-xs', selected ? 'text-primary-foreground' : 'text-muted-foreground')}>
                        {result.subtitle}
                      </span>
                    ) : null}
                  </span>
                </div>
              );
            })}
          </div>
        );
      })}
    </div>
  );
}
