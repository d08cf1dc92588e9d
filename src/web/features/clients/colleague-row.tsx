import { Mail, RotateCcw, Trash2, UserX } from 'lucide-react';
import type { Colleague } from '@shared/schemas/colleagues';
import { Avatar } from '../../components/avatar';
import { Badge } from '../../components/badge';
import { Button } from '../../components/button';
import { StatusBadge } from '../../components/status-badge';
import { t } from '@web/lib/messages/clients';
import { clientRoleLabel } from './client-role-label';

export interface ColleagueActions {
  onDeactivate: (colleague: Colleague) => void;
  onReactivate: (colleague: Colleague) => void;
  onRemove: (colleague: Colleague) => void;
  onResend: (colleague: Colleague) => void;
  /** The colleague a change is being saved for: their buttons wait. */
  busyId: string | null;
}

/** One person of the company on the Colleagues screen, with the buttons their `can` flags allow. */
export function ColleagueRow({ colleague, actions }: { colleague: Colleague; actions: ColleagueActions }) {
  const name = `${colleague.firstName} ${colleague.lastName}`;
  const busy = actions.busyId === colleague.id;
  return (
    <li className="flex flex-col gap-3 px-4 py-3 sm:flex-row sm:items-center">
      <div className="flex min-w-0 flex-1 items-center gap-3">
        <Avatar src={colleague.avatarUrl} firstName={colleague.firstName} lastName={colleague.lastName} />
        <div className="min-w-0">
          <p className="flex items-center gap-2 truncate font-medium">
            {name}
            {colleague.isYou ? <Badge>{t('clients.colleagues.you')}</Badge> : null}
          </p>
          <p className="truncate text-sm text-muted-foreground">{colleague.email}</p>
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-2 text-sm sm:justify-end">
        <span className="text-muted-foreground">{clientRoleLabel(colleague.role)}</span>
        {colleague.invitationPending ? (
          <Badge tone="info">{t('clients.invitationSent')}</Badge>
        ) : (
          <StatusBadge kind="user" status={colleague.status} />
        )}
        {colleague.can.resendInvitation ? (
          <Button
            variant="ghost"
            size="sm"
            aria-label={t('clients.colleagues.resendTo', { name })}
            disabled={busy}
            onClick={() => actions.onResend(colleague)}
          >
            <Mail aria-hidden className="size-4" />
            {t('clients.colleagues.resend')}
          </Button>
        ) : null}
        {colleague.can.deactivate ? (
          <Button
            variant="ghost"
            size="sm"
            aria-label={t('clients.colleagues.deactivateName', { name })}
            disabled={busy}
            onClick={() => actions.onDeactivate(colleague)}
          >
            <UserX aria-hidden className="size-4" />
            {t('clients.colleagues.deactivate')}
          </Button>
        ) : null}
        {colleague.can.reactivate ? (
          <Button
            variant="ghost"
            size="sm"
            aria-label={t('clients.colleagues.reactivateName', { name })}
            disabled={busy}
            onClick={() => actions.onReactivate(colleague)}
          >
            <RotateCcw aria-hidden className="size-4" />
            {t('clients.colleagues.reactivate')}
          </Button>
        ) : null}
        {colleague.can.remove ? (
          <Button
            variant="ghost"
            size="sm"
            aria-label={t('clients.colleagues.removeName', { name })}
            className="text-danger"
            disabled={busy}
            onClick={() => actions.onRemove(colleague)}
          >
            <Trash2 aria-hidden className="size-4" />
            {t('clients.colleagues.remove')}
          </Button>
        ) : null}
      </div>
    </li>
  );
}
