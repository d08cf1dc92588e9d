import { zodResolver } from '@hookform/resolvers/zod';
import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { toast } from '../../lib/toast';
import { ForgotPasswordInput } from '@shared/schemas/auth';
import { errorMessage } from '../../lib/api';
import { useRequestPasswordReset } from './api/request-password-reset';
import { AuthLayout } from './auth-layout';
import { EmailField, SubmitButton } from '../../components/form-parts';

const backToSignIn = (
  <Link to="/login" className="rounded-sm font-medium text-primary hover:underline">
    Back to sign in
  </Link>
);

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
      <AuthLayout title="Check your email" footer={backToSignIn}>
        <div className="space-y-4 text-center" role="status">
          <MailCheck aria-hidden className="mx-auto size-10 text-primary" />
          <p className="text-sm text-muted-foreground">
            If an account exists for <span className="font-medium break-all text-foreground">{sentTo}</span>, we sent a link to reset your
            password. The link expires in 30 minutes.
          </p>
        </div>
      </AuthLayout>
    );
  }

  const busy = isSubmitting || request.isPending;
  return (
    <AuthLayout
      title="Reset your password"
      description="Enter the email address of your account and we will send you a link to choose a new password."
      footer={backToSignIn}
    >
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        <EmailField autoFocus error={errors.email?.message} {...register('email')} />
        <SubmitButton busy={busy} busyLabel="Sending...">
          Send reset link
        </SubmitButton>
      </form>
    </AuthLayout>
  );
}
