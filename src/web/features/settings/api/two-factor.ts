/** better-auth's two-factor endpoints, as Account Settings uses them. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authApi } from '@shared/api/auth';
import { request } from '@web/lib/api';
import { invalidateForAll } from '@web/lib/invalidate';

/** Starts enrolment: nothing changes for sign-in until a code from the authenticator confirms it. */
export const startTwoFactor = (password: string) => request(authApi.enableTwoFactor, { body: { password } });
export const confirmTwoFactor = (code: string) => request(authApi.verifyTotp, { body: { code } });
export const disableTwoFactor = (password: string) => request(authApi.disableTwoFactor, { body: { password } });
export const regenerateBackupCodes = (password: string) => request(authApi.generateBackupCodes, { body: { password } });

/** Turning two-factor on or off changes /api/me, and better-auth replaces this device's session while doing it. */
function useRefreshAfterChange() {
  const queryClient = useQueryClient();
  return () => invalidateForAll(queryClient, ['me', 'session']);
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
