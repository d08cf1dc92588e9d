import { KeyRound } from 'lucide-react';
import type { ApiKey } from '@shared/schemas/api-keys';
import { Badge } from '../../../components/badge';
import { Button } from '../../../components/button';
import { RelativeTime } from '../../../components/relative-time';
import { formatDate } from '../../../lib/format';
import { t } from '@web/lib/messages/account';
import { rich } from '@web/lib/i18n-rich';

interface ApiKeyRowProps {
  apiKey: ApiKey;
  busy: boolean;
  onRevoke: (apiKey: ApiKey) => void;
}

/** One key: its name and first characters, when it was made, last used (and from where), and when it expires. */
export function ApiKeyRow({ apiKey, busy, onRevoke }: ApiKeyRowProps) {
  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-2 py-3 first:pt-0 last:pb-0">
      <KeyRound className="size-5 shrink-0 text-muted-foreground" aria-hidden />
      <div className="min-w-0 flex-1 space-y-0.5">
        <p className="flex flex-wrap items-center gap-2 font-medium">
          <span className="break-all">{apiKey.name}</span>
          <code className="rounded bg-surface-muted px-1.5 py-0.5 font-mono text-xs">{apiKey.start}…</code>
          {apiKey.expired && <Badge tone="warning">{t('account.apiKeys.expired')}</Badge>}
        </p>
        <p className="text-sm text-muted-foreground">
          {t('account.apiKeys.created', { date: formatDate(apiKey.createdAt) })} ·{' '}
          {apiKey.expiresAt
            ? t(apiKey.expired ? 'account.apiKeys.expiredOn' : 'account.apiKeys.expiresOn', { date: formatDate(apiKey.expiresAt) })
            : t('account.apiKeys.noExpiry')}
        </p>
        <p className="text-sm text-muted-foreground">
          {apiKey.lastUsedAt
            ? rich(apiKey.lastUsedIp ? t('account.apiKeys.lastUsedFrom', { ip: apiKey.lastUsedIp }) : t('account.apiKeys.lastUsed'), {
                time: () => <RelativeTime value={apiKey.lastUsedAt!} />,
              })
            : t('account.apiKeys.neverUsed')}
        </p>
      </div>
      <Button
        variant="secondary"
        size="sm"
        disabled={busy}
        onClick={() => onRevoke(apiKey)}
        aria-label={t('account.apiKeys.revokeNamed', { name: apiKey.name })}
      >
        {t('account.apiKeys.revoke')}
      </Button>
    </li>
  );
}
