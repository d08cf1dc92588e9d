import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authApi } from '@shared/api/auth';
import { isApiError, request } from '@web/lib/api';
import { ME_QUERY_KEY } from '@web/lib/current-user';
import { announceSignOut } from '@web/lib/shared-live-stream';
import type { Me } from '@shared/schemas/me';

/** 401/403/404 mean there was no session to end: for the user that is the same as a successful sign-out. */
export async function signOut(): Promise<void> {
  try {
    await request(authApi.signOut, { body: {} });
  } catch (error) {
    if (isApiError(error) && [401, 403, 404].includes(error.status)) return;
    throw error;
  }
}

export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOut,
    onSuccess: () => {
      // The user's other tabs let their shared event stream go at once and find themselves signed out.
      const userId = queryClient.getQueryData<Me | null>(ME_QUERY_KEY)?.user.id;
      if (userId) announceSignOut(userId);
      // Nothing cached for the previous user may show to the next one on this device.
      queryClient.clear();
      queryClient.setQueryData(ME_QUERY_KEY, null);
    },
  });
}
