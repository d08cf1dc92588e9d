import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router';
import { toast } from '../../lib/toast';
import { SignInInput } from '@shared/schemas/auth';
import { PasswordField } from '../../components/password-field';
import { afterSignInPath } from '../../lib/after-sign-in';
import { errorMessage } from '../../lib/api';
import { useSignIn } from './api/sign-in';
import { CheckboxLine, EmailField, SubmitButton } from '../../components/form-parts';
import { t } from '@web/lib/messages/auth';

interface SignInFormProps {
  /** The password was right and the account asks for a second factor. */
  onTwoFactor: () => void;
}

export function SignInForm({ onTwoFactor }: SignInFormProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const signIn = useSignIn();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(SignInInput), defaultValues: { email: '', password: '', rememberMe: true } });

  // mutateAsync, not mutate(..., callbacks): this form unmounts as soon as the user is known to be signed in, and
  // per-call callbacks would then be dropped together with the success toast.
  const onSubmit = handleSubmit(async (values) => {
    try {
      const result = await signIn.mutateAsync(values);
      if (result.twoFactorRedirect) return onTwoFactor();
      toast.success(t('auth.signIn.welcomeToast'), { description: t('auth.signIn.signedIn') });
      navigate(afterSignInPath(location.search, result.me?.user.role), { replace: true });
    } catch (error) {
      toast.error(t('auth.signIn.failed'), { description: errorMessage(error) });
    }
  });

  const busy = isSubmitting || signIn.isPending;

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <EmailField autoFocus error={errors.email?.message} {...register('email')} />
      <PasswordField
        label={t('auth.signIn.password')}
        autoComplete="current-password"
        error={errors.password?.message}
        labelAside={
          <Link to="/forgot-password" className="rounded-sm text-sm font-medium text-primary hover:underline">
            {t('auth.signIn.forgotPassword')}
          </Link>
        }
        {...register('password')}
      />
      <CheckboxLine {...register('rememberMe')}>{t('auth.signIn.rememberMe')}</CheckboxLine>
      <SubmitButton busy={busy} busyLabel={t('auth.signIn.signingIn')}>
        {t('auth.signIn.submit')}
      </SubmitButton>
    </form>
  );
}
