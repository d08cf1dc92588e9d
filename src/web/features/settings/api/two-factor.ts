/** better-auth's two-factor endpoints, as Account Settings uses them. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { ME_QUERY_KEY } from '../../../lib/current-user';
import { SESSIONS_QUERY_KEY } from './account-sessions';

export interface TwoFactorSetup {
  totpURI: string;
  backupCodes: string[];
}

/** Starts enrolment: nothing changes for sign-in until a code from the authenticator confirms it. */
export const startTwoFactor = (password: string) => api.post<TwoFactorSetup>('/api/auth/two-factor/enable', { password });
export const confirmTwoFactor = (code: string) => api.post<unknown>('/api/auth/two-factor/verify-totp', { code });
export const disableTwoFactor = (password: string) => api.post<unknown>('/api/auth/two-factor/disable', { password });
export const regenerateBackupCodes = (password: string) =>
  api.post<{ backupCodes: string[] }>('/api/auth/two-factor/generate-backup-codes', { password });

/** Turning two-factor on or off changes /api/me, and better-auth replaces this device's session while doing it. */
function useRefreshAfterChange() {
  const queryClient = useQueryClient();
  return () => Promise.all([
    queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY }),
    queryClient.invalidateQueries({ queryKey: SESSIONS_QUERY_KEY }),
  ]);
}

export function useStartTwoFactor() {
  return useMutation({ mutationFn: startTwoFactor });
}

export function useConfirmTwoFactor() {
  const refresh = useRefreshAfterChange();
  return useMutation({ mutationFn: confirmTwoFactor, onSuccess: refresh });
}

export function useDisableTwoFactor() {
  const refresh = useRefreshAfterChange();
  return useMutation({ mutationFn: disableTwoFactor, onSuccess: refresh });
}

export function useRegenerateBackupCodes() {
  return useMutation({ mutationFn: regenerateBackupCodes });
}
