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
import { t } from '@web/lib/messages/auth';

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
      toast.success(invited ? t('auth.reset.passwordSet') : t('auth.reset.passwordUpdated'), {
        description: invited ? t('auth.reset.welcomeInvited') : t('auth.reset.updatedDescription'),
      });
      navigate('/login', { replace: true });
    } catch (error) {
      if (isApiError(error) && error.code === 'INVALID_TOKEN') {
        setInvalid(true);
        return;
      }
      toast.error(t('auth.reset.failed'), { description: errorMessage(error) });
    }
  });

  if (invalid) return <InvalidResetLink />;

  const busy = isSubmitting || reset.isPending;
  return (
    <AuthLayout
      title={invited ? t('auth.reset.titleInvited') : t('auth.reset.title')}
      description={
        invited
          ? t('auth.reset.descriptionInvited', { min: String(PASSWORD_MIN_LENGTH) })
          : t('auth.reset.description', { min: String(PASSWORD_MIN_LENGTH) })
      }
    >
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        <NewPasswordField label={t('auth.reset.newPassword')} autoFocus error={errors.password?.message} {...register('password')} />
        <NewPasswordField
          label={t('auth.reset.confirmPassword')}
          error={errors.confirmPassword?.message}
          {...register('confirmPassword')}
        />
        <SubmitButton busy={busy} busyLabel={t('auth.reset.saving')}>
          {invited ? t('auth.reset.submitInvited') : t('auth.reset.submit')}
        </SubmitButton>
      </form>
    </AuthLayout>
  );
}
