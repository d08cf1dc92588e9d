import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { PasswordField } from '../../../components/password-field';
import { errorMessage, isApiError } from '../../../lib/api';
import { msg } from '@web/lib/i18n';
import { t } from '@web/lib/messages/account';

/** The schema's message is a key, translated when shown (a schema is made once, at import). */
const REQUIRED = msg('account.twoFactor.passwordRequired');
const PasswordInput = z.object({ password: z.string().min(1, REQUIRED) });

interface TwoFactorPasswordFormProps {
  /** The dialog's submit button points at this id (it sits in the footer, outside the form). */
  formId: string;
  /** Rejects with the server's error; a wrong password is shown on the field. */
  onSubmit: (password: string) => Promise<unknown>;
}

/** Changes to two-factor are confirmed with the password, so a borrowed unlocked session cannot make them. */
export function TwoFactorPasswordForm({ formId, onSubmit }: TwoFactorPasswordFormProps) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({ resolver: zodResolver(PasswordInput), defaultValues: { password: '' } });

  const submit = handleSubmit(async ({ password }) => {
    try {
      await onSubmit(password);
    } catch (error) {
      const wrong = isApiError(error, 400) && error.code === 'INVALID_PASSWORD';
      setError('password', { message: wrong ? t('account.twoFactor.passwordWrong') : errorMessage(error) });
    }
  });

  return (
    <form id={formId} onSubmit={submit} noValidate>
      <PasswordField
        label={t('account.twoFactor.password')}
        autoComplete="current-password"
        autoFocus
        error={errors.password?.message === REQUIRED ? t(REQUIRED) : errors.password?.message}
        {...register('password')}
      />
    </form>
  );
}
