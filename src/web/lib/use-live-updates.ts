/**
 * Live updates in the signed-in shell: the tab follows the one event stream its browser shares between the tabs of
 * the user (shared-live-stream.ts), and lets it go while the page is hidden in the back/forward cache, where a page
 * keeps its connections open: after a few full page loads those held every connection the browser allows per host.
 */
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { Me } from '../../shared/schemas/me';
import { ME_QUERY_KEY } from './current-user';
import { liveReactions } from './live-reactions';
import { joinLiveStream, type TabSharing } from './shared-live-stream';

/** `userId`: the signed-in user, none while signed out; another user means another stream. */
export function useLiveUpdates(userId: string | null | undefined) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!userId || typeof EventSource === 'undefined') return;
    return followLiveUpdates(queryClient, userId);
  }, [userId, queryClient]);
}

/** Follows the user's live events in this tab until the returned function is called (signed out, or another user). */
export function followLiveUpdates(queryClient: QueryClient, userId: string, sharing?: TabSharing | null): () => void {
  let leave: (() => void) | null = null;
  let ended = false;

  const join = () => {
    leave = joinLiveStream({
      userId,
      // Fresh each time: its first `ready` refetches all that was loaded before, as events were missed meanwhile.
      reactions: liveReactions(queryClient),
      sharing,
      onSignedOut: () => {
        leave = null;
        // Signing out elsewhere signs this tab out once it asks; should the same user be signed in again by then,
        // it follows the stream again.
        void queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY }).then(() => {
          const me = queryClient.getQueryData<Me | null>(ME_QUERY_KEY);
          if (!ended && !leave && me?.user.id === userId) join();
        });
      },
    });
  };
  const onPageHide = () => {
    leave?.();
    leave = null;
  };
  const onPageShow = (event: PageTransitionEvent) => {
    if (event.persisted && !ended && !leave) join();
  };

  window.addEventListener('pagehide', onPageHide);
  window.addEventListener('pageshow', onPageShow);
  join();
  return () => {
    ended = true;
    window.removeEventListener('pagehide', onPageHide);
    window.removeEventListener('pageshow', onPageShow);
    leave?.();
    leave = null;
  };
}
