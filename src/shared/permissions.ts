/**
 * The role -> capability table: the single source of truth. The server checks it on every route, the UI reads it
 * to hide what a role may not do, and the Role Permissions screen renders it. It is the table of
 * docs/product.md, Roles and permissions. Only the rules live here: what a capability and a category are called, and
 * the note a rule reads with, are the settings catalog's words in the reader's language
 * (src/web/features/settings/roles/capability-words.ts).
 *
 * A capability maps each role to a scope; a role that is absent is denied (deny by default).
 *  - all:      every record
 *  - assigned: records of projects the user is assigned to (or manages)
 *  - own:      records the user created or is assigned to
 *  - company:  records of the user's own client company
 *  - limited:  fields of a user's own teammates only (used for the user directory)
 */
import type { Role } from './roles';
import { keysOf } from './keys-of';

export const SCOPES = ['all', 'assigned', 'own', 'company', 'limited'] as const;
export type Scope = (typeof SCOPES)[number];

/** The group a capability is listed under: an identifier, not the heading a reader sees. */
export type CapabilityCategory = 'Clients' | 'Projects' | 'Tasks' | 'Time' | 'Communications' | 'Financials' | 'Users' | 'Leads';

interface CapabilityRule {
  category: CapabilityCategory;
  roles: Partial<Record<Role, Scope>>;
}

const managers = { super_admin: 'all', admin: 'all', manager: 'all' } as const;
const admins = { super_admin: 'all', admin: 'all' } as const;
/** The staff who are not managers (developers, designers, support) all get the same scope wherever they appear. */
const team = <S extends Scope>(scope: S) => ({ developer: scope, designer: scope, support: scope }) as const;
/** Both client roles: their own company's records. */
const clientCompany = { client_primary: 'company', client_additional: 'company' } as const;

export const CAPABILITIES = {
  'clients.view': { category: 'Clients', roles: { ...managers, ...team('assigned'), ...clientCompany } },
  'clients.manage': { category: 'Clients', roles: { ...managers } },
  'clients.delete': { category: 'Clients', roles: { ...admins } },
  // Whether a client's primary contacts manage their colleagues is the agency's choice, per client (decision 0111).
  'clientUsers.manage': { category: 'Clients', roles: { ...managers } },
  // A primary contact manages their company's additional contacts unless the agency turned it off for that client (decision 0111).
  'colleagues.manage': { category: 'Clients', roles: { client_primary: 'company' } },

  'projects.view': { category: 'Projects', roles: { ...managers, ...team('assigned'), ...clientCompany } },
  'projects.manage': { category: 'Projects', roles: { ...managers } },
  'milestones.requestApproval': { category: 'Projects', roles: { ...managers } },
  'milestones.approve': { category: 'Projects', roles: { client_primary: 'company' } },
  'messages.view': { category: 'Communications', roles: { ...managers, ...team('assigned'), ...clientCompany } },
  'messages.create': { category: 'Communications', roles: { ...managers, ...team('assigned'), ...clientCompany } },
  'messages.internal': { category: 'Communications', roles: { ...managers, ...team('assigned') } },
  'requests.view': { category: 'Projects', roles: { ...managers, ...team('assigned'), ...clientCompany } },
  'requests.create': { category: 'Projects', roles: { ...clientCompany } },
  'requests.manage': { category: 'Projects', roles: { ...managers } },
  'files.view': { category: 'Projects', roles: { ...managers, ...team('assigned'), ...clientCompany } },
  'files.upload': { category: 'Projects', roles: { ...managers, ...team('assigned'), ...clientCompany } },

  'tasks.view': { category: 'Tasks', roles: { ...managers, ...team('assigned'), ...clientCompany } },
  'tasks.manage': { category: 'Tasks', roles: { ...managers, developer: 'own', designer: 'own' } },
  'tasks.delete': { category: 'Tasks', roles: { ...managers } },
  'tasks.assign': { category: 'Tasks', roles: { ...managers } },
  'comments.create': { category: 'Tasks', roles: { ...managers, ...team('assigned'), ...clientCompany } },

  'time.track': { category: 'Time', roles: { ...managers, ...team('own') } },
  'time.view': { category: 'Time', roles: { ...managers, ...team('own'), ...clientCompany } },
  'time.approve': { category: 'Time', roles: { ...managers } },
  'time.reports': { category: 'Time', roles: { ...managers } },
  'expenses.log': { category: 'Time', roles: { ...managers, ...team('own') } },
  'expenses.view': { category: 'Time', roles: { ...managers, ...team('own'), ...clientCompany } },
  'expenses.approve': { category: 'Time', roles: { ...managers } },
  'rates.manage': { category: 'Time', roles: { ...admins } },

  'communications.view': { category: 'Communications', roles: { ...managers, ...team('assigned'), ...clientCompany } },
  'communications.create': { category: 'Communications', roles: { ...managers, ...team('all') } },
  'communications.manage': { category: 'Communications', roles: { ...managers, ...team('own') } },

  'financials.view': { category: 'Financials', roles: { ...admins } },
  'revenue.manage': { category: 'Financials', roles: { ...admins } },
  'invoices.create': { category: 'Financials', roles: { ...admins } },
  'payments.record': { category: 'Financials', roles: { ...admins } },
  'recurring.manage': { category: 'Financials', roles: { ...admins } },
  'accounting.export': { category: 'Financials', roles: { ...admins } },
  'billingSettings.manage': { category: 'Financials', roles: { ...admins } },
  'quotes.view': { category: 'Financials', roles: { ...admins, ...clientCompany } },
  'quotes.manage': { category: 'Financials', roles: { ...admins } },
  'quotes.sign': { category: 'Financials', roles: { client_primary: 'company' } },
  'billing.view': { category: 'Financials', roles: { ...clientCompany } },

  'statements.view': { category: 'Financials', roles: { client_primary: 'company' } },

  'users.view': { category: 'Users', roles: { ...managers, ...team('limited'), ...clientCompany } },
  'users.manage': { category: 'Users', roles: { ...managers } },
  'users.delete': { category: 'Users', roles: { ...admins } },
  'users.assignRoles': { category: 'Users', roles: { ...admins } },
  'security.manage': { category: 'Users', roles: { ...admins } },
  'audit.view': { category: 'Users', roles: { ...admins } },
  'jobs.manage': { category: 'Users', roles: { ...admins } },
  'webhooks.manage': { category: 'Users', roles: { ...admins } },

  'leads.view': { category: 'Leads', roles: { ...managers } },
  'leads.manage': { category: 'Leads', roles: { ...managers } },
} as const satisfies Record<string, CapabilityRule>;

export type Capability = keyof typeof CAPABILITIES;

export const CAPABILITY_LIST: Capability[] = keysOf(CAPABILITIES);

/** The scope a role has for a capability, or null when it is denied. */
export function scopeOf(role: string | null | undefined, capability: Capability): Scope | null {
  if (!role) return null;
  const roles: Partial<Record<string, Scope>> = CAPABILITIES[capability].roles;
  return roles[role] ?? null;
}

export function can(role: string | null | undefined, capability: Capability): boolean {
  return scopeOf(role, capability) !== null;
}

/** All capabilities a role holds, with their scopes: sent to the browser with the current user. */
export function capabilitiesOf(role: string | null | undefined): Partial<Record<Capability, Scope>> {
  const out: Partial<Record<Capability, Scope>> = {};
  for (const capability of CAPABILITY_LIST) {
    const scope = scopeOf(role, capability);
    if (scope) out[capability] = scope;
  }
  return out;
}
