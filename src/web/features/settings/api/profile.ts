import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { accountApi } from '@shared/api/account';
import type { Me } from '@shared/schemas/me';
import { AVATAR_FIELD, type Profile, type ProfileInput } from '@shared/schemas/profile';
import { request } from '@web/lib/api';
import { ME_QUERY_KEY } from '@web/lib/current-user';
import { invalidateFor } from '@web/lib/invalidate';

export const updateProfile = (input: ProfileInput) => request(accountApi.updateProfile, { body: input });

export function uploadAvatar(file: File) {
  const form = new FormData();
  form.append(AVATAR_FIELD, file);
  return request(accountApi.setAvatar, { body: form });
}

export const removeAvatar = () => request(accountApi.removeAvatar);

/**
 * The answer is the new profile: the current user is updated at once (the top bar shows the new name and picture),
 * and what shows them is refetched: names and pictures appear on comments, teams, lists and dashboards.
 */
function applyProfile(queryClient: QueryClient, profile: Profile) {
  queryClient.setQueryData<Me | null>(ME_QUERY_KEY, (me) => (me ? { ...me, user: { ...me.user, ...profile } } : me));
  void invalidateFor(queryClient, 'me');
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateProfile, onSuccess: (profile) => applyProfile(queryClient, profile) });
}

export function useUploadAvatar() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: uploadAvatar, onSuccess: (profile) => applyProfile(queryClient, profile) });
}

export function useRemoveAvatar() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: removeAvatar, onSuccess: (profile) => applyProfile(queryClient, profile) });
}
