import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authApi } from '@shared/api/auth';
import { request } from '@web/lib/api';
import { invalidateFor } from '@web/lib/invalidate';

export interface ChangePasswordBody {
  currentPassword: string;
  newPassword: string;
  /** Revoke every API key as well (the form's "Also revoke my API keys"). */
  revokeApiKeys: boolean;
}

export function changePassword({ currentPassword, newPassword, revokeApiKeys }: ChangePasswordBody) {
  // Other sessions are ended: a password change is often a reaction to a device the user no longer trusts.
  return request(authApi.changePassword, { body: { currentPassword, newPassword, revokeOtherSessions: true, revokeApiKeys } });
}

export function useChangePassword() {
  const queryClient = useQueryClient();
  // The list of signed-in devices shrinks to this one, and the keys' list may be empty now.
  return useMutation({
    mutationFn: changePassword,
    onSuccess: async () => {
      await invalidateFor(queryClient, 'session');
    },
  });
}
