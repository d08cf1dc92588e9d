import { useId } from 'react';
import { toast } from '../../../lib/toast';
import { FormDialog } from '../../../components/form-dialog';
import { useDisableTwoFactor } from '../api/two-factor';
import { TwoFactorPasswordForm } from './two-factor-password-form';

export function TwoFactorDisableDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const formId = useId();
  const disable = useDisableTwoFactor();

  const onPassword = async (password: string) => {
    await disable.mutateAsync(password);
    toast.success('Two-factor sign-in is off', { description: 'Your password alone now signs you in.' });
    onClose();
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title="Turn off two-factor sign-in?"
      description="Your password alone will sign you in. Enter it to confirm."
      formId={formId}
      busy={disable.isPending}
      submitLabel="Turn off"
      busyLabel="Turning off..."
    >
      <TwoFactorPasswordForm formId={formId} onSubmit={onPassword} />
    </FormDialog>
  );
}
