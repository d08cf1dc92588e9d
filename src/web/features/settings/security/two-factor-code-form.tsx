import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { TextField } from '../../../components/text-field';
import { errorMessage, isApiError } from '../../../lib/api';

const CodeInput = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'Enter the 6-digit code from your app'),
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
      setError('code', { message: isApiError(error, 401) ? 'That code is not right. Check your app and try again.' : errorMessage(error) });
    }
  });

  return (
    <form id={formId} onSubmit={submit} noValidate>
      <TextField
        label="6-digit code"
        autoComplete="one-time-code"
        inputMode="numeric"
        maxLength={6}
        error={errors.code?.message}
        {...register('code')}
      />
    </form>
  );
}
