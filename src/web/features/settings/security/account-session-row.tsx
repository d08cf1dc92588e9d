import { Monitor, Smartphone } from 'lucide-react';
import type { AccountSession } from '@shared/schemas/account';
import { Badge } from '../../../components/badge';
import { Button } from '../../../components/button';
import { RelativeTime } from '../../../components/relative-time';
import { t } from '@web/lib/messages/account';
import { rich } from '@web/lib/i18n-rich';

const PHONE = /iPhone|iPad|Android/;

interface AccountSessionRowProps {
  session: AccountSession;
  busy: boolean;
  onSignOut: (session: AccountSession) => void;
}

export function AccountSessionRow({ session, busy, onSignOut }: AccountSessionRowProps) {
  const Icon = PHONE.test(session.device) ? Smartphone : Monitor;
  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-2 py-3 first:pt-0 last:pb-0">
      <Icon className="size-5 shrink-0 text-muted-foreground" aria-hidden />
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2 font-medium">
          {session.device}
          {session.current && <Badge tone="success">{t('account.sessions.thisDevice')}</Badge>}
        </p>
        <p className="text-sm text-muted-foreground">
          {/* No address is known when the app is reached directly rather than through a proxy that forwards it. */}
          {session.ipAddress ? `${session.ipAddress} · ` : ''}
          {rich(t('account.sessions.lastActive'), { time: () => <RelativeTime value={session.lastActiveAt} /> })}
        </p>
      </div>
      {!session.current && (
        <Button
          variant="secondary"
          size="sm"
          disabled={busy}
          onClick={() => onSignOut(session)}
          aria-label={t('account.sessions.signOutDevice', { device: session.device })}
        >
          {t('account.sessions.signOut')}
        </Button>
      )}
    </li>
  );
}
