import { useQuery } from '@tanstack/react-query';
import type { ClientActivityList } from '../../../../shared/schemas/clients';
import { listQueryOptions } from '../../../lib/list-query';
import { clientActivityKey } from './keys';

export const ACTIVITY_PAGE_SIZE = 10;

/** `query`: the timeline's list state (src/web/lib/list-state.ts), its page and page size. */
export function useClientActivity(id: string, query: string) {
  return useQuery(listQueryOptions<ClientActivityList>(clientActivityKey(id), `/api/clients/${encodeURIComponent(id)}/activity`, query));
}
