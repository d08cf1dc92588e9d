import type { Capability, CapabilityCategory } from '@shared/permissions';
import type { Role } from '@shared/roles';
import { msg } from '@web/lib/i18n';
import { t } from '@web/lib/messages/settings';

/*
 * The Role Permissions screen's words for the shared rules (src/shared/permissions.ts and roles.ts say who may do
 * what; the settings catalogs say it in the reader's language): each capability's label and note, each category's
 * heading and each role's description. Every map is typed against its full list, so a new capability, category or role
 * without words fails the type check.
 */

type SettingsKey = Parameters<typeof t>[0];
interface CapabilityWords {
  label: SettingsKey;
  note?: SettingsKey;
}

/** What each capability is called, and the note it reads with when the rule needs one. */
const CAPABILITY_WORDS = {
  'clients.view': { label: msg('settings.permissions.capability.clients.view.label') },
  'clients.manage': { label: msg('settings.permissions.capability.clients.manage.label') },
  'clients.delete': { label: msg('settings.permissions.capability.clients.delete.label') },
  'clientUsers.manage': {
    label: msg('settings.permissions.capability.clientUsers.manage.label'),
    note: msg('settings.permissions.capability.clientUsers.manage.note'),
  },
  'colleagues.manage': {
    label: msg('settings.permissions.capability.colleagues.manage.label'),
    note: msg('settings.permissions.capability.colleagues.manage.note'),
  },
  'projects.view': { label: msg('settings.permissions.capability.projects.view.label') },
  'projects.manage': { label: msg('settings.permissions.capability.projects.manage.label') },
  'milestones.requestApproval': {
    label: msg('settings.permissions.capability.milestones.requestApproval.label'),
    note: msg('settings.permissions.capability.milestones.requestApproval.note'),
  },
  'milestones.approve': {
    label: msg('settings.permissions.capability.milestones.approve.label'),
    note: msg('settings.permissions.capability.milestones.approve.note'),
  },
  'messages.view': { label: msg('settings.permissions.capability.messages.view.label') },
  'messages.create': {
    label: msg('settings.permissions.capability.messages.create.label'),
    note: msg('settings.permissions.capability.messages.create.note'),
  },
  'messages.internal': {
    label: msg('settings.permissions.capability.messages.internal.label'),
    note: msg('settings.permissions.capability.messages.internal.note'),
  },
  'requests.view': { label: msg('settings.permissions.capability.requests.view.label') },
  'requests.create': { label: msg('settings.permissions.capability.requests.create.label') },
  'requests.manage': {
    label: msg('settings.permissions.capability.requests.manage.label'),
    note: msg('settings.permissions.capability.requests.manage.note'),
  },
  'files.view': {
    label: msg('settings.permissions.capability.files.view.label'),
    note: msg('settings.permissions.capability.files.view.note'),
  },
  'files.upload': {
    label: msg('settings.permissions.capability.files.upload.label'),
    note: msg('settings.permissions.capability.files.upload.note'),
  },
  'tasks.view': {
    label: msg('settings.permissions.capability.tasks.view.label'),
    note: msg('settings.permissions.capability.tasks.view.note'),
  },
  'tasks.manage': {
    label: msg('settings.permissions.capability.tasks.manage.label'),
    note: msg('settings.permissions.capability.tasks.manage.note'),
  },
  'tasks.delete': { label: msg('settings.permissions.capability.tasks.delete.label') },
  'tasks.assign': { label: msg('settings.permissions.capability.tasks.assign.label') },
  'comments.create': {
    label: msg('settings.permissions.capability.comments.create.label'),
    note: msg('settings.permissions.capability.comments.create.note'),
  },
  'time.track': {
    label: msg('settings.permissions.capability.time.track.label'),
    note: msg('settings.permissions.capability.time.track.note'),
  },
  'time.view': {
    label: msg('settings.permissions.capability.time.view.label'),
    note: msg('settings.permissions.capability.time.view.note'),
  },
  'time.approve': {
    label: msg('settings.permissions.capability.time.approve.label'),
    note: msg('settings.permissions.capability.time.approve.note'),
  },
  'time.reports': {
    label: msg('settings.permissions.capability.time.reports.label'),
    note: msg('settings.permissions.capability.time.reports.note'),
  },
  'expenses.log': {
    label: msg('settings.permissions.capability.expenses.log.label'),
    note: msg('settings.permissions.capability.expenses.log.note'),
  },
  'expenses.view': {
    label: msg('settings.permissions.capability.expenses.view.label'),
    note: msg('settings.permissions.capability.expenses.view.note'),
  },
  'expenses.approve': {
    label: msg('settings.permissions.capability.expenses.approve.label'),
    note: msg('settings.permissions.capability.expenses.approve.note'),
  },
  'rates.manage': {
    label: msg('settings.permissions.capability.rates.manage.label'),
    note: msg('settings.permissions.capability.rates.manage.note'),
  },
  'communications.view': { label: msg('settings.permissions.capability.communications.view.label') },
  'communications.create': { label: msg('settings.permissions.capability.communications.create.label') },
  'communications.manage': { label: msg('settings.permissions.capability.communications.manage.label') },
  'financials.view': { label: msg('settings.permissions.capability.financials.view.label') },
  'revenue.manage': { label: msg('settings.permissions.capability.revenue.manage.label') },
  'invoices.create': { label: msg('settings.permissions.capability.invoices.create.label') },
  'payments.record': { label: msg('settings.permissions.capability.payments.record.label') },
  'recurring.manage': { label: msg('settings.permissions.capability.recurring.manage.label') },
  'accounting.export': {
    label: msg('settings.permissions.capability.accounting.export.label'),
    note: msg('settings.permissions.capability.accounting.export.note'),
  },
  'billingSettings.manage': {
    label: msg('settings.permissions.capability.billingSettings.manage.label'),
    note: msg('settings.permissions.capability.billingSettings.manage.note'),
  },
  'quotes.view': {
    label: msg('settings.permissions.capability.quotes.view.label'),
    note: msg('settings.permissions.capability.quotes.view.note'),
  },
  'quotes.manage': { label: msg('settings.permissions.capability.quotes.manage.label') },
  'quotes.sign': {
    label: msg('settings.permissions.capability.quotes.sign.label'),
    note: msg('settings.permissions.capability.quotes.sign.note'),
  },
  'billing.view': {
    label: msg('settings.permissions.capability.billing.view.label'),
    note: msg('settings.permissions.capability.billing.view.note'),
  },
  'statements.view': {
    label: msg('settings.permissions.capability.statements.view.label'),
    note: msg('settings.permissions.capability.statements.view.note'),
  },
  'users.view': { label: msg('settings.permissions.capability.users.view.label') },
  'users.manage': {
    label: msg('settings.permissions.capability.users.manage.label'),
    note: msg('settings.permissions.capability.users.manage.note'),
  },
  'users.delete': { label: msg('settings.permissions.capability.users.delete.label') },
  'users.assignRoles': { label: msg('settings.permissions.capability.users.assignRoles.label') },
  'security.manage': {
    label: msg('settings.permissions.capability.security.manage.label'),
    note: msg('settings.permissions.capability.security.manage.note'),
  },
  'audit.view': {
    label: msg('settings.permissions.capability.audit.view.label'),
    note: msg('settings.permissions.capability.audit.view.note'),
  },
  'jobs.manage': {
    label: msg('settings.permissions.capability.jobs.manage.label'),
    note: msg('settings.permissions.capability.jobs.manage.note'),
  },
  'webhooks.manage': {
    label: msg('settings.permissions.capability.webhooks.manage.label'),
    note: msg('settings.permissions.capability.webhooks.manage.note'),
  },
  'leads.view': { label: msg('settings.permissions.capability.leads.view.label') },
  'leads.manage': { label: msg('settings.permissions.capability.leads.manage.label') },
} as const satisfies Record<Capability, CapabilityWords>;

const CATEGORY_WORDS = {
  Clients: msg('settings.permissions.category.clients'),
  Projects: msg('settings.permissions.category.projects'),
  Tasks: msg('settings.permissions.category.tasks'),
  Time: msg('settings.permissions.category.time'),
  Communications: msg('settings.permissions.category.communications'),
  Financials: msg('settings.permissions.category.financials'),
  Users: msg('settings.permissions.category.users'),
  Leads: msg('settings.permissions.category.leads'),
} as const satisfies Record<CapabilityCategory, SettingsKey>;

/** What each role is for, as the roles overview introduces it (its name is the common role label). */
const ROLE_DESCRIPTIONS = {
  super_admin: msg('settings.permissions.roleDescription.superAdmin'),
  admin: msg('settings.permissions.roleDescription.admin'),
  manager: msg('settings.permissions.roleDescription.manager'),
  developer: msg('settings.permissions.roleDescription.developer'),
  designer: msg('settings.permissions.roleDescription.designer'),
  support: msg('settings.permissions.roleDescription.support'),
  client_primary: msg('settings.permissions.roleDescription.clientPrimary'),
  client_additional: msg('settings.permissions.roleDescription.clientAdditional'),
} as const satisfies Record<Role, SettingsKey>;

/** 'View Clients', 'Ver clientes', 'Kunden anzeigen'. */
export function capabilityLabel(capability: Capability): string {
  return t(CAPABILITY_WORDS[capability].label);
}

/** The rule's fine print, or undefined when the label says it all. */
export function capabilityNote(capability: Capability): string | undefined {
  const words: CapabilityWords = CAPABILITY_WORDS[capability];
  return words.note ? t(words.note) : undefined;
}

/** A category's heading: 'Financials', 'Finanzas', 'Finanzen'. */
export function categoryLabel(category: CapabilityCategory): string {
  return t(CATEGORY_WORDS[category]);
}

export function roleDescription(role: Role): string {
  return t(ROLE_DESCRIPTIONS[role]);
}
