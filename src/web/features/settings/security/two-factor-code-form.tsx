import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { TextField } from '../../../components/text-field';
import { errorMessage, isApiError } from '../../../lib/api';
import { msg } from '@web/lib/i18n';
import { t } from '@web/lib/messages/account';

/** The schema's message is a key, translated when shown (a schema is made once, at import). */
const CODE_FORMAT = msg('account.twoFactor.codeFormat');

const CodeInput = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, CODE_FORMAT),
});

interface TwoFactorCodeFormProps {
  formId: string;
  onSubmit: (code: string) => Promise<unknown>;
}

/** The first code from the authenticator app: proof it holds the secret, after which two-factor is on. */
export function TwoFactorCodeForm({ formId, onSubmit }: TwoFactorCodeFormProps) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({ resolver: zodResolver(CodeInput), defaultValues: { code: '' } });

  const submit = handleSubmit(async ({ code }) => {
    try {
      await onSubmit(code);
    } catch (error) {
      setError('code', { message: isApiError(error, 401) ? t('account.twoFactor.codeWrong') : errorMessage(error) });
    }
  });

  return (
    <form id={formId} onSubmit={submit} noValidate>
      <TextField
        label={t('account.twoFactor.codeLabel')}
        autoComplete="one-time-code"
        inputMode="numeric"
        maxLength={6}
        error={errors.code?.message === CODE_FORMAT ? t(CODE_FORMAT) : errors.code?.message}
        {...register('code')}
      />
    </form>
  );
}
