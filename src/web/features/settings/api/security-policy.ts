import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { accountApi } from '@shared/api/account';
import type { UpdateSecurityPolicyInput } from '@shared/schemas/account';
import { request } from '@web/lib/api';
import { queryKeys } from '@web/lib/query-keys';
import { invalidateFor } from '@web/lib/invalidate';

export const SECURITY_POLICY_QUERY_KEY = queryKeys.account.securityPolicy;

export const securityPolicyQueryOptions = queryOptions({
  queryKey: SECURITY_POLICY_QUERY_KEY,
  queryFn: ({ signal }) => request(accountApi.securityPolicy, { signal }),
});

export function useSecurityPolicy() {
  return useQuery(securityPolicyQueryOptions);
}

export const updateSecurityPolicy = (input: UpdateSecurityPolicyInput) => request(accountApi.updateSecurityPolicy, { body: input });

export function useUpdateSecurityPolicy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSecurityPolicy,
    onSuccess: (policy) => {
      queryClient.setQueryData(SECURITY_POLICY_QUERY_KEY, policy);
      // The admin who switched it on may now be one of the staff it applies to.
      void invalidateFor(queryClient, 'securityPolicy');
    },
  });
}
