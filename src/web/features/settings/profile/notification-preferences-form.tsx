import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from '../../../lib/toast';
import {
  NOTIFICATION_CHANNEL_LABELS,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_KIND_LABELS,
  NotificationPreferencesInput,
  type NotificationPreferences,
} from '@shared/schemas/notifications';
import { SaveButtonRow } from '../../../components/form-parts';
import { SelectField } from '../../../components/select-field';
import { errorMessage } from '../../../lib/api';
import { applyServerErrors } from '../../../lib/apply-server-errors';
import { useSaveNotificationPreferences } from '../api/notification-preferences';

interface NotificationPreferencesFormProps {
  preferences: NotificationPreferences;
  onSaved: () => void;
}

type Values = NotificationPreferencesInput;

export function NotificationPreferencesForm({ preferences, onSaved }: NotificationPreferencesFormProps) {
  const save = useSaveNotificationPreferences();
  const kinds = preferences.items.map((i) => i.kind);
  const initial = Object.fromEntries(preferences.items.map((i) => [i.kind, i.channel])) as Values;
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<Values>({ resolver: zodResolver(NotificationPreferencesInput), defaultValues: initial });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync(values);
      reset(Object.fromEntries(saved.items.map((i) => [i.kind, i.channel])) as Values);
      onSaved();
    } catch (error) {
      if (!applyServerErrors(error, kinds, setError))
        toast.error('Could not save notification settings', { description: errorMessage(error) });
    }
  });

  const busy = isSubmitting || save.isPending;
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        {preferences.items.map(({ kind }) => (
          <div key={kind} className="space-y-1">
            <SelectField label={NOTIFICATION_KIND_LABELS[kind].label} error={errors[kind]?.message} {...register(kind)}>
              {NOTIFICATION_CHANNELS.map((channel) => (
                <option key={channel} value={channel}>
                  {NOTIFICATION_CHANNEL_LABELS[channel]}
                </option>
              ))}
            </SelectField>
            <p className="text-xs text-muted-foreground">{NOTIFICATION_KIND_LABELS[kind].description}</p>
          </div>
        ))}
      </div>
      <SaveButtonRow busy={busy} disabled={!isDirty}>
        Save notification settings
      </SaveButtonRow>
    </form>
  );
}
