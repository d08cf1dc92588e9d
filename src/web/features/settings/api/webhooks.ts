/** Settings > Webhooks: endpoints, their delivery log, Redeliver and the test event (docs/product.md, Webhooks). */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { webhooksApi } from '@shared/api/webhooks';
import type { WebhookDeliveryStatus, WebhookEndpointInput, WebhookEndpointPatch } from '@shared/schemas/webhooks';
import { request } from '@web/lib/api';
import { queryKeys } from '@web/lib/query-keys';
import { invalidateFor } from '@web/lib/invalidate';

export const WEBHOOKS_QUERY_KEY = queryKeys.webhooks.all;

export function useWebhookEndpoints() {
  return useQuery({ queryKey: queryKeys.webhooks.lists, queryFn: ({ signal }) => request(webhooksApi.list, { signal }) });
}

export interface DeliveryFilters {
  status: WebhookDeliveryStatus | null;
  eventType: string | null;
}

export function useWebhookDeliveries(endpointId: string, page: number, filters: DeliveryFilters) {
  const query = {
    page,
    pageSize: 20,
    ...(filters.status ? { status: filters.status } : {}),
    ...(filters.eventType ? { eventType: filters.eventType } : {}),
  };
  return useQuery({
    queryKey: queryKeys.webhooks.deliveries(endpointId, query),
    queryFn: ({ signal }) => request(webhooksApi.deliveries, { params: { id: endpointId }, query, signal }),
    placeholderData: keepPreviousData,
    // Deliveries move on their own (sent, retried) while the log is open.
    refetchInterval: 3_000,
  });
}

function useWebhookMutation<T>(fn: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => invalidateFor(queryClient, 'webhook') });
}

export const useCreateWebhook = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: WebhookEndpointInput) => request(webhooksApi.create, { body }),
    onSuccess: () => invalidateFor(queryClient, 'webhook'),
  });
};
export const useRollWebhookSecret = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => request(webhooksApi.rollSecret, { params: { id } }),
    onSuccess: () => invalidateFor(queryClient, 'webhook'),
  });
};
export const useUpdateWebhook = () =>
  useWebhookMutation(({ id, body }: { id: string; body: WebhookEndpointPatch }) => request(webhooksApi.update, { params: { id }, body }));
export const useDeleteWebhook = () => useWebhookMutation((id: string) => request(webhooksApi.remove, { params: { id } }));
export const useSendTestWebhook = () => useWebhookMutation((id: string) => request(webhooksApi.test, { params: { id } }));
export const useRedeliverWebhook = () => useWebhookMutation((id: string) => request(webhooksApi.redeliver, { params: { id } }));
