/** A primary contact's changes to their colleagues; each refreshes the Colleagues list and what shows the same people. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { colleaguesApi } from '@shared/api/colleagues';
import type { InviteColleagueInput, UpdateColleagueInput } from '@shared/schemas/colleagues';
import { request } from '@web/lib/api';
import { invalidateFor } from '@web/lib/invalidate';

function useColleagueMutation<V, R>(mutationFn: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => invalidateFor(queryClient, 'colleague') });
}

export function useInviteColleague() {
  return useColleagueMutation((input: InviteColleagueInput) => request(colleaguesApi.invite, { body: input }));
}

export function useUpdateColleague() {
  return useColleagueMutation(({ id, input }: { id: string; input: UpdateColleagueInput }) =>
    request(colleaguesApi.update, { params: { id }, body: input }),
  );
}

export function useRemoveColleague() {
  return useColleagueMutation((id: string) => request(colleaguesApi.remove, { params: { id } }));
}

export function useResendColleagueInvitation() {
  return useColleagueMutation((id: string) => request(colleaguesApi.resendInvitation, { params: { id } }));
}
