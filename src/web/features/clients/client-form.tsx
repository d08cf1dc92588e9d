import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { CLIENT_STATUSES, CURRENCIES, INDUSTRIES } from '@shared/enums';
import { CLIENT_FIELD_NAMES, CreateClientInput } from '@shared/schemas/clients';
import { SelectField } from '../../components/select-field';
import { TextField } from '../../components/text-field';
import { TextareaField } from '../../components/textarea-field';
import { applyServerErrors } from '../../lib/apply-server-errors';
import { statusLabel } from '@shared/status-display';
import type { ClientFormValues } from './client-form-values';

export type ClientPayload = ReturnType<typeof CreateClientInput.parse>;

interface ClientFormProps {
  id: string;
  defaultValues: ClientFormValues;
  /** Saves; a thrown ApiError with `fields` puts its messages under the fields. */
  onSubmit: (payload: ClientPayload) => Promise<void>;
}

/** The client's fields, shared by Add New Client and Edit Client; the dialog holds the buttons. */
export function ClientForm({ id, defaultValues, onSubmit }: ClientFormProps) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({ resolver: zodResolver(CreateClientInput), defaultValues });

  const submit = handleSubmit(async (payload) => {
    try {
      await onSubmit(payload);
    } catch (error) {
      applyServerErrors(error, CLIENT_FIELD_NAMES, setError);
    }
  });

  return (
    <form id={id} onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2">
      <TextField label="Company Name" autoFocus error={errors.name?.message} {...register('name')} />
      <TextField label="Contact Person" error={errors.contactPerson?.message} {...register('contactPerson')} />
      <TextField label="Email" type="email" autoComplete="off" error={errors.email?.message} {...register('email')} />
      <TextField label="Phone" type="tel" error={errors.phone?.message} {...register('phone')} />
      <TextField label="Website" type="url" placeholder="https://example.com" error={errors.website?.message} {...register('website')} />
      <SelectField label="Industry" error={errors.industry?.message} {...register('industry')} options={INDUSTRIES}>
        <option value="">Select industry</option>
      </SelectField>
      <SelectField
        label="Status"
        error={errors.status?.message}
        {...register('status')}
        options={CLIENT_STATUSES}
        optionLabel={(s) => statusLabel('client', s)}
      />
      <TextareaField
        label="Billing Address"
        className="sm:col-span-2"
        rows={2}
        error={errors.billingAddress?.message}
        {...register('billingAddress')}
      />
      <TextField label="Tax ID" error={errors.taxId?.message} {...register('taxId')} />
      <SelectField label="Currency" error={errors.currency?.message} {...register('currency')} options={CURRENCIES}>
        <option value="">Agency default</option>
      </SelectField>
      {/* Copied onto each new invoice of the client (decision 0095). */}
      <TextField label="PO Number" error={errors.poNumber?.message} {...register('poNumber')} />
      <TextField
        label="Payment Terms (days)"
        type="number"
        min={0}
        max={365}
        error={errors.paymentTermsDays?.message}
        {...register('paymentTermsDays', { setValueAs: (v: unknown) => (v === '' || v === null ? '' : Number(v)) })}
      />
      <TextareaField label="Notes" className="sm:col-span-2" error={errors.notes?.message} {...register('notes')} />
    </form>
  );
}
