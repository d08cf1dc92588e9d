import { zodResolver } from '@hookform/resolvers/zod';
import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { t } from '@web/lib/messages/auth';
import { rich } from '@web/lib/i18n-rich';
import { toast } from '../../lib/toast';
import { ForgotPasswordInput } from '@shared/schemas/auth';
import { errorMessage } from '../../lib/api';
import { useRequestPasswordReset } from './api/request-password-reset';
import { AuthLayout } from './auth-layout';
import { EmailField, SubmitButton } from '../../components/form-parts';

function BackToSignIn() {
  return (
    <Link to="/login" className="rounded-sm font-medium text-primary hover:underline">
      {t('auth.backToSignIn')}
    </Link>
  );
}

export function ForgotPasswordPage() {
  const request = useRequestPasswordReset();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(ForgotPasswordInput), defaultValues: { email: '' } });

  const onSubmit = handleSubmit(async ({ email }) => {
    try {
      await request.mutateAsync(email);
      setSentTo(email);
    } catch (error) {
      toast.error(errorMessage(error));
    }
  });

  if (sentTo !== null) {
    return (
      <AuthLayout title={t('auth.forgot.checkEmailTitle')} footer={<BackToSignIn />}>
        <div className="space-y-4 text-center" role="status">
          <MailCheck aria-hidden className="mx-auto size-10 text-primary" />
          <p className="text-sm text-muted-foreground">
            {rich(t('auth.forgot.sentTo', { email: sentTo }), {
              email: (words) => <span className="font-medium break-all text-foreground">{words}</span>,
            })}
          </p>
        </div>
      </AuthLayout>
    );
  }

  const busy = isSubmitting || request.isPending;
  return (
    <AuthLayout title={t('auth.forgot.title')} description={t('auth.forgot.description')} footer={<BackToSignIn />}>
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        <EmailField autoFocus error={errors.email?.message} {...register('email')} />
        <SubmitButton busy={busy} busyLabel={t('auth.forgot.sending')}>
          {t('auth.forgot.submit')}
        </SubmitButton>
      </form>
    </AuthLayout>
  );
}
