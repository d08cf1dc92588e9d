/** Global search (Ctrl/Cmd-K): the query and the grouped answer. */
import { z } from 'zod';

export const SEARCH_KINDS = ['client', 'project', 'task', 'communication', 'lead', 'user'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/** At most this many results per kind: the palette is for jumping to a record, the lists are for browsing. */
export const SEARCH_LIMIT_PER_KIND = 5;
export const SEARCH_MIN_LENGTH = 2;
export const SEARCH_MAX_LENGTH = 100;

export const SearchQuery = z.strictObject({
  q: z
    .string({ error: 'validation.search.typeSomethingSearch' })
    .trim()
    .min(SEARCH_MIN_LENGTH, `Type at least ${SEARCH_MIN_LENGTH} characters`)
    .max(SEARCH_MAX_LENGTH, `Search is limited to ${SEARCH_MAX_LENGTH} characters`),
});
export type SearchQuery = z.infer<typeof SearchQuery>;

export const SearchResult = z.object({
  kind: z.enum(SEARCH_KINDS),
  id: z.string(),
  title: z.string(),
  subtitle: z.string(),
  /** The portal path that opens the record. */
  path: z.string(),
});
export type SearchResult = z.infer<typeof SearchResult>;

export const SearchResponse = z.object({
  q: z.string(),
  /** Grouped by kind, at most SEARCH_LIMIT_PER_KIND of each, only kinds and records the caller may see. */
  results: z.array(SearchResult),
});
export type SearchResponse = z.infer<typeof SearchResponse>;
