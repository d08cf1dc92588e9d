import { useState, type FormEvent } from 'react';
import { API_KEY_NAME_MAX, type CreatedApiKey } from '@shared/schemas/api-keys';
import { FormDialog } from '../../../components/form-dialog';
import { TextField } from '../../../components/text-field';
import { isApiError } from '../../../lib/api';
import { useCreateApiKey } from '../api/api-keys';

interface ApiKeyCreateDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCreated: (created: CreatedApiKey) => void;
}

/** The last moment of the chosen day, in the user's own time zone, as the server's ISO date-time. */
const endOfDay = (day: string) => new Date(`${day}T23:59:59.999`).toISOString();
const tomorrow = () => {
  const date = new Date(Date.now() + 24 * 60 * 60 * 1000);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
};

/** "Create API key": a name and an optional last day; the key itself is shown by the caller, once. */
export function ApiKeyCreateDialog({ open, onOpenChange, onCreated }: ApiKeyCreateDialogProps) {
  const create = useCreateApiKey();
  const [name, setName] = useState('');
  const [expires, setExpires] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});

  const close = (next: boolean) => {
    onOpenChange(next);
    if (!next) {
      setName('');
      setExpires('');
      setErrors({});
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return setErrors({ name: 'Give the key a name' });
    create.mutate(
      { name, expiresAt: expires ? endOfDay(expires) : null },
      {
        onSuccess: (created) => {
          close(false);
          onCreated(created);
        },
        onError: (error) => setErrors(isApiError(error, 400) && error.fields ? error.fields : { form: error.message }),
      },
    );
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={close}
      title="Create API key"
      description="A script using the key acts as you, with exactly your rights. Name it after where it will be used."
      formId="api-key-form"
      busy={create.isPending}
      submitLabel="Create key"
    >
      <form id="api-key-form" onSubmit={submit} className="space-y-4" noValidate>
        <TextField
          label="Name"
          value={name}
          onChange={(e) => setName(e.target.value)}
          maxLength={API_KEY_NAME_MAX}
          placeholder="e.g. Nightly export"
          error={errors.name}
          autoFocus
        />
        <TextField
          label="Expires (optional)"
          type="date"
          value={expires}
          min={tomorrow()}
          onChange={(e) => setExpires(e.target.value)}
          error={errors.expiresAt}
        />
        <p className="text-sm text-muted-foreground">Without a date the key works until you revoke it.</p>
        {errors.form && (
          <p role="alert" className="text-sm text-danger">
            {errors.form}
          </p>
        )}
      </form>
    </FormDialog>
  );
}
