/** Query parameters every list accepts: paging (default 50, at most 200) and a search string. */
import { z } from 'zod';

export const DEFAULT_PAGE_SIZE = 50;
export const MAX_PAGE_SIZE = 200;

export const ListQuery = z.strictObject({
  page: z.coerce.number().int('validation.common.pageWholeNumber').min(1, 'validation.common.page1More').max(1_000_000).default(1),
  pageSize: z.coerce
    .number()
    .int('validation.common.pagesizeWholeNumber')
    .min(1, 'validation.common.pagesize1More')
    .max(MAX_PAGE_SIZE, `pageSize must be at most ${MAX_PAGE_SIZE}`)
    .default(DEFAULT_PAGE_SIZE),
  q: z.string().trim().max(200, 'validation.list.searchLimited200Characters').optional(),
});
export type ListQuery = z.infer<typeof ListQuery>;

export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
