import { useForm } from 'react-hook-form';
import { API_KEY_NAME_MAX, CreateApiKeyInput, type CreatedApiKey } from '@shared/schemas/api-keys';
import { FormAlert } from '../../../components/form-alert';
import { FormDialog } from '../../../components/form-dialog';
import { TextField } from '../../../components/text-field';
import { sendForm } from '../../../lib/apply-server-errors';
import { bodyResolver } from '../../../lib/body-resolver';
import { useCreateApiKey } from '../api/api-keys';
import { t } from '@web/lib/messages/account';

interface ApiKeyCreateDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCreated: (created: CreatedApiKey) => void;
}

/** The name, and the last day the key works ('' for none), as typed. */
interface KeyFormValues {
  name: string;
  expiresAt: string;
}

/** The last moment of the chosen day, in the user's own time zone, as the server's ISO date-time. */
const endOfDay = (day: string) => new Date(`${day}T23:59:59.999`).toISOString();
const tomorrow = () => {
  const date = new Date(Date.now() + 24 * 60 * 60 * 1000);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
};
const toInput = (values: KeyFormValues): CreateApiKeyInput => ({
  name: values.name,
  expiresAt: values.expiresAt ? endOfDay(values.expiresAt) : null,
});
const keyResolver = bodyResolver(() => CreateApiKeyInput, toInput);

/** "Create API key": a name and an optional last day; the key itself is shown by the caller, once. */
export function ApiKeyCreateDialog({ open, onOpenChange, onCreated }: ApiKeyCreateDialogProps) {
  const create = useCreateApiKey();
  const { register, handleSubmit, getValues, setError, reset, formState } = useForm<KeyFormValues>({
    resolver: keyResolver,
    defaultValues: { name: '', expiresAt: '' },
  });
  const { errors } = formState;

  const close = (next: boolean) => {
    onOpenChange(next);
    if (!next) reset();
  };

  // No toast here: a refusal the fields do not name is said in the dialog.
  const submit = handleSubmit(() =>
    sendForm(setError, ['name', 'expiresAt'], () => create.mutateAsync(toInput(getValues())), {
      formMessage: 'any',
      onSent: (created) => {
        close(false);
        onCreated(created);
      },
    }),
  );

  return (
    <FormDialog
      open={open}
      onOpenChange={close}
      title={t('account.apiKeys.createTitle')}
      description={t('account.apiKeys.createDescription')}
      busy={create.isPending}
      submitLabel={t('account.apiKeys.createKey')}
      onSubmit={submit}
      formClassName="space-y-4"
    >
      <TextField
        label={t('account.apiKeys.name')}
        maxLength={API_KEY_NAME_MAX}
        placeholder={t('account.apiKeys.namePlaceholder')}
        error={errors.name?.message}
        autoFocus
        {...register('name')}
      />
      <TextField
        label={t('account.apiKeys.expires')}
        type="date"
        min={tomorrow()}
        error={errors.expiresAt?.message}
        {...register('expiresAt')}
      />
      <p className="text-sm text-muted-foreground">{t('account.apiKeys.noDateHint')}</p>
      <FormAlert errors={errors} />
    </FormDialog>
  );
}
