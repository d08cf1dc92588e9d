import { useId, useState } from 'react';
import { Button } from '../../../components/button';
import { Dialog } from '../../../components/dialog';
import { useRegenerateBackupCodes } from '../api/two-factor';
import { TwoFactorBackupCodes } from './two-factor-backup-codes';
import { TwoFactorPasswordForm } from './two-factor-password-form';
import { t } from '@web/lib/messages/account';

/**
 * New backup codes replace the old ones; shown once, in the same dialog that asked for the password (one Dialog
 * element throughout: swapping one modal for another in the same moment leaves the page unclickable).
 */
export function TwoFactorRegenerateDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const formId = useId();
  const regenerate = useRegenerateBackupCodes();
  const [codes, setCodes] = useState<string[] | null>(null);

  const close = () => {
    setCodes(null);
    onClose();
  };
  const onPassword = async (password: string) => setCodes((await regenerate.mutateAsync(password)).backupCodes);

  const busy = regenerate.isPending;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && !busy && close()}
      title={codes ? t('account.backupCodes.newTitle') : t('account.backupCodes.regenerateTitle')}
      description={codes ? undefined : t('account.backupCodes.regenerateDescription')}
      footer={
        codes ? (
          <Button onClick={close}>{t('account.common.done')}</Button>
        ) : (
          <>
            <Button variant="secondary" onClick={close} disabled={busy}>
              {t('account.common.cancel')}
            </Button>
            <Button type="submit" form={formId} disabled={busy} aria-busy={busy || undefined}>
              {busy ? t('account.backupCodes.generating') : t('account.backupCodes.generate')}
            </Button>
          </>
        )
      }
    >
      {codes ? <TwoFactorBackupCodes codes={codes} /> : <TwoFactorPasswordForm formId={formId} onSubmit={onPassword} />}
    </Dialog>
  );
}
