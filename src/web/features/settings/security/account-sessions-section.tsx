import { useState } from 'react';
import { toast } from '../../../lib/toast';
import type { AccountSession } from '@shared/schemas/account';
import { Button } from '../../../components/button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { QueryErrorState } from '../../../components/error-state';
import { Skeleton } from '../../../components/skeleton';
import { errorMessage } from '../../../lib/api';
import { AccountSection } from '../account-section';
import { AccountSessionRow } from './account-session-row';
import { useRevokeOtherSessions, useRevokeSession, useSessions } from '../api/account-sessions';

/** 'Signed-in devices': where this account is signed in, and a way to end any of those sessions but this one. */
export function AccountSessionsSection() {
  const sessions = useSessions();
  const revoke = useRevokeSession();
  const revokeOthers = useRevokeOtherSessions();
  const [confirmAll, setConfirmAll] = useState(false);

  const signOut = (session: AccountSession) =>
    revoke.mutate(session.id, {
      onSuccess: () => toast.success('Device signed out', { description: `${session.device} has been signed out.` }),
      onError: (error) => toast.error('Could not sign that device out', { description: errorMessage(error) }),
    });

  const signOutOthers = () =>
    revokeOthers.mutate(undefined, {
      onSuccess: ({ revoked, apiKeysRevoked }) => {
        setConfirmAll(false);
        const keys = apiKeysRevoked === 0 ? '' : ` ${apiKeysRevoked} API ${apiKeysRevoked === 1 ? 'key was' : 'keys were'} revoked.`;
        toast.success('Other devices signed out', {
          description: `${revoked} ${revoked === 1 ? 'session was' : 'sessions were'} ended.${keys}`,
        });
      },
      onError: (error) => toast.error('Could not sign out other devices', { description: errorMessage(error) }),
    });

  const others = sessions.data?.filter((s) => !s.current).length ?? 0;

  return (
    <AccountSection
      id="devices"
      title="Signed-in devices"
      description="Where your account is signed in right now. Sign out any device you do not recognise."
    >
      {sessions.isPending ? (
        <div role="status" aria-label="Loading devices" className="space-y-3">
          <Skeleton className="h-12 w-full" />
          <Skeleton className="h-12 w-full" />
        </div>
      ) : sessions.isError ? (
        <QueryErrorState query={sessions} />
      ) : (
        <>
          <ul className="divide-y divide-border" aria-label="Signed-in devices">
            {sessions.data.map((session) => (
              <AccountSessionRow key={session.id} session={session} busy={revoke.isPending} onSignOut={signOut} />
            ))}
          </ul>
          {others > 0 && (
            <Button variant="secondary" onClick={() => setConfirmAll(true)}>
              Sign out all other devices
            </Button>
          )}
        </>
      )}
      <ConfirmDialog
        open={confirmAll}
        onOpenChange={setConfirmAll}
        title="Sign out all other devices?"
        description={`Every other device (${others}) will need to sign in again, and every API key you made is revoked. This device stays signed in.`}
        confirmLabel="Sign out others"
        busyLabel="Signing out..."
        variant="danger"
        busy={revokeOthers.isPending}
        onConfirm={signOutOthers}
      />
    </AccountSection>
  );
}
