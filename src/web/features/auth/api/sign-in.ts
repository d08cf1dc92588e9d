import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { authApi } from '@shared/api/auth';
import type { SignInInput } from '@shared/schemas/auth';
import type { Me } from '@shared/schemas/me';
import { request } from '@web/lib/api';
import { fetchMe, ME_QUERY_KEY } from '@web/lib/current-user';

export function signIn(input: SignInInput) {
  return request(authApi.signIn, { body: input });
}

/** Either signed in (with the user, to know where to send them) or asked for the second factor first. */
export type SignInResult = { twoFactorRedirect: true } | { twoFactorRedirect: false; me: Me | null };

/** After a session was created: loads the new current user so the caller knows where to send them. */
export async function loadSignedInUser(queryClient: QueryClient): Promise<Me | null> {
  await queryClient.cancelQueries({ queryKey: ME_QUERY_KEY });
  const me = await fetchMe();
  queryClient.setQueryData(ME_QUERY_KEY, me);
  return me;
}

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: SignInInput): Promise<SignInResult> => {
      const answer = await signIn(input);
      // Two-factor is on: no session yet, only a short-lived challenge cookie for the code step.
      if ('twoFactorRedirect' in answer) return { twoFactorRedirect: true };
      return { twoFactorRedirect: false, me: await loadSignedInUser(queryClient) };
    },
  });
}
