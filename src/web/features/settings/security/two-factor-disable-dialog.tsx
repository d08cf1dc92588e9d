import { useId } from 'react';
import { toast } from '../../../lib/toast';
import { FormDialog } from '../../../components/form-dialog';
import { useDisableTwoFactor } from '../api/two-factor';
import { TwoFactorPasswordForm } from './two-factor-password-form';
import { t } from '@web/lib/messages/account';

export function TwoFactorDisableDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const formId = useId();
  const disable = useDisableTwoFactor();

  const onPassword = async (password: string) => {
    await disable.mutateAsync(password);
    toast.success(t('account.twoFactor.offToast'), { description: t('account.twoFactor.offToastDescription') });
    onClose();
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={t('account.twoFactor.disableTitle')}
      description={t('account.twoFactor.disableDescription')}
      formId={formId}
      busy={disable.isPending}
      submitLabel={t('account.twoFactor.turnOff')}
      busyLabel={t('account.twoFactor.turningOff')}
    >
      <TwoFactorPasswordForm formId={formId} onSubmit={onPassword} />
    </FormDialog>
  );
}
