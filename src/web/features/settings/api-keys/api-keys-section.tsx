import { ExternalLink, Plus } from 'lucide-react';
import { useState } from 'react';
import { toast } from '../../../lib/toast';
import type { ApiKey, CreatedApiKey } from '@shared/schemas/api-keys';
import { Button } from '../../../components/button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { QueryErrorState } from '../../../components/error-state';
import { Skeleton } from '../../../components/skeleton';
import { errorMessage } from '../../../lib/api';
import { AccountSection } from '../account-section';
import { t } from '@web/lib/messages/account';
import { rich } from '@web/lib/i18n-rich';
import { ApiKeyCreateDialog } from './api-key-create-dialog';
import { ApiKeyRevealDialog } from './api-key-reveal-dialog';
import { ApiKeyRow } from './api-key-row';
import { useApiKeys, useRevokeApiKey } from '../api/api-keys';

/** 'API keys': keys for scripts that call the API as this user (docs/product.md, API keys). */
export function ApiKeysSection() {
  const keys = useApiKeys();
  const revoke = useRevokeApiKey();
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);

  const confirmRevoke = () => {
    if (!revoking) return;
    revoke.mutate(revoking.id, {
      onSuccess: () => {
        toast.success(t('account.apiKeys.revoked'), { description: t('account.apiKeys.revokedDescription', { name: revoking.name }) });
        setRevoking(null);
      },
      onError: (error) => toast.error(t('account.apiKeys.revokeFailed'), { description: errorMessage(error) }),
    });
  };

  return (
    <AccountSection
      id="api-keys"
      title={t('account.apiKeys.title')}
      description={rich(t('account.apiKeys.description'), {
        link: (words) => (
          <a
            href="/api/docs"
            target="_blank"
            rel="noreferrer"
            className="inline-flex items-center gap-1 font-medium text-primary underline underline-offset-4"
          >
            {words}
            <ExternalLink className="size-3.5" aria-hidden />
          </a>
        ),
      })}
    >
      {keys.isPending ? (
        <div role="status" aria-label={t('account.apiKeys.loading')} className="space-y-3">
          <Skeleton className="h-12 w-full" />
        </div>
      ) : keys.isError ? (
        <QueryErrorState query={keys} />
      ) : keys.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('account.apiKeys.empty')}</p>
      ) : (
        <ul className="divide-y divide-border" aria-label={t('account.apiKeys.title')}>
          {keys.data.map((apiKey) => (
            <ApiKeyRow key={apiKey.id} apiKey={apiKey} busy={revoke.isPending} onRevoke={setRevoking} />
          ))}
        </ul>
      )}
      <Button variant="secondary" onClick={() => setCreating(true)}>
        <Plus aria-hidden /> {t('account.apiKeys.createTitle')}
      </Button>
      <ApiKeyCreateDialog open={creating} onOpenChange={setCreating} onCreated={setCreated} />
      <ApiKeyRevealDialog created={created} onClose={() => setCreated(null)} />
      <ConfirmDialog
        open={revoking !== null}
        onOpenChange={(open) => !open && setRevoking(null)}
        title={t('account.apiKeys.confirmTitle')}
        description={t('account.apiKeys.confirmDescription', { name: revoking?.name ?? '', start: revoking?.start ?? '' })}
        confirmLabel={t('account.apiKeys.confirm')}
        busyLabel={t('account.apiKeys.revoking')}
        variant="danger"
        busy={revoke.isPending}
        onConfirm={confirmRevoke}
      />
    </AccountSection>
  );
}
