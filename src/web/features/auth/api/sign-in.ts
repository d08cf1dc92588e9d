import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Me } from '../../../../shared/api-types';
import type { SignInInput } from '../../../../shared/schemas/auth';
import { api } from '../../../lib/api';
import { fetchMe, ME_QUERY_KEY } from '../../../lib/current-user';

export function signIn(input: SignInInput): Promise<unknown> {
  return api.post('/api/auth/sign-in/email', input);
}

/** Signs in, then loads the new current user so the caller knows where to send them. */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: SignInInput): Promise<Me | null> => {
      await signIn(input);
      await queryClient.cancelQueries({ queryKey: ME_QUERY_KEY });
      const me = await fetchMe();
      queryClient.setQueryData(ME_QUERY_KEY, me);
      return me;
    },
  });
}
