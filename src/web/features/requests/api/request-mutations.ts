/** The request writes: each refreshes the request queries; accepting also the task lists its task joins. */
import { requestsApi } from '@shared/api/requests';
import type { AcceptRequestInput, CreateRequestInput, DeclineRequestInput, UpdateRequestInput } from '@shared/schemas/requests';
import { useEndpointMutation, type UpdateVariables } from '@web/lib/endpoint-mutation';
import { invalidateForAll, invalidates } from '@web/lib/invalidate';

const refreshRequests = invalidates('request');

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
    // A new task: the task lists, boards, its project and dashboards change too.
    (queryClient) => ({ onSuccess: () => invalidateForAll(queryClient, ['request', 'task']) }),
  );
}

export function useDeclineRequest() {
  return useEndpointMutation(
    requestsApi.decline,
    ({ id, input }: UpdateVariables<DeclineRequestInput>) => [{ params: { id }, body: input }],
    refreshRequests,
  );
}
