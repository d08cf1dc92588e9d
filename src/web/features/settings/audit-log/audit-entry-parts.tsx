/** Pieces of one audit entry shared by the table (desktop) and the cards (phones). */
import type { AuditEntry } from '@shared/schemas/audit-log';
import { Badge, type BadgeTone } from '../../../components/badge';
import { formatDateTime } from '../../../lib/format';
import { t } from '@web/lib/messages/settings';

export function AuditTime({ entry }: { entry: AuditEntry }) {
  return <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt, { seconds: true })}</time>;
}

/** Failed sign-ins and deletions stand out; the rest read as neutral facts. */
function toneOf(action: string): BadgeTone {
  if (action.endsWith('_failed')) return 'danger';
  if (action.endsWith('.deleted') || action.endsWith('_disabled') || action.endsWith('.voided')) return 'warning';
  if (action.endsWith('.paid') || action === 'account.signed_in') return 'success';
  return 'neutral';
}

export function AuditAction({ entry }: { entry: AuditEntry }) {
  return (
    <Badge tone={toneOf(entry.action)} className="font-mono">
      {entry.action}
    </Badge>
  );
}

/** Who did it: a person, or 'System' for Stripe, the website form and anonymous sign-in attempts. */
export function AuditActor({ entry }: { entry: AuditEntry }) {
  if (!entry.actor) return <span className="text-muted-foreground">{t('settings.audit.system')}</span>;
  return (
    <span className="flex min-w-0 flex-col">
      <span className="truncate font-medium">{entry.actor.name || entry.actor.email}</span>
      <span className="truncate text-xs text-muted-foreground">{entry.actor.email}</span>
    </span>
  );
}

export function AuditAddress({ entry }: { entry: AuditEntry }) {
  return <span className="font-mono text-xs text-muted-foreground">{entry.ipAddress ?? '—'}</span>;
}
