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
      toast.success('Welcome back!', { description: 'You have been signed in successfully.' });
      navigate(afterSignInPath(location.search, result.me?.user.role), { replace: true });
    } catch (error) {
      toast.error('Sign in failed', { description: errorMessage(error) });
    }
  });

  const busy = isSubmitting || signIn.isPending;

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <EmailField autoFocus error={errors.email?.message} {...register('email')} />
      <PasswordField
        label="Password"
        autoComplete="current-password"
        error={errors.password?.message}
        labelAside={
          <Link to="/forgot-password" className="rounded-sm text-sm font-medium text-primary hover:underline">
            Forgot password?
          </Link>
        }
        {...register('password')}
      />
      <CheckboxLine {...register('rememberMe')}>Remember me</CheckboxLine>
      <SubmitButton busy={busy} busyLabel="Signing in...">
        Sign in
      </SubmitButton>
    </form>
  );
}
