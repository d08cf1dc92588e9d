import { useState } from 'react';
import { toast } from '../../../lib/toast';
import type { AccountSession } from '@shared/schemas/account';
import { Button } from '../../../components/button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { QueryErrorState } from '../../../components/error-state';
import { Skeleton } from '../../../components/skeleton';
import { errorMessage } from '../../../lib/api';
import { t } from '@web/lib/messages/account';
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
      onSuccess: () =>
        toast.success(t('account.sessions.deviceSignedOut'), {
          description: t('account.sessions.deviceSignedOutDescription', { device: session.device }),
        }),
      onError: (error) => toast.error(t('account.sessions.signOutFailed'), { description: errorMessage(error) }),
    });

  const signOutOthers = () =>
    revokeOthers.mutate(undefined, {
      onSuccess: ({ revoked, apiKeysRevoked }) => {
        setConfirmAll(false);
        const keys = apiKeysRevoked === 0 ? '' : ` ${t('account.sessions.keysRevoked', { count: apiKeysRevoked })}`;
        toast.success(t('account.sessions.othersSignedOut'), {
          description: `${t('account.sessions.sessionsEnded', { count: revoked })}${keys}`,
        });
      },
      onError: (error) => toast.error(t('account.sessions.othersFailed'), { description: errorMessage(error) }),
    });

  const others = sessions.data?.filter((s) => !s.current).length ?? 0;

  return (
    <AccountSection id="devices" title={t('account.sessions.title')} description={t('account.sessions.description')}>
      {sessions.isPending ? (
        <div role="status" aria-label={t('account.sessions.loading')} className="space-y-3">
          <Skeleton className="h-12 w-full" />
          <Skeleton className="h-12 w-full" />
        </div>
      ) : sessions.isError ? (
        <QueryErrorState query={sessions} />
      ) : (
        <>
          <ul className="divide-y divide-border" aria-label={t('account.sessions.title')}>
            {sessions.data.map((session) => (
              <AccountSessionRow key={session.id} session={session} busy={revoke.isPending} onSignOut={signOut} />
            ))}
          </ul>
          {others > 0 && (
            <Button variant="secondary" onClick={() => setConfirmAll(true)}>
              {t('account.sessions.signOutAll')}
            </Button>
          )}
        </>
      )}
      <ConfirmDialog
        open={confirmAll}
        onOpenChange={setConfirmAll}
        title={t('account.sessions.confirmTitle')}
        description={t('account.sessions.confirmDescription', { count: String(others) })}
        confirmLabel={t('account.sessions.confirm')}
        busyLabel={t('account.sessions.signingOut')}
        variant="danger"
        busy={revokeOthers.isPending}
        onConfirm={signOutOthers}
      />
    </AccountSection>
  );
}
