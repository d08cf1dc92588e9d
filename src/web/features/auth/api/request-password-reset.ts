import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** The server answers the same whether or not the address has an account, so this reveals nothing. */
export function requestPasswordReset(email: string): Promise<unknown> {
  return api.post('/api/auth/request-password-reset', { email, redirectTo: '/reset-password' });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
