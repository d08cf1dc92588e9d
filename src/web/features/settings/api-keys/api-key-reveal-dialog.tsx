import { Copy } from 'lucide-react';
import { toast } from '../../../lib/toast';
import type { CreatedApiKey } from '@shared/schemas/api-keys';
import { Button } from '../../../components/button';
import { Dialog } from '../../../components/dialog';
import { Input } from '../../../components/input';

/** The new key, this once: only its hash is kept, so it cannot be shown again. */
export function ApiKeyRevealDialog({ created, onClose }: { created: CreatedApiKey | null; onClose: () => void }) {
  const copy = async () => {
    if (!created) return;
    try {
      await navigator.clipboard.writeText(created.key);
      toast.success('API key copied');
    } catch {
      toast.error('Could not copy', { description: 'Select the key and copy it by hand.' });
    }
  };

  return (
    <Dialog
      open={created !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Copy your new API key"
      description="Store it somewhere safe now: it will not be shown again."
      footer={<Button onClick={onClose}>Done</Button>}
    >
      {created && (
        <div className="space-y-3">
          <div className="flex flex-col gap-2 sm:flex-row">
            <Input
              readOnly
              value={created.key}
              aria-label={`API key ${created.name}`}
              className="font-mono text-sm"
              onFocus={(e) => e.currentTarget.select()}
            />
            <Button variant="secondary" onClick={() => void copy()}>
              <Copy aria-hidden /> Copy
            </Button>
          </div>
          <p className="text-sm text-muted-foreground">
            Send it as <code className="font-mono">Authorization: Bearer &lt;key&gt;</code>.
          </p>
        </div>
      )}
    </Dialog>
  );
}
