import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router';
import { toast } from '../../lib/toast';
import { z } from 'zod';
import { TextField } from '../../components/text-field';
import { afterSignInPath } from '../../lib/after-sign-in';
import { errorMessage, isApiError } from '../../lib/api';
import { useVerifyTwoFactor } from './api/verify-two-factor';
import { CheckboxLine, SubmitButton } from '../../components/form-parts';

const TotpInput = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'Enter the 6-digit code from your app'),
  trustDevice: z.boolean(),
});
const BackupInput = z.object({ code: z.string().trim().min(1, 'Enter one of your backup codes'), trustDevice: z.boolean() });

/** better-auth's answers that mean this sign-in is over and must start again from the password. */
const CHALLENGE_OVER = new Set(['INVALID_TWO_FACTOR_COOKIE', 'TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE']);

function messageFor(error: unknown): string {
  if (isApiError(error) && (error.code === 'INVALID_CODE' || error.code === 'INVALID_BACKUP_CODE')) {
    return 'That code is not right. Check it and try again.';
  }
  return errorMessage(error);
}

interface TwoFactorStepFormProps {
  /** Back to the e-mail and password: the challenge expired, was used up, or the user wants to start over. */
  onRestart: () => void;
}

/** The second step of signing in: a code from the authenticator app, or one backup code. */
export function TwoFactorStepForm({ onRestart }: TwoFactorStepFormProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const verify = useVerifyTwoFactor();
  const [method, setMethod] = useState<'totp' | 'backup'>('totp');
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(method === 'totp' ? TotpInput : BackupInput), defaultValues: { code: '', trustDevice: false } });

  const onSubmit = handleSubmit(async ({ code, trustDevice }) => {
    try {
      const me = await verify.mutateAsync({ method, code, trustDevice });
      toast.success('Welcome back!', { description: 'You have been signed in successfully.' });
      navigate(afterSignInPath(location.search, me?.user.role), { replace: true });
    } catch (error) {
      if (isApiError(error) && CHALLENGE_OVER.has(error.code)) {
        toast.error('Please sign in again', { description: 'This sign-in expired or had too many wrong codes.' });
        onRestart();
        return;
      }
      setError('code', { message: messageFor(error) });
    }
  });

  const switchMethod = () => {
    setMethod((m) => (m === 'totp' ? 'backup' : 'totp'));
    reset({ code: '' }, { keepValues: false });
  };

  const busy = isSubmitting || verify.isPending;
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      {method === 'totp' ? (
        <TextField
          key="totp"
          label="6-digit code"
          autoComplete="one-time-code"
          inputMode="numeric"
          maxLength={6}
          autoFocus
          error={errors.code?.message}
          {...register('code')}
        />
      ) : (
        <TextField
          key="backup"
          label="Backup code"
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          autoFocus
          error={errors.code?.message}
          {...register('code')}
        />
      )}
      <CheckboxLine {...register('trustDevice')}>Trust this device for 30 days</CheckboxLine>
      <SubmitButton busy={busy} busyLabel="Verifying...">
        Verify
      </SubmitButton>
      <div className="flex flex-wrap justify-between gap-2 text-sm">
        <button type="button" onClick={switchMethod} className="rounded-sm font-medium text-primary hover:underline">
          {method === 'totp' ? 'Use a backup code instead' : 'Use your authenticator app instead'}
        </button>
        <button type="button" onClick={onRestart} className="rounded-sm font-medium text-muted-foreground hover:underline">
          Start over
        </button>
      </div>
    </form>
  );
}
