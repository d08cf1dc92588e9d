import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiKeysApi } from '@shared/api/api-keys';
import type { CreateApiKeyInput } from '@shared/schemas/api-keys';
import { request } from '@web/lib/api';
import { queryKeys } from '@web/lib/query-keys';
import { invalidateFor } from '@web/lib/invalidate';

export const API_KEYS_QUERY_KEY = queryKeys.account.apiKeys;

export const fetchApiKeys = (signal?: AbortSignal) => request(apiKeysApi.list, { signal });

export const apiKeysQueryOptions = queryOptions({
  queryKey: API_KEYS_QUERY_KEY,
  queryFn: ({ signal }) => fetchApiKeys(signal),
  select: (data) => data.items,
});

export function useApiKeys() {
  return useQuery(apiKeysQueryOptions);
}

export const createApiKey = (body: CreateApiKeyInput) => request(apiKeysApi.create, { body });
export const revokeApiKey = (id: string) => request(apiKeysApi.revoke, { params: { id } });

export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createApiKey, onSuccess: () => invalidateFor(queryClient, 'apiKey') });
}

export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: revokeApiKey, onSuccess: () => invalidateFor(queryClient, 'apiKey') });
}
