import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from '../../../lib/toast';
import {
  EMAIL_DELIVERY_MODES,
  NOTIFICATION_CHANNELS,
  NotificationPreferencesInput,
  type NotificationPreferences,
} from '@shared/schemas/notifications';
import { t } from '@web/lib/messages/account';
import { SaveButtonRow } from '../../../components/form-parts';
import { SelectField } from '../../../components/select-field';
import { errorMessage } from '../../../lib/api';
import { applyServerErrors } from '../../../lib/apply-server-errors';
import { useSaveNotificationPreferences } from '../api/notification-preferences';
import { channelLabel, deliveryLabel, kindDescription, kindLabel } from './notification-labels';

interface NotificationPreferencesFormProps {
  preferences: NotificationPreferences;
  onSaved: () => void;
}

type Values = NotificationPreferencesInput;

export function NotificationPreferencesForm({ preferences, onSaved }: NotificationPreferencesFormProps) {
  const save = useSaveNotificationPreferences();
  const kinds = preferences.items.map((i) => i.kind);
  const valuesOf = (p: NotificationPreferences) =>
    ({ ...Object.fromEntries(p.items.map((i) => [i.kind, i.channel])), delivery: p.delivery }) as Values;
  const initial = valuesOf(preferences);
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
      reset(valuesOf(saved));
      onSaved();
    } catch (error) {
      if (!applyServerErrors(error, [...kinds, 'delivery'], setError))
        toast.error(t('account.notifications.saveFailed'), { description: errorMessage(error) });
    }
  });

  const busy = isSubmitting || save.isPending;
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
        {preferences.items.map(({ kind }) => (
          <div key={kind} className="space-y-1">
            <SelectField label={kindLabel(kind)} error={errors[kind]?.message} {...register(kind)}>
              {NOTIFICATION_CHANNELS.map((channel) => (
                <option key={channel} value={channel}>
                  {channelLabel(channel)}
                </option>
              ))}
            </SelectField>
            <p className="text-xs text-muted-foreground">{kindDescription(kind)}</p>
          </div>
        ))}
      </div>
      <div className="max-w-sm space-y-1">
        <SelectField label={t('account.notifications.deliveryLabel')} error={errors.delivery?.message} {...register('delivery')}>
          {EMAIL_DELIVERY_MODES.map((mode) => (
            <option key={mode} value={mode}>
              {deliveryLabel(mode)}
            </option>
          ))}
        </SelectField>
        <p className="text-xs text-muted-foreground">{t('account.notifications.deliveryHint')}</p>
      </div>
      <SaveButtonRow busy={busy} disabled={!isDirty}>
        {t('account.notifications.save')}
      </SaveButtonRow>
    </form>
  );
}
