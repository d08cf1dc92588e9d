import { Copy } from 'lucide-react';
import { toast } from '../../../lib/toast';
import type { CreatedApiKey } from '@shared/schemas/api-keys';
import { Button } from '../../../components/button';
import { Dialog } from '../../../components/dialog';
import { Input } from '../../../components/input';
import { t } from '@web/lib/messages/account';
import { rich } from '@web/lib/i18n-rich';

/** The new key, this once: only its hash is kept, so it cannot be shown again. */
export function ApiKeyRevealDialog({ created, onClose }: { created: CreatedApiKey | null; onClose: () => void }) {
  const copy = async () => {
    if (!created) return;
    try {
      await navigator.clipboard.writeText(created.key);
      toast.success(t('account.apiKeys.copied'));
    } catch {
      toast.error(t('account.apiKeys.copyFailed'), { description: t('account.apiKeys.copyFailedHint') });
    }
  };

  return (
    <Dialog
      open={created !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t('account.apiKeys.revealTitle')}
      description={t('account.apiKeys.revealDescription')}
      footer={<Button onClick={onClose}>{t('account.common.done')}</Button>}
    >
      {created && (
        <div className="space-y-3">
          <div className="flex flex-col gap-2 sm:flex-row">
            <Input
              readOnly
              value={created.key}
              aria-label={t('account.apiKeys.keyLabel', { name: created.name })}
              className="font-mono text-sm"
              onFocus={(e) => e.currentTarget.select()}
            />
            <Button variant="secondary" onClick={() => void copy()}>
              <Copy aria-hidden /> {t('account.apiKeys.copy')}
            </Button>
          </div>
          <p className="text-sm text-muted-foreground">
            {rich(t('account.apiKeys.sendAs'), { code: (words) => <code className="font-mono">{words}</code> })}
          </p>
        </div>
      )}
    </Dialog>
  );
}
