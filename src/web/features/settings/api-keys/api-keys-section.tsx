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
        toast.success('API key revoked', { description: `${revoking.name} no longer works.` });
        setRevoking(null);
      },
      onError: (error) => toast.error('Could not revoke the key', { description: errorMessage(error) }),
    });
  };

  return (
    <AccountSection
      id="api-keys"
      title="API keys"
      description={
        <>
          Let your scripts and tools call the API as you, with exactly your rights.{' '}
          <a
            href="/api/docs"
            target="_blank"
            rel="noreferrer"
            className="inline-flex items-center gap-1 font-medium text-primary underline underline-offset-4"
          >
            API reference
            <ExternalLink className="size-3.5" aria-hidden />
          </a>
        </>
      }
    >
      {keys.isPending ? (
        <div role="status" aria-label="Loading API keys" className="space-y-3">
          <Skeleton className="h-12 w-full" />
        </div>
      ) : keys.isError ? (
        <QueryErrorState query={keys} />
      ) : keys.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">You have no API keys.</p>
      ) : (
        <ul className="divide-y divide-border" aria-label="API keys">
          {keys.data.map((apiKey) => (
            <ApiKeyRow key={apiKey.id} apiKey={apiKey} busy={revoke.isPending} onRevoke={setRevoking} />
          ))}
        </ul>
      )}
      <Button variant="secondary" onClick={() => setCreating(true)}>
        <Plus aria-hidden /> Create API key
      </Button>
      <ApiKeyCreateDialog open={creating} onOpenChange={setCreating} onCreated={setCreated} />
      <ApiKeyRevealDialog created={created} onClose={() => setCreated(null)} />
      <ConfirmDialog
        open={revoking !== null}
        onOpenChange={(open) => !open && setRevoking(null)}
        title="Revoke this API key?"
        description={`Scripts using ${revoking?.name ?? 'it'} (${revoking?.start ?? ''}…) will be refused from now on. This cannot be undone.`}
        confirmLabel="Revoke key"
        busyLabel="Revoking..."
        variant="danger"
        busy={revoke.isPending}
        onConfirm={confirmRevoke}
      />
    </AccountSection>
  );
}
