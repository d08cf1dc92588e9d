import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authApi } from '../../../../shared/api/auth';
import { request } from '../../../lib/api';
import { SESSIONS_QUERY_KEY } from './account-sessions';

export interface ChangePasswordBody {
  currentPassword: string;
  newPassword: string;
}

export function changePassword({ currentPassword, newPassword }: ChangePasswordBody) {
  // Other sessions are ended: a password change is often a reaction to a device the user no longer trusts.
  return request(authApi.changePassword, { body: { currentPassword, newPassword, revokeOtherSessions: true } });
}

export function useChangePassword() {
  const queryClient = useQueryClient();
  // The list of signed-in devices shrinks to this one.
  return useMutation({ mutationFn: changePassword, onSuccess: () => queryClient.invalidateQueries({ queryKey: SESSIONS_QUERY_KEY }) });
}
