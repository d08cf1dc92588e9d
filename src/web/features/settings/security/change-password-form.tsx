import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '../../../lib/toast';
import { ChangePasswordInput } from '@shared/schemas/auth';
import { Button } from '../../../components/button';
import { PasswordField } from '../../../components/password-field';
import { errorMessage } from '../../../lib/api';
import { CheckboxLine, NewPasswordField } from '../../../components/form-parts';
import { useChangePassword } from '../api/change-password';
import { t } from '@web/lib/messages/account';

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

export function ChangePasswordForm() {
  const changePassword = useChangePassword();
  // Outside the schema: a choice about what else to end, not part of the password.
  const [revokeApiKeys, setRevokeApiKeys] = useState(false);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(ChangePasswordInput), defaultValues: EMPTY });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await changePassword.mutateAsync({ ...values, revokeApiKeys });
      toast.success(t('account.password.updated'), {
        description: revokeApiKeys ? t('account.password.updatedKeysRevoked') : t('account.password.updatedSessions'),
      });
      reset(EMPTY);
      setRevokeApiKeys(false);
    } catch (error) {
      toast.error(t('account.password.updateFailed'), { description: errorMessage(error) });
    }
  });

  const busy = isSubmitting || changePassword.isPending;
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <PasswordField
        label={t('account.password.current')}
        autoComplete="current-password"
        error={errors.currentPassword?.message}
        {...register('currentPassword')}
      />
      <NewPasswordField label={t('account.password.new')} error={errors.newPassword?.message} {...register('newPassword')} />
      <NewPasswordField label={t('account.password.confirm')} error={errors.confirmPassword?.message} {...register('confirmPassword')} />
      <CheckboxLine checked={revokeApiKeys} onChange={(e) => setRevokeApiKeys(e.target.checked)}>
        {t('account.password.revokeKeys')}
      </CheckboxLine>
      <Button type="submit" disabled={busy}>
        {busy ? t('account.password.updating') : t('account.password.submit')}
      </Button>
    </form>
  );
}
