import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { toast } from '../../lib/toast';
import { PASSWORD_MIN_LENGTH, ResetPasswordInput } from '@shared/schemas/auth';
import { errorMessage, isApiError } from '../../lib/api';
import { useResetPassword } from './api/reset-password';
import { AuthLayout } from './auth-layout';
import { NewPasswordField, SubmitButton } from '../../components/form-parts';
import { InvalidResetLink } from './invalid-reset-link';

export function ResetPasswordPage() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  // A client user's invitation uses the same single-use token; only the wording differs.
  const invited = searchParams.get('invite') === '1';
  // better-auth's own redirect reports a bad token as ?error=INVALID_TOKEN; the server's check on submit is final.
  const [invalid, setInvalid] = useState(token === '' || searchParams.has('error'));
  const reset = useResetPassword();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(ResetPasswordInput), defaultValues: { password: '', confirmPassword: '' } });

  const onSubmit = handleSubmit(async ({ password }) => {
    try {
      await reset.mutateAsync({ newPassword: password, token });
      toast.success(invited ? 'Password set' : 'Password updated', {
        description: invited
          ? 'Welcome! Sign in with your new password.'
          : 'Every device was signed out and your API keys were revoked. Sign in with your new password.',
      });
      navigate('/login', { replace: true });
    } catch (error) {
      if (isApiError(error) && error.code === 'INVALID_TOKEN') {
        setInvalid(true);
        return;
      }
      toast.error('Failed to reset password', { description: errorMessage(error) });
    }
  });

  if (invalid) return <InvalidResetLink />;

  const busy = isSubmitting || reset.isPending;
  return (
    <AuthLayout
      title={invited ? 'Choose your password' : 'Choose a new password'}
      description={
        invited
          ? `Your new password must be at least ${PASSWORD_MIN_LENGTH} characters long.`
          : `Your new password must be at least ${PASSWORD_MIN_LENGTH} characters long. Every device will be signed out and your API keys revoked.`
      }
    >
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        <NewPasswordField label="New password" autoFocus error={errors.password?.message} {...register('password')} />
        <NewPasswordField label="Confirm password" error={errors.confirmPassword?.message} {...register('confirmPassword')} />
        <SubmitButton busy={busy} busyLabel="Saving...">
          {invited ? 'Set password' : 'Set new password'}
        </SubmitButton>
      </form>
    </AuthLayout>
  );
}
