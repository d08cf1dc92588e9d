import { useId, useState } from 'react';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/button';
import { Dialog } from '../../../components/dialog';
import type { TwoFactorSetup } from '@shared/schemas/auth';
import { useConfirmTwoFactor, useStartTwoFactor } from '../api/two-factor';
import { TwoFactorBackupCodes } from './two-factor-backup-codes';
import { TwoFactorCodeForm } from './two-factor-code-form';
import { TwoFactorPasswordForm } from './two-factor-password-form';
import { TwoFactorQrCode } from './two-factor-qr-code';
import { t } from '@web/lib/messages/account';

export const secretOf = (totpURI: string) => new URL(totpURI).searchParams.get('secret') ?? '';

type Stage = { name: 'password' } | { name: 'scan' | 'codes'; setup: TwoFactorSetup };

/**
 * Password, then scan (or type) the secret and confirm one code, then keep the backup codes: one dialog through all
 * three, since swapping one modal for another in the same moment leaves the page unclickable (Radix).
 */
export function TwoFactorEnableDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const formId = useId();
  const start = useStartTwoFactor();
  const confirm = useConfirmTwoFactor();
  const [stage, setStage] = useState<Stage>({ name: 'password' });
  const busy = start.isPending || confirm.isPending;

  const close = () => {
    if (busy) return;
    setStage({ name: 'password' });
    onClose();
  };

  const onPassword = async (password: string) => setStage({ name: 'scan', setup: await start.mutateAsync(password) });
  const onCode = async (code: string) => {
    if (stage.name !== 'scan') return;
    await confirm.mutateAsync(code);
    setStage({ name: 'codes', setup: stage.setup });
    toast.success(t('account.twoFactor.onToast'), { description: t('account.twoFactor.onToastDescription') });
  };

  const cancel = (
    <Button variant="secondary" onClick={close} disabled={busy}>
      {t('account.common.cancel')}
    </Button>
  );
  const submit = (label: string, busyLabel: string) => (
    <Button type="submit" form={formId} disabled={busy} aria-busy={busy || undefined}>
      {busy ? busyLabel : label}
    </Button>
  );

  if (stage.name === 'codes') {
    return (
      <Dialog
        open={open}
        onOpenChange={(next) => !next && close()}
        title={t('account.twoFactor.saveCodesTitle')}
        footer={<Button onClick={close}>{t('account.common.done')}</Button>}
      >
        <TwoFactorBackupCodes codes={stage.setup.backupCodes} />
      </Dialog>
    );
  }
  if (stage.name === 'scan') {
    return (
      <Dialog
        open={open}
        onOpenChange={(next) => !next && close()}
        title={t('account.twoFactor.setupTitle')}
        description={t('account.twoFactor.scanDescription')}
        footer={
          <>
            {cancel}
            {submit(t('account.twoFactor.turnOn'), t('account.twoFactor.checking'))}
          </>
        }
      >
        <div className="space-y-5">
          <div className="flex flex-col items-center gap-3 sm:flex-row sm:items-start">
            <TwoFactorQrCode uri={stage.setup.totpURI} />
            <div className="min-w-0 space-y-1 text-sm">
              <p className="text-muted-foreground">{t('account.twoFactor.manualKey')}</p>
              <code
                data-testid="two-factor-secret"
                className="block rounded-md bg-surface-muted px-3 py-2 font-mono text-sm break-all select-all"
              >
                {secretOf(stage.setup.totpURI)}
              </code>
            </div>
          </div>
          <TwoFactorCodeForm formId={formId} onSubmit={onCode} />
        </div>
      </Dialog>
    );
  }
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && close()}
      title={t('account.twoFactor.setupTitle')}
      description={t('account.twoFactor.passwordToBegin')}
      footer={
        <>
          {cancel}
          {submit(t('account.twoFactor.continue'), t('account.twoFactor.checking'))}
        </>
      }
    >
      <TwoFactorPasswordForm formId={formId} onSubmit={onPassword} />
    </Dialog>
  );
}
