import { useMutation } from '@tanstack/react-query';
import { authApi } from '@shared/api/auth';
import { request } from '@web/lib/api';

/** The server answers the same whether or not the address has an account, so this reveals nothing. */
export function requestPasswordReset(email: string) {
  return request(authApi.requestPasswordReset, { body: { email, redirectTo: '/reset-password' } });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
