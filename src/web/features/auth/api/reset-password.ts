import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authApi } from '@shared/api/auth';
import { request } from '@web/lib/api';
import { ME_QUERY_KEY } from '@web/lib/current-user';

export function resetPassword(input: { newPassword: string; token: string }) {
  return request(authApi.resetPassword, { body: input });
}

export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetPassword,
    // A reset ends every session of the account, possibly this browser's too.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY }),
  });
}
