import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from '../../lib/toast';
import { ChangePasswordInput } from '../../../shared/schemas/auth';
import { Button } from '../../components/button';
import { PasswordField } from '../../components/password-field';
import { errorMessage } from '../../lib/api';
import { NewPasswordField } from '../../components/form-parts';
import { useChangePassword } from './api/change-password';

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

export function ChangePasswordForm() {
  const changePassword = useChangePassword();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(ChangePasswordInput), defaultValues: EMPTY });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await changePassword.mutateAsync(values);
      toast.success('Password updated', { description: 'Your other sessions have been signed out.' });
      reset(EMPTY);
    } catch (error) {
      toast.error('Failed to update password', { description: errorMessage(error) });
    }
  });

  const busy = isSubmitting || changePassword.isPending;
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <PasswordField
        label="Current password"
        autoComplete="current-password"
        error={errors.currentPassword?.message}
        {...register('currentPassword')}
      />
      <NewPasswordField label="New password" error={errors.newPassword?.message} {...register('newPassword')} />
      <NewPasswordField label="Confirm new password" error={errors.confirmPassword?.message} {...register('confirmPassword')} />
      <Button type="submit" disabled={busy}>
        {busy ? 'Updating...' : 'Update password'}
      </Button>
    </form>
  );
}
