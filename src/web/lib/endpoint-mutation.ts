import { useMutation, useQueryClient, type QueryClient, type UseMutationOptions } from '@tanstack/react-query';
import type { Endpoint, ReplyOf } from '../../shared/api/endpoint';
import { request, type RequestArgs } from './api';

/** What a mutation does to the cache around the server's answer (given the query client). */
export type CacheEffects<E extends Endpoint, V> = (
  queryClient: QueryClient,
) => Pick<UseMutationOptions<ReplyOf<E>, Error, V>, 'onSuccess' | 'onSettled'>;

/**
 * A mutation that calls one described route (docs/decisions/0037-routes-described-once.md): `toInput` turns the
 * screen's variables into the route's params and body, `effects` updates the cache or invalidates, through `invalidates(entity)` (./invalidate.ts), what the write changes.
 */
export function useEndpointMutation<E extends Endpoint, V>(
  endpoint: E,
  toInput: (variables: V) => RequestArgs<E>,
  effects: CacheEffects<E, V>,
) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: (variables: V) => request(endpoint, ...toInput(variables)), ...effects(queryClient) });
}

/** Variables of an update: the row's id and the changed fields. */
export interface UpdateVariables<I> {
  id: string;
  input: I;
}
