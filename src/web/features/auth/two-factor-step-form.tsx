import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router';
import { toast } from '../../lib/toast';
import { z } from 'zod';
import { TextField } from '../../components/text-field';
import { afterSignInPath } from '../../lib/after-sign-in';
import { errorMessage, isApiError } from '../../lib/api';
import { useVerifyTwoFactor } from './api/verify-two-factor';
import { CheckboxLine, SubmitButton } from '../../components/form-parts';
import { t } from '@web/lib/messages/auth';

/** The form's checks, built when rendering so their messages are in the reader's language. */
function inputFor(method: 'totp' | 'backup') {
  const code =
    method === 'totp'
      ? z
          .string()
          .trim()
          .regex(/^\d{6}$/, t('auth.twoFactor.codeFormat'))
      : z.string().trim().min(1, t('auth.twoFactor.backupRequired'));
  return z.object({ code, trustDevice: z.boolean() });
}

/** better-auth's answers that mean this sign-in is over and must start again from the password. */
const CHALLENGE_OVER = new Set(['INVALID_TWO_FACTOR_COOKIE', 'TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE']);

function messageFor(error: unknown): string {
  if (isApiError(error) && (error.code === 'INVALID_CODE' || error.code === 'INVALID_BACKUP_CODE')) {
    return t('auth.twoFactor.wrongCode');
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
  const resolver = useMemo(() => zodResolver(inputFor(method)), [method]);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({ resolver, defaultValues: { code: '', trustDevice: false } });

  const onSubmit = handleSubmit(async ({ code, trustDevice }) => {
    try {
      const me = await verify.mutateAsync({ method, code, trustDevice });
      toast.success(t('auth.signIn.welcomeToast'), { description: t('auth.signIn.signedIn') });
      navigate(afterSignInPath(location.search, me?.user.role), { replace: true });
    } catch (error) {
      if (isApiError(error) && CHALLENGE_OVER.has(error.code)) {
        toast.error(t('auth.twoFactor.signInAgain'), { description: t('auth.twoFactor.expired') });
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
          label={t('auth.twoFactor.codeLabel')}
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
          label={t('auth.twoFactor.backupLabel')}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          autoFocus
          error={errors.code?.message}
          {...register('code')}
        />
      )}
      <CheckboxLine {...register('trustDevice')}>{t('auth.twoFactor.trustDevice')}</CheckboxLine>
      <SubmitButton busy={busy} busyLabel={t('auth.twoFactor.verifying')}>
        {t('auth.twoFactor.verify')}
      </SubmitButton>
      <div className="flex flex-wrap justify-between gap-2 text-sm">
        <button type="button" onClick={switchMethod} className="rounded-sm font-medium text-primary hover:underline">
          {method === 'totp' ? t('auth.twoFactor.useBackup') : t('auth.twoFactor.useApp')}
        </button>
        <button type="button" onClick={onRestart} className="rounded-sm font-medium text-muted-foreground hover:underline">
          {t('auth.twoFactor.startOver')}
        </button>
      </div>
    </form>
  );
}
