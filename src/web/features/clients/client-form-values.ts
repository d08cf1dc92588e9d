/** The client form's values: what the fields hold (strings, '' for empty); the shared schema turns '' into null. */
import type { ClientStatus, Currency, INDUSTRIES } from '@shared/enums';
import type { Language, Locale } from '@shared/i18n/languages';
import type { Client } from '@shared/schemas/clients';

export interface ClientFormValues {
  name: string;
  contactPerson: string;
  email: string;
  phone: string;
  website: string;
  industry: '' | (typeof INDUSTRIES)[number];
  status: ClientStatus;
  billingAddress: string;
  taxId: string;
  currency: '' | Currency;
  /** What everything sent to the company is written in; '' locale: the language's usual one. */
  language: Language;
  locale: '' | Locale;
  poNumber: string;
  /** '' : none; read as a number by the field. */
  paymentTermsDays: '' | number;
  notes: string;
}

/** The list's Add Client form starts as a prospect (docs/product.md, Screens and access). */
export const EMPTY_CLIENT_FORM: ClientFormValues = {
  name: '',
  contactPerson: '',
  email: '',
  phone: '',
  website: '',
  industry: '',
  status: 'prospect',
  billingAddress: '',
  taxId: '',
  currency: '',
  language: 'en',
  locale: '',
  poNumber: '',
  paymentTermsDays: '',
  notes: '',
};

export function clientToFormValues(client: Client): ClientFormValues {
  return {
    name: client.name,
    contactPerson: client.contactPerson,
    email: client.email,
    phone: client.phone ?? '',
    website: client.website ?? '',
    industry: client.industry ?? '',
    status: client.status,
    billingAddress: client.billingAddress ?? '',
    taxId: client.taxId ?? '',
    currency: client.currency ?? '',
    language: client.language,
    locale: client.locale ?? '',
    poNumber: client.poNumber ?? '',
    paymentTermsDays: client.paymentTermsDays ?? '',
    notes: client.notes ?? '',
  };
}
