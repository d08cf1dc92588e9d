import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { CLIENT_STATUSES, CURRENCIES, INDUSTRIES } from '@shared/enums';
import { LANGUAGE_NAMES, LANGUAGES, LOCALES, languageOf } from '@shared/i18n/languages';
import { CLIENT_FIELD_NAMES, CreateClientInput } from '@shared/schemas/clients';
import { SelectField } from '../../components/select-field';
import { TextField } from '../../components/text-field';
import { TextareaField } from '../../components/textarea-field';
import { applyServerErrors } from '../../lib/apply-server-errors';
import { activeLanguage } from '../../lib/i18n';
import { t } from '../../lib/messages/clients';
import { statusText } from '@web/lib/status-text';
import type { ClientFormValues } from './client-form-values';
import { industryLabel } from './client-words';

export type ClientPayload = ReturnType<typeof CreateClientInput.parse>;

interface ClientFormProps {
  id: string;
  defaultValues: ClientFormValues;
  /** Saves; a thrown ApiError with `fields` puts its messages under the fields. */
  onSubmit: (payload: ClientPayload) => Promise<void>;
}

/** A locale's name in the language the screen shows ('Spanish (Mexico)'). */
function localeName(locale: string): string {
  return new Intl.DisplayNames([activeLanguage()], { type: 'language' }).of(locale) ?? locale;
}

/** The client's fields, shared by Add New Client and Edit Client; the dialog holds the buttons. */
export function ClientForm({ id, defaultValues, onSubmit }: ClientFormProps) {
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors },
  } = useForm({ resolver: zodResolver(CreateClientInput), defaultValues });
  const language = watch('language');

  const submit = handleSubmit(async (payload) => {
    try {
      await onSubmit(payload);
    } catch (error) {
      applyServerErrors(error, CLIENT_FIELD_NAMES, setError);
    }
  });

  return (
    <form id={id} onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2">
      <TextField label={t('clients.field.companyName')} autoFocus error={errors.name?.message} {...register('name')} />
      <TextField label={t('clients.field.contactPerson')} error={errors.contactPerson?.message} {...register('contactPerson')} />
      <TextField label={t('clients.field.email')} type="email" autoComplete="off" error={errors.email?.message} {...register('email')} />
      <TextField label={t('clients.field.phone')} type="tel" error={errors.phone?.message} {...register('phone')} />
      <TextField
        label={t('clients.field.website')}
        type="url"
        placeholder="https://example.com"
        error={errors.website?.message}
        {...register('website')}
      />
      <SelectField
        label={t('clients.field.industry')}
        error={errors.industry?.message}
        {...register('industry')}
        options={INDUSTRIES}
        optionLabel={industryLabel}
      >
        <option value="">{t('clients.field.selectIndustry')}</option>
      </SelectField>
      <SelectField
        label={t('clients.field.status')}
        error={errors.status?.message}
        {...register('status')}
        options={CLIENT_STATUSES}
        optionLabel={(s) => statusText('client', s)}
      />
      <TextareaField
        label={t('clients.field.billingAddress')}
        className="sm:col-span-2"
        rows={2}
        error={errors.billingAddress?.message}
        {...register('billingAddress')}
      />
      <TextField label={t('clients.field.taxId')} error={errors.taxId?.message} {...register('taxId')} />
      <SelectField label={t('clients.field.currency')} error={errors.currency?.message} {...register('currency')} options={CURRENCIES}>
        <option value="">{t('clients.field.agencyDefault')}</option>
      </SelectField>
      <SelectField
        label={t('clients.form.language')}
        error={errors.language?.message}
        {...register('language')}
        options={LANGUAGES}
        optionLabel={(l) => LANGUAGE_NAMES[l]}
      />
      <SelectField
        label={t('clients.form.locale')}
        error={errors.locale?.message}
        {...register('locale')}
        options={LOCALES.filter((l) => languageOf(l) === language)}
        optionLabel={localeName}
      >
        <option value="">{t('clients.form.defaultLocale')}</option>
      </SelectField>
      {/* Copied onto each new invoice of the client (decision 0095). */}
      <TextField label={t('clients.field.poNumber')} error={errors.poNumber?.message} {...register('poNumber')} />
      <TextField
        label={t('clients.field.paymentTermsDays')}
        type="number"
        min={0}
        max={365}
        error={errors.paymentTermsDays?.message}
        {...register('paymentTermsDays', { setValueAs: (v: unknown) => (v === '' || v === null ? '' : Number(v)) })}
      />
      <TextareaField label={t('clients.field.notes')} className="sm:col-span-2" error={errors.notes?.message} {...register('notes')} />
    </form>
  );
}
