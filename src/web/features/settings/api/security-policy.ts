import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SecurityPolicy } from '../../../../shared/api-types';
import type { UpdateSecurityPolicyInput } from '../../../../shared/schemas/account';
import { api } from '../../../lib/api';
import { ME_QUERY_KEY } from '../../../lib/current-user';

export const SECURITY_POLICY_QUERY_KEY = ['account', 'security-policy'] as const;

export const securityPolicyQueryOptions = queryOptions({
  queryKey: SECURITY_POLICY_QUERY_KEY,
  queryFn: ({ signal }) => api.get<SecurityPolicy>('/api/account/security-policy', signal),
});

export function useSecurityPolicy() {
  return useQuery(securityPolicyQueryOptions);
}

export const updateSecurityPolicy = (input: UpdateSecurityPolicyInput) => api.put<SecurityPolicy>('/api/account/security-policy', input);

export function useUpdateSecurityPolicy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSecurityPolicy,
    onSuccess: (policy) => {
      queryClient.setQueryData(SECURITY_POLICY_QUERY_KEY, policy);
      // The admin who switched it on may now be one of the staff it applies to.
      void queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
    },
  });
}
