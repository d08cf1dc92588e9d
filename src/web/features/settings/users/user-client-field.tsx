import type { FieldError, UseFormRegister } from 'react-hook-form';
import { SelectField } from '../../../components/select-field';
import type { PersonValues } from '../../../components/person-form';
import { useClientChoices } from '../api/users';
import { t } from '@web/lib/messages/settings';

/** Add User's Client select, for a client role: the company the new client user belongs to. */
export function UserClientField({ register, error }: { register: UseFormRegister<PersonValues>; error: FieldError | undefined }) {
  const clients = useClientChoices(true);
  return (
    // Unregistered when hidden (a staff role), so a client picked before is not sent with a staff role.
    <SelectField
      label={t('settings.users.clientLabel')}
      className="sm:col-span-2"
      error={error?.message}
      {...register('clientId', { shouldUnregister: true })}
    >
      <option value="">{clients.isPending ? t('settings.users.loadingClients') : t('settings.users.selectClient')}</option>
      {(clients.data ?? []).map((client) => (
        <option key={client.id} value={client.id}>
          {client.name}
        </option>
      ))}
    </SelectField>
  );
}
