/** Clients, their portal users and their activity: inputs (shared by forms and server) and response shapes. */
import { z } from 'zod';
import { LANGUAGES, LOCALES } from '../i18n/languages';
import { CLIENT_STATUSES, CURRENCIES, INDUSTRIES, USER_STATUSES } from '../enums';
import type { ClientCan } from '../policies/clients';
import { keysOf } from '../keys-of';
import { CLIENT_ROLES, type ClientRole } from '../roles';
import {
  ONE_LINE,
  oneLineMessage,
  optionalSingleLine,
  optionalText,
  paymentTermsField,
  poNumberField,
  singleLine,
  type FieldLabel,
} from './fields';
import { ListQuery } from './list';
import { pageOf, PersonRef } from './refs';

export const requiredEmail = z
  .string({ error: 'validation.common.emailRequired' })
  .trim()
  .min(1, 'validation.common.emailRequired')
  .max(254, 'validation.clients.emailMost254Characters')
  .pipe(z.email('validation.common.enterValidEmailAddress'))
  .transform((v) => v.toLowerCase());

/** The form's type="url" field: '' means none; anything else must be an http(s) address. */
const optionalUrl = z
  .string()
  .trim()
  .max(500, 'validation.clients.websiteMost500Characters')
  .regex(ONE_LINE, oneLineMessage('validation.label.website'))
  .nullish()
  .transform((v) => (v ? v : null))
  .refine((v) => v === null || isHttpUrl(v), 'validation.clients.enterValidUrlStarting');

export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}

const optionalIndustry = z
  .union([z.literal(''), z.enum(INDUSTRIES)], { error: 'validation.clients.unknownIndustry' })
  .nullish()
  .transform((v) => (v ? v : null));

const clientFields = {
  name: singleLine('validation.label.companyName'),
  contactPerson: singleLine('validation.label.contactPerson'),
  email: requiredEmail,
  phone: optionalSingleLine('validation.label.phone', 50),
  website: optionalUrl,
  industry: optionalIndustry,
  status: z.enum(CLIENT_STATUSES, { error: 'validation.common.unknownStatus' }),
  billingAddress: optionalText('validation.label.billingAddress', 1000),
  /** Printed under the client's name on its documents. */
  taxId: optionalSingleLine('validation.label.taxId', 60),
  /** Its documents' currency; '' or null: the agency's default (Settings > Billing). */
  currency: z
    .union([z.literal(''), z.enum(CURRENCIES)], { error: 'validation.common.unknownCurrency' })
    .nullish()
    .transform((v) => (v ? v : null)),
  /** Copied onto each new invoice of the client unless the invoice says otherwise; '' or null: none. */
  poNumber: poNumberField()
    .nullish()
    .transform((v) => (v ? v : null)),
  paymentTermsDays: z
    .union([z.literal(''), paymentTermsField()], { error: 'validation.clients.paymentTermsWholeNumber' })
    .nullish()
    .transform((v) => (v === '' || v === undefined ? null : v)),
  notes: optionalText('validation.label.notes', 10_000),
  /** What everything sent to the company is written in, and its portal users' default language. */
  language: z.enum(LANGUAGES, { error: 'Unknown language' }).optional(),
  /** How its documents write dates and amounts; '' or null: the language's default. */
  locale: z
    .union([z.literal(''), z.enum(LOCALES)], { error: 'Unknown locale' })
    .nullish()
    .transform((v) => (v ? v : null)),
};

/** The fields a client's form and update hold, by name: what an update may set, and where the server's errors show. */
export const CLIENT_FIELD_NAMES = keysOf(clientFields);

/** The list's Add Client form defaults to prospect (docs/product.md, Screens and access). */
export const CreateClientInput = z.strictObject({ ...clientFields, status: clientFields.status.default('prospect') });
export type CreateClientInput = z.input<typeof CreateClientInput>;

/** Whether the client's primary contacts manage their colleagues in the portal (decision 0111): set on the Users tab. */
const contactsManageColleagues = z.boolean({ error: 'validation.clients.contactsmanagecolleaguesTrueFalse' });

/** What is not sent stays as it is. */
export const UpdateClientInput = z.strictObject({ ...clientFields, contactsManageColleagues }).partial();
export type UpdateClientInput = z.input<typeof UpdateClientInput>;

export const ClientListQuery = ListQuery.extend({
  status: z.enum(CLIENT_STATUSES, { error: 'validation.common.unknownStatus' }).optional(),
  industry: z.enum(INDUSTRIES, { error: 'validation.clients.unknownIndustry' }).optional(),
});
export type ClientListQuery = z.infer<typeof ClientListQuery>;

/** The CSV export takes the list's filters, without paging. */
export const ClientExportQuery = ClientListQuery.omit({ page: true, pageSize: true });
export type ClientExportQuery = z.infer<typeof ClientExportQuery>;

export const Client = z
  .object({
    id: z.string(),
    name: z.string(),
    contactPerson: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    website: z.string().nullable(),
    industry: z.enum(INDUSTRIES).nullable(),
    status: z.enum(CLIENT_STATUSES),
    billingAddress: z.string().nullable(),
    taxId: z.string().nullable(),
    currency: z.enum(CURRENCIES).nullable(),
    language: z.enum(LANGUAGES),
    locale: z.enum(LOCALES).nullable(),
    /** Defaults of each new invoice of the client (decision 0095). */
    poNumber: z.string().nullable(),
    paymentTermsDays: z.number().int().nullable(),
    /** The agency's own remarks: null for client users. */
    notes: z.string().nullable(),
    /** Its primary contacts invite, deactivate and remove their colleagues in the portal (decision 0111). */
    contactsManageColleagues: z.boolean(),
    createdAt: z.string(),
    /** What the caller may do with it, from the shared policy (src/shared/policies/clients.ts). */
    can: z.object({ edit: z.boolean(), delete: z.boolean(), manageUsers: z.boolean() }) satisfies z.ZodType<ClientCan>,
  })
  .meta({ id: 'Client' });
export type Client = z.infer<typeof Client>;

export const ClientList = pageOf(Client);
export type ClientList = z.infer<typeof ClientList>;

export const ClientOverview = z
  .object({
    /** Projects of this client with status active (within the caller's project scope). */
    activeProjects: z.number(),
    /**
     * The ledger's invoiced and paid of the client's issued invoices per currency (decision 0096), never converted: the
     * client's own currency first (zeros when it has no invoice yet), then every other it has invoices in; null for
     * those who may not view financials.
     */
    money: z.array(z.object({ currency: z.enum(CURRENCIES), invoicedMinor: z.number().int(), paidMinor: z.number().int() })).nullable(),
    /** Tasks pending or in progress, overdue ones included (overdue is a marker, not a status: decision 0025). */
    openTasks: z.number(),
    /** Distinct developers, designers and managers managing or assigned to the client's projects. */
    teamMembers: z.number(),
  })
  .meta({ id: 'ClientOverview' });
export type ClientOverview = z.infer<typeof ClientOverview>;

export const ClientDetail = Client.extend({ overview: ClientOverview }).meta({ id: 'ClientDetail' });
export type ClientDetail = z.infer<typeof ClientDetail>;

export const ClientActivity = z.object({
  id: z.string(),
  action: z.string(),
  entityType: z.string(),
  entityId: z.string().nullable(),
  summary: z.string(),
  actor: PersonRef.nullable(),
  createdAt: z.string(),
});
export type ClientActivity = z.infer<typeof ClientActivity>;

export const ClientActivityQuery = z.strictObject({
  page: ListQuery.shape.page,
  pageSize: z.coerce
    .number()
    .int('validation.common.pagesizeWholeNumber')
    .min(1, 'validation.common.pagesize1More')
    .max(100, 'validation.clients.pagesizeMost100')
    .default(20),
});
export type ClientActivityQuery = z.infer<typeof ClientActivityQuery>;

export const ClientActivityList = pageOf(ClientActivity);
export type ClientActivityList = z.infer<typeof ClientActivityList>;

// --- Client users (the client detail's Users tab) ---

export const CLIENT_USER_ROLE_LABELS: Record<ClientRole, string> = {
  client_primary: 'Primary Contact',
  client_additional: 'Additional Contact',
};

const personName = (label: FieldLabel) => singleLine(label, 100);

const clientUserFields = {
  firstName: personName('validation.label.firstName'),
  lastName: personName('validation.label.lastName'),
  role: z.enum(CLIENT_ROLES, { error: 'validation.clients.choosePrimaryContactAdditional' }),
  status: z.enum(USER_STATUSES, { error: 'validation.common.unknownStatus' }),
};

/**
 * Either a password now, or an invitation e-mail with a single-use link to choose one (`invite: true`). An invited
 * user is 'pending' until they set their password.
 */
export const CreateClientUserInput = z
  .strictObject({
    ...clientUserFields,
    email: requiredEmail,
    role: clientUserFields.role.default('client_additional'),
    status: clientUserFields.status.default('active'),
    invite: z.boolean({ error: 'validation.common.inviteTrueFalse' }).default(false),
    password: z.string().max(256, 'validation.common.passwordMost256Characters').optional(),
  })
  // `when` runs the check even if another field failed, so an empty form names every missing field at once; the value
  // may then be the raw input, hence the defensive reads.
  .superRefine(
    (value, ctx) => {
      const v = (value ?? {}) as { invite?: unknown; password?: unknown };
      const password = typeof v.password === 'string' ? v.password : '';
      if (v.invite === true) {
        if (password) ctx.addIssue({ code: 'custom', path: ['password'], message: 'validation.common.leavePasswordEmptyWhen' });
        return;
      }
      if (!password) ctx.addIssue({ code: 'custom', path: ['password'], message: 'validation.common.passwordRequired' });
      else if (password.length < 8)
        ctx.addIssue({ code: 'custom', path: ['password'], message: 'validation.common.passwordLeast8Characters' });
    },
    { when: () => true },
  );
export type CreateClientUserInput = z.input<typeof CreateClientUserInput>;

/** The e-mail is locked on edit: only names, role and status may change. */
export const UpdateClientUserInput = z.strictObject(clientUserFields).partial();
export type UpdateClientUserInput = z.input<typeof UpdateClientUserInput>;

export const ClientUser = z
  .object({
    ...PersonRef.shape,
    email: z.string(),
    role: z.enum(CLIENT_ROLES),
    status: z.enum(USER_STATUSES),
    clientId: z.string(),
    avatarUrl: z.string().nullable(),
    /** null: never signed in. */
    lastLoginAt: z.string().nullable(),
    /** An invitation link was sent and no password has been set yet. */
    invitationPending: z.boolean(),
    createdAt: z.string(),
  })
  .meta({ id: 'ClientUser' });
export type ClientUser = z.infer<typeof ClientUser>;
