/** The request writes: each refreshes the request queries; accepting also the task lists its task joins. */
import type { QueryClient } from '@tanstack/react-query';
import { requestsApi } from '@shared/api/requests';
import type { AcceptRequestInput, CreateRequestInput, DeclineRequestInput, UpdateRequestInput } from '@shared/schemas/requests';
import { useEndpointMutation, type UpdateVariables } from '@web/lib/endpoint-mutation';
import { REQUESTS_QUERY_KEY } from './get-requests';

const refreshRequests = (queryClient: QueryClient) => ({
  onSuccess: () => queryClient.invalidateQueries({ queryKey: REQUESTS_QUERY_KEY }),
});

export function useCreateRequest() {
  return useEndpointMutation(requestsApi.create, (input: CreateRequestInput) => [{ body: input }], refreshRequests);
}

export function useUpdateRequest() {
  return useEndpointMutation(
    requestsApi.update,
    ({ id, input }: UpdateVariables<UpdateRequestInput>) => [{ params: { id }, body: input }],
    refreshRequests,
  );
}

export function useWithdrawRequest() {
  return useEndpointMutation(requestsApi.withdraw, (id: string) => [{ params: { id } }], refreshRequests);
}

export function useAcceptRequest() {
  return useEndpointMutation(
    requestsApi.accept,
    ({ id, input }: UpdateVariables<AcceptRequestInput>) => [{ params: { id }, body: input }],
    // A new task: the task lists, boards and dashboards change too.
    (queryClient) => ({ onSuccess: () => queryClient.invalidateQueries() }),
  );
}

export function useDeclineRequest() {
  return useEndpointMutation(
    requestsApi.decline,
    ({ id, input }: UpdateVariables<DeclineRequestInput>) => [{ params: { id }, body: input }],
    refreshRequests,
  );
}
