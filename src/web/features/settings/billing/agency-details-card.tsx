import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type Resolver } from 'react-hook-form';
import { CURRENCIES, type Currency } from '@shared/enums';
import { AgencyProfileInput, LOGO_MAX_BYTES, type AgencyProfileDto } from '@shared/schemas/billing-setup';
import { SaveButtonRow } from '../../../components/form-parts';
import { QueryBody } from '../../../components/query-body';
import { SelectField } from '../../../components/select-field';
import { Skeleton } from '../../../components/skeleton';
import { TextareaField } from '../../../components/textarea-field';
import { TextField } from '../../../components/text-field';
import { sendForm } from '../../../lib/apply-server-errors';
import { withToasts } from '../../../lib/with-toasts';
import { ImageFileField } from '../image-file-field';
import { AccountSection } from '../account-section';
import { useAgencyProfile, useRemoveLogo, useUpdateAgencyProfile, useUploadLogo } from '../api/billing-setup';

/**
 * Settings > Billing, 'Agency details' (billingSettings.manage, decision 0052): what every invoice, quote and credit note
 * prints of the agency, and the currency new clients and documents start in.
 */
export function AgencyDetailsCard() {
  const profile = useAgencyProfile();
  return (
    <AccountSection id="agency-details" title="Agency details" description="Printed on every invoice, quote and credit note.">
      <QueryBody query={profile} loading={<Skeleton className="h-64 w-full" />}>
        {(data) => (
          <div className="space-y-6">
            <LogoField profile={data} />
            <AgencyDetailsForm key={data.updatedAt} initial={data} />
          </div>
        )}
      </QueryBody>
    </AccountSection>
  );
}

type Fields = Omit<AgencyProfileDto, 'logoUrl' | 'updatedAt' | 'defaultCurrency' | 'paymentInstructionsByCurrency'>;
const TEXT_FIELDS: Array<{ key: keyof Fields; label: string; multiline?: boolean; type?: string }> = [
  { key: 'legalName', label: 'Legal name' },
  { key: 'taxId', label: 'Tax ID' },
  { key: 'address', label: 'Address', multiline: true },
  { key: 'email', label: 'Billing e-mail', type: 'email' },
  { key: 'phone', label: 'Phone' },
  { key: 'website', label: 'Website' },
  { key: 'paymentInstructions', label: 'Payment instructions', multiline: true },
  { key: 'footer', label: 'Document footer', multiline: true },
];

type AgencyValues = Record<keyof Fields, string> & { defaultCurrency: Currency; paymentInstructionsByCurrency: Record<Currency, string> };
const FIELDS = [
  ...TEXT_FIELDS.map((f) => f.key),
  'defaultCurrency',
  ...CURRENCIES.map((c) => `paymentInstructionsByCurrency.${c}` as const),
] as const;

function AgencyDetailsForm({ initial }: { initial: AgencyProfileDto }) {
  const update = useUpdateAgencyProfile();
  const { register, handleSubmit, getValues, setError, formState } = useForm<AgencyValues>({
    resolver: zodResolver(AgencyProfileInput) as unknown as Resolver<AgencyValues>,
    defaultValues: {
      ...(Object.fromEntries(TEXT_FIELDS.map((f) => [f.key, initial[f.key] ?? ''])) as Record<keyof Fields, string>),
      defaultCurrency: initial.defaultCurrency,
      paymentInstructionsByCurrency: Object.fromEntries(
        CURRENCIES.map((c) => [c, initial.paymentInstructionsByCurrency[c] ?? '']),
      ) as Record<Currency, string>,
    },
  });
  const { errors } = formState;

  const submit = handleSubmit(() =>
    sendForm(setError, FIELDS, () =>
      withToasts(() => update.mutateAsync(getValues()), { success: 'Agency details saved', failure: 'Could not save the agency details' }),
    ),
  );

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label="Agency details">
      <div className="grid gap-4 sm:grid-cols-2">
        {TEXT_FIELDS.map((field) =>
          field.multiline ? (
            <TextareaField key={field.key} label={field.label} error={errors[field.key]?.message} {...register(field.key)} />
          ) : (
            <TextField
              key={field.key}
              label={field.label}
              type={field.type ?? 'text'}
              error={errors[field.key]?.message}
              {...register(field.key)}
            />
          ),
        )}
        <SelectField
          label="Default currency"
          options={CURRENCIES}
          error={errors.defaultCurrency?.message}
          {...register('defaultCurrency')}
        />
      </div>
      <p className="text-sm text-muted-foreground">A client without a currency of its own gets its invoices in the default currency.</p>
      <fieldset className="space-y-3">
        <legend className="text-sm font-medium">Payment instructions per currency</legend>
        <p className="text-sm text-muted-foreground">
          Shown on an invoice in that currency when it cannot be paid online: on its PDF, in its e-mail and on the client&apos;s Billing
          screen. Left empty, a currency uses the payment instructions above.
        </p>
        <div className="grid gap-4 sm:grid-cols-2">
          {CURRENCIES.map((c) => (
            <TextareaField
              key={c}
              label={`Payment instructions (${c})`}
              rows={2}
              error={errors.paymentInstructionsByCurrency?.[c]?.message}
              {...register(`paymentInstructionsByCurrency.${c}`)}
            />
          ))}
        </div>
      </fieldset>
      <SaveButtonRow busy={update.isPending} busyLabel="Saving...">
        Save agency details
      </SaveButtonRow>
    </form>
  );
}

function LogoField({ profile }: { profile: AgencyProfileDto }) {
  const upload = useUploadLogo();
  const remove = useRemoveLogo();
  return (
    <ImageFileField
      preview={
        <div className="flex h-16 w-40 items-center justify-center rounded-md border border-border bg-muted/30">
          {profile.logoUrl ? (
            <img src={profile.logoUrl} alt="Agency logo" className="max-h-14 max-w-36 object-contain" />
          ) : (
            <span className="text-xs text-muted-foreground">No logo</span>
          )}
        </div>
      }
      hasImage={Boolean(profile.logoUrl)}
      accept="image/png,image/jpeg"
      fileLabel="Logo file"
      uploadLabel="Upload logo"
      hint={`PNG or JPEG, at most ${LOGO_MAX_BYTES / 1024} KB. Printed at the top of every document.`}
      check={(file) =>
        !['image/png', 'image/jpeg'].includes(file.type)
          ? 'Choose a PNG or JPEG image.'
          : file.size > LOGO_MAX_BYTES
            ? `The logo must be at most ${LOGO_MAX_BYTES / 1024} KB.`
            : null
      }
      upload={upload}
      remove={{ isPending: remove.isPending, mutateAsync: () => remove.mutateAsync(undefined) }}
      messages={{ uploaded: 'Logo uploaded', removed: 'Logo removed', removeFailed: 'Could not remove the logo' }}
    />
  );
}
