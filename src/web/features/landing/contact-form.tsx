import { ChevronDown } from 'lucide-react';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { PROJECT_TYPES } from '@shared/enums';
import { msg } from '@web/lib/i18n';
import { t } from '@web/lib/messages/landing';
import { card, primaryButton } from './class-names';
import {
  CONTACT_FIELDS,
  FIELD_LABELS,
  findMissingFields,
  isContactField,
  readContactForm,
  type ContactErrors,
  type ContactField,
} from './contact-fields';
import { contactSection } from './content';
import { errorId, FormField } from './form-field';
import { FormNotice, type Notice } from './form-notice';
import { submitContact } from './submit-contact';
import { useHydrated } from './use-hydrated';

const control =
  'block w-full rounded-lg border border-input bg-background px-3 text-base text-foreground shadow-xs ' +
  'transition-colors placeholder:text-muted-foreground aria-invalid:border-danger sm:text-sm';

/** The project types' names on this page (catalog keys). */
const PROJECT_TYPE_LABELS = {
  'custom-software': msg('landing.projectType.customSoftware'),
  saas: msg('landing.projectType.saas'),
  'mobile-app': msg('landing.projectType.mobileApp'),
  'web-design': msg('landing.projectType.webDesign'),
  consultation: msg('landing.projectType.consultation'),
} as const satisfies Record<(typeof PROJECT_TYPES)[number], string>;

const inputId = (field: ContactField) => `contact-${field}`;

/**
 * The fields are uncontrolled (read with FormData on submit): whatever a visitor types into the prerendered form
 * before the script arrives is kept, and typing re-renders nothing.
 */
export function ContactForm() {
  const { form: copy } = contactSection;
  const hydrated = useHydrated();
  const [errors, setErrors] = useState<ContactErrors>({});
  const [submitting, setSubmitting] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);

  const fieldProps = (field: ContactField) => ({
    id: inputId(field),
    name: field,
    required: true,
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': errors[field] ? errorId(inputId(field)) : undefined,
  });

  const clearError = (event: ChangeEvent<HTMLFormElement>) => {
    // A refusal is out of date once the visitor changes something; a confirmation stays until the next send.
    if (notice?.kind === 'error') setNotice(null);
    const { name } = event.target as { name?: string };
    if (name && isContactField(name) && errors[name]) setErrors((current) => ({ ...current, [name]: undefined }));
  };

  const showErrors = (form: HTMLFormElement, found: ContactErrors) => {
    setErrors(found);
    const first = CONTACT_FIELDS.find((field) => found[field]);
    if (first) (form.elements.namedItem(first) as HTMLElement | null)?.focus();
  };

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    setNotice(null);
    const form = event.currentTarget;
    const values = readContactForm(form);

    const missing = findMissingFields(values);
    if (Object.keys(missing).length > 0) {
      showErrors(form, missing);
      setNotice({ kind: 'error', title: t('landing.form.missingTitle'), description: t('landing.form.missingDescription') });
      return;
    }

    setErrors({});
    setSubmitting(true);
    try {
      const outcome = await submitContact(values);
      if (outcome.ok) {
        form.reset();
        setNotice({ kind: 'success', title: t('landing.form.successTitle'), description: t('landing.form.successDescription') });
      } else {
        showErrors(form, outcome.fields);
        setNotice({
          kind: 'error',
          title: t('landing.form.failedTitle'),
          description: outcome.message || t('landing.form.failedDescription'),
        });
      }
    } catch {
      setNotice({ kind: 'error', title: t('landing.form.failedTitle'), description: t('landing.form.unexpected') });
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <form
      noValidate
      aria-labelledby="contact-form-title"
      onSubmit={handleSubmit}
      onChange={clearError}
      className={`${card} p-6 shadow-xl shadow-primary/5 sm:p-8 lg:self-start`}
    >
      <h3 id="contact-form-title" className="text-2xl font-bold tracking-tight text-foreground">
        {t(copy.title)}
      </h3>
      <p className="mt-2 text-sm text-muted-foreground">{t(copy.intro)}</p>

      <div className="mt-8 grid gap-5 sm:grid-cols-2">
        <FormField id={inputId('firstName')} label={t(FIELD_LABELS.firstName)} error={errors.firstName}>
          <input {...fieldProps('firstName')} type="text" autoComplete="given-name" className={`${control} h-11`} />
        </FormField>
        <FormField id={inputId('lastName')} label={t(FIELD_LABELS.lastName)} error={errors.lastName}>
          <input {...fieldProps('lastName')} type="text" autoComplete="family-name" className={`${control} h-11`} />
        </FormField>
        <FormField id={inputId('email')} label={t(FIELD_LABELS.email)} error={errors.email}>
          <input {...fieldProps('email')} type="email" autoComplete="email" className={`${control} h-11`} />
        </FormField>
        <FormField id={inputId('company')} label={t(FIELD_LABELS.company)} error={errors.company}>
          <input {...fieldProps('company')} type="text" autoComplete="organization" className={`${control} h-11`} />
        </FormField>
        <FormField id={inputId('projectType')} label={t(FIELD_LABELS.projectType)} error={errors.projectType} className="sm:col-span-2">
          <div className="relative">
            {/* An empty required select is :invalid, which greys the placeholder without any state. */}
            <select
              {...fieldProps('projectType')}
              defaultValue=""
              className={`${control} h-11 appearance-none pr-10 invalid:text-muted-foreground [&>option]:text-foreground`}
            >
              <option value="" disabled>
                {t('landing.form.selectProjectType')}
              </option>
              {PROJECT_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(PROJECT_TYPE_LABELS[type])}
                </option>
              ))}
            </select>
            <ChevronDown
              aria-hidden
              className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted-foreground"
            />
          </div>
        </FormField>
        <FormField id={inputId('description')} label={t(FIELD_LABELS.description)} error={errors.description} className="sm:col-span-2">
          <textarea {...fieldProps('description')} rows={4} className={`${control} resize-y py-2.5`} />
        </FormField>
      </div>

      {/* Honeypot: people never see or reach it; bots that fill every field give themselves away. Hidden with a
          class, not display:none, which some bots detect and skip. */}
      <div aria-hidden className="sr-only">
        <label htmlFor="contact-website">{t('landing.form.honeypot')}</label>
        <input id="contact-website" name="website" type="text" tabIndex={-1} autoComplete="off" aria-hidden defaultValue="" />
      </div>

      {/* Disabled until the script runs: a native submit of the prerendered form would go nowhere useful. */}
      <button
        type="submit"
        disabled={!hydrated || submitting}
        className={`${primaryButton} mt-8 w-full disabled:cursor-not-allowed disabled:opacity-70`}
      >
        {submitting ? t(copy.submitting) : t(copy.submit)}
      </button>
      <FormNotice notice={notice} />
    </form>
  );
}
