/**
 * The contact form's fields and the browser-side check. Only "is it filled in" is checked here: the format rules
 * (valid e-mail, lengths, known project type) live once, in the server's schema, and come back as field messages —
 * which keeps zod out of the landing bundle.
 */
import type { ContactSubmissionInput } from '@shared/schemas/leads';
import { msg } from '@web/lib/i18n';
import { t, type LandingKey } from '@web/lib/messages/landing';

export const CONTACT_FIELDS = ['firstName', 'lastName', 'email', 'company', 'projectType', 'description'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

/** Keyed by the request body's names, so a renamed schema field fails type-checking here. */
export type ContactValues = Record<keyof ContactSubmissionInput, string>;
export type ContactErrors = Partial<Record<ContactField, string>>;

/** Catalog keys, translated where shown. */
export const FIELD_LABELS: Record<ContactField, LandingKey> = {
  firstName: msg('landing.form.firstName'),
  lastName: msg('landing.form.lastName'),
  email: msg('landing.form.email'),
  company: msg('landing.form.company'),
  projectType: msg('landing.form.projectType'),
  description: msg('landing.form.description'),
};

/** The form's current values, by field name (the inputs are uncontrolled). */
export function readContactForm(form: HTMLFormElement): ContactValues {
  const data = new FormData(form);
  const read = (name: keyof ContactValues) => String(data.get(name) ?? '');
  return {
    firstName: read('firstName'),
    lastName: read('lastName'),
    email: read('email'),
    company: read('company'),
    projectType: read('projectType'),
    description: read('description'),
    website: read('website'),
  };
}

export function findMissingFields(values: ContactValues): ContactErrors {
  const errors: ContactErrors = {};
  for (const field of CONTACT_FIELDS) {
    if (!values[field].trim()) errors[field] = t('landing.form.required', { field: t(FIELD_LABELS[field]) });
  }
  return errors;
}

export function isContactField(name: string): name is ContactField {
  return (CONTACT_FIELDS as readonly string[]).includes(name);
}
