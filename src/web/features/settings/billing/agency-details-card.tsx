import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type Resolver } from 'react-hook-form';
import { CURRENCIES, type Currency } from '@shared/enums';
import { LANGUAGE_NAMES, LANGUAGES, type Language } from '@shared/i18n/languages';
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
import { msg } from '@web/lib/i18n';
import { t } from '@web/lib/messages/settings';

type SettingsKey = Parameters<typeof t>[0];

/**
 * Settings > Billing, 'Agency details' (billingSettings.manage, decision 0052): what every invoice, quote and credit note
 * prints of the agency, and the currency new clients and documents start in.
 */
export function AgencyDetailsCard() {
  const profile = useAgencyProfile();
  return (
    <AccountSection id="agency-details" title={t('settings.agency.title')} description={t('settings.agency.description')}>
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

type Fields = Omit<AgencyProfileDto, 'logoUrl' | 'updatedAt' | 'defaultCurrency' | 'paymentInstructionsByCurrency' | 'textsByLanguage'>;
const TEXT_FIELDS: Array<{ key: keyof Fields; label: SettingsKey; multiline?: boolean; type?: string }> = [
  { key: 'legalName', label: msg('settings.agency.legalName') },
  { key: 'taxId', label: msg('settings.agency.taxId') },
  { key: 'address', label: msg('settings.agency.address'), multiline: true },
  { key: 'email', label: msg('settings.agency.email'), type: 'email' },
  { key: 'phone', label: msg('settings.agency.phone') },
  { key: 'website', label: msg('settings.agency.website') },
  { key: 'paymentInstructions', label: msg('settings.agency.paymentInstructions'), multiline: true },
  { key: 'footer', label: msg('settings.agency.footer'), multiline: true },
];

/** The texts a language may have of its own (decision 0132). */
const LANGUAGE_TEXTS = ['paymentInstructions', 'footer'] as const;
const LANGUAGE_TEXT_LABELS = {
  paymentInstructions: msg('settings.agency.paymentInstructionsInLanguage'),
  footer: msg('settings.agency.footerInLanguage'),
} as const;
type LanguageTexts = Record<(typeof LANGUAGE_TEXTS)[number], string>;

type AgencyValues = Record<keyof Fields, string> & {
  defaultCurrency: Currency;
  paymentInstructionsByCurrency: Record<Currency, string>;
  textsByLanguage: Record<Language, LanguageTexts>;
};
const FIELDS = [
  ...TEXT_FIELDS.map((f) => f.key),
  'defaultCurrency',
  ...CURRENCIES.map((c) => `paymentInstructionsByCurrency.${c}` as const),
  ...LANGUAGES.flatMap((l) => LANGUAGE_TEXTS.map((text) => `textsByLanguage.${l}.${text}` as const)),
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
      textsByLanguage: Object.fromEntries(
        LANGUAGES.map((l) => [
          l,
          { paymentInstructions: initial.textsByLanguage[l]?.paymentInstructions ?? '', footer: initial.textsByLanguage[l]?.footer ?? '' },
        ]),
      ) as Record<Language, LanguageTexts>,
    },
  });
  const { errors } = formState;

  const submit = handleSubmit(() =>
    sendForm(setError, FIELDS, () =>
      withToasts(() => update.mutateAsync(getValues()), { success: t('settings.agency.saved'), failure: t('settings.agency.saveFailed') }),
    ),
  );

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label={t('settings.agency.title')}>
      <div className="grid gap-4 sm:grid-cols-2">
        {TEXT_FIELDS.map((field) =>
          field.multiline ? (
            <TextareaField key={field.key} label={t(field.label)} error={errors[field.key]?.message} {...register(field.key)} />
          ) : (
            <TextField
              key={field.key}
              label={t(field.label)}
              type={field.type ?? 'text'}
              error={errors[field.key]?.message}
              {...register(field.key)}
            />
          ),
        )}
        <SelectField
          label={t('settings.agency.defaultCurrency')}
          options={CURRENCIES}
          error={errors.defaultCurrency?.message}
          {...register('defaultCurrency')}
        />
      </div>
      <p className="text-sm text-muted-foreground">{t('settings.agency.defaultCurrencyHint')}</p>
      <fieldset className="space-y-3">
        <legend className="text-sm font-medium">{t('settings.agency.perCurrency')}</legend>
        <p className="text-sm text-muted-foreground">{t('settings.agency.perCurrencyHint')}</p>
        <div className="grid gap-4 sm:grid-cols-2">
          {CURRENCIES.map((c) => (
            <TextareaField
              key={c}
              label={t('settings.agency.paymentInstructionsIn', { currency: c })}
              rows={2}
              error={errors.paymentInstructionsByCurrency?.[c]?.message}
              {...register(`paymentInstructionsByCurrency.${c}`)}
            />
          ))}
        </div>
      </fieldset>
      <fieldset className="space-y-3">
        <legend className="text-sm font-medium">{t('settings.agency.perLanguage')}</legend>
        <p className="text-sm text-muted-foreground">{t('settings.agency.perLanguageHint')}</p>
        <div className="grid gap-4 sm:grid-cols-2">
          {LANGUAGES.flatMap((l) =>
            LANGUAGE_TEXTS.map((text) => (
              <TextareaField
                key={`${l}.${text}`}
                label={t(LANGUAGE_TEXT_LABELS[text], { language: LANGUAGE_NAMES[l] })}
                rows={2}
                error={errors.textsByLanguage?.[l]?.[text]?.message}
                {...register(`textsByLanguage.${l}.${text}`)}
              />
            )),
          )}
        </div>
      </fieldset>
      <SaveButtonRow busy={update.isPending} busyLabel={t('settings.agency.saving')}>
        {t('settings.agency.save')}
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
            <img src={profile.logoUrl} alt={t('settings.agency.logoAlt')} className="max-h-14 max-w-36 object-contain" />
          ) : (
            <span className="text-xs text-muted-foreground">{t('settings.agency.noLogo')}</span>
          )}
        </div>
      }
      hasImage={Boolean(profile.logoUrl)}
      accept="image/png,image/jpeg"
      fileLabel={t('settings.agency.logoFile')}
      uploadLabel={t('settings.agency.uploadLogo')}
      hint={t('settings.agency.logoHint', { kb: LOGO_MAX_BYTES / 1024 })}
      check={(file) =>
        !['image/png', 'image/jpeg'].includes(file.type)
          ? t('settings.agency.logoType')
          : file.size > LOGO_MAX_BYTES
            ? t('settings.agency.logoTooLarge', { kb: LOGO_MAX_BYTES / 1024 })
            : null
      }
      upload={upload}
      remove={{ isPending: remove.isPending, mutateAsync: () => remove.mutateAsync(undefined) }}
      messages={{
        uploaded: t('settings.agency.logoUploaded'),
        removed: t('settings.agency.logoRemoved'),
        removeFailed: t('settings.agency.logoRemoveFailed'),
      }}
    />
  );
}
