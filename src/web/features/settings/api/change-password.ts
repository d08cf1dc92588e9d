import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export interface ChangePasswordBody {
  currentPassword: string;
  newPassword: string;
}

export function changePassword({ currentPassword, newPassword }: ChangePasswordBody): Promise<unknown> {
  // Other sessions are ended: a password change is often a reaction to a device the user no longer trusts.
  return api.post('/api/auth/change-password', { currentPassword, newPassword, revokeOtherSessions: true });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
