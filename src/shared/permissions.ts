/**
 * The role -> capability table: the single source of truth. The server checks it on every route, the UI reads it
 * to hide what a role may not do, and the Role Permissions screen renders it. It is the table of
 * docs/product.md, Roles and permissions.
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

export type CapabilityCategory = 'Clients' | 'Projects' | 'Tasks' | 'Time' | 'Communications' | 'Financials' | 'Users' | 'Leads';

interface CapabilityRule {
  label: string;
  category: CapabilityCategory;
  roles: Partial<Record<Role, Scope>>;
  note?: string;
}

const managers = { super_admin: 'all', admin: 'all', manager: 'all' } as const;
const admins = { super_admin: 'all', admin: 'all' } as const;
/** The staff who are not managers (developers, designers, support) all get the same scope wherever they appear. */
const team = <S extends Scope>(scope: S) => ({ developer: scope, designer: scope, support: scope }) as const;
/** Both client roles: their own company's records. */
const clientCompany = { client_primary: 'company', client_additional: 'company' } as const;

export const CAPABILITIES = {
  'clients.view': { label: 'View Clients', category: 'Clients', roles: { ...managers, ...team('assigned'), ...clientCompany } },
  'clients.manage': { label: 'Create/Edit Clients', category: 'Clients', roles: { ...managers } },
  'clients.delete': { label: 'Delete Clients', category: 'Clients', roles: { ...admins } },
  'clientUsers.manage': {
    label: 'Manage Client Users',
    category: 'Clients',
    roles: { ...managers },
    note: 'The agency adds and removes a client’s contacts; neither client role manages its company’s users (decision 0042).',
  },

  'projects.view': { label: 'View Projects', category: 'Projects', roles: { ...managers, ...team('assigned'), ...clientCompany } },
  'projects.manage': { label: 'Create/Edit/Delete Projects, Manage Milestones', category: 'Projects', roles: { ...managers } },
  'milestones.requestApproval': {
    label: 'Request Milestone Approval',
    category: 'Projects',
    roles: { ...managers },
    note: 'Asks the client’s primary contacts to approve a milestone.',
  },
  'milestones.approve': {
    label: 'Approve Milestones',
    category: 'Projects',
    roles: { client_primary: 'company' },
    note: 'Only the client’s primary contacts approve or ask for changes; additional contacts see the state without buttons, and staff never answer on their behalf.',
  },
  'messages.view': {
    label: 'Read Project Conversations',
    category: 'Communications',
    roles: { ...managers, ...team('assigned'), ...clientCompany },
  },
  'messages.create': {
    label: 'Write in Project Conversations',
    category: 'Communications',
    roles: { ...managers, ...team('assigned'), ...clientCompany },
    note: 'Everyone edits and deletes their own messages; admins delete any.',
  },
  'messages.internal': {
    label: 'Read and Write Internal Notes',
    category: 'Communications',
    roles: { ...managers, ...team('assigned') },
    note: 'Internal notes in a project’s conversation are never shown to client users.',
  },
  'requests.view': { label: 'View Client Requests', category: 'Projects', roles: { ...managers, ...team('assigned'), ...clientCompany } },
  'requests.create': { label: 'File Client Requests', category: 'Projects', roles: { ...clientCompany } },
  'requests.manage': {
    label: 'Accept/Decline Client Requests',
    category: 'Projects',
    roles: { ...managers },
    note: 'Accepting creates a task on the project; declining needs a reason the client sees.',
  },
  'files.view': {
    label: 'Download Shared Files',
    category: 'Projects',
    roles: { ...managers, ...team('assigned'), ...clientCompany },
    note: 'Only files on records the user can see; files of internal notes are staff-only.',
  },
  'files.upload': {
    label: 'Attach Files',
    category: 'Projects',
    roles: { ...managers, ...team('assigned'), ...clientCompany },
    note: 'On records the user may write to: tasks, comments, messages, requests, milestones.',
  },

  'tasks.view': {
    label: 'View Tasks',
    category: 'Tasks',
    roles: { ...managers, ...team('assigned'), ...clientCompany },
    note: 'Developers, designers and support see every task of the projects they work on, and the tasks assigned to them.',
  },
  'tasks.manage': {
    label: 'Create/Edit Tasks',
    category: 'Tasks',
    roles: { ...managers, developer: 'own', designer: 'own' },
    note: 'Developers and designers create and edit only tasks assigned to themselves.',
  },
  'tasks.delete': { label: 'Delete Tasks', category: 'Tasks', roles: { ...managers } },
  'tasks.assign': { label: 'Assign Tasks', category: 'Tasks', roles: { ...managers } },
  'comments.create': {
    label: 'Comment on Tasks',
    category: 'Tasks',
    roles: { ...managers, ...team('assigned'), ...clientCompany },
    note: 'Everyone may comment on the tasks they can see.',
  },

  'time.track': {
    label: 'Track Time',
    category: 'Time',
    roles: { ...managers, ...team('own') },
    note: 'Timers and timesheet entries on the tasks one can see. Everyone edits their own entries until submitted; managers edit anyone’s until invoiced.',
  },
  'time.view': {
    label: 'View Time',
    category: 'Time',
    roles: { ...managers, ...team('own'), ...clientCompany },
    note: 'Staff see their own time, managers everyone’s. Client users see the hours spent on their company’s projects, never notes, rates or costs.',
  },
  'time.approve': {
    label: 'Approve Timesheets',
    category: 'Time',
    roles: { ...managers },
    note: 'Approve a submitted week or return it with a note.',
  },
  'time.reports': {
    label: 'View Time Reports',
    category: 'Time',
    roles: { ...managers },
    note: 'Hours, billable share and utilization; invoiced, paid, cost and margin only with View Financial Data.',
  },
  'rates.manage': {
    label: 'Set Cost Rates and Capacity',
    category: 'Time',
    roles: { ...admins },
    note: 'What each person costs an hour and the hours a week they can work. Never shown to anyone without View Financial Data.',
  },

  'communications.view': {
    label: 'View Communications',
    category: 'Communications',
    roles: { ...managers, ...team('assigned'), ...clientCompany },
  },
  'communications.create': { label: 'Create Communications', category: 'Communications', roles: { ...managers, ...team('all') } },
  'communications.manage': { label: 'Edit/Delete Communications', category: 'Communications', roles: { ...managers, ...team('own') } },

  'financials.view': { label: 'View Financial Data', category: 'Financials', roles: { ...admins } },
  'revenue.manage': { label: 'Create/Edit Revenue', category: 'Financials', roles: { ...admins } },
  'invoices.create': { label: 'Create Invoices', category: 'Financials', roles: { ...admins } },
  'payments.record': { label: 'Record Payments, Refunds and Credit Notes', category: 'Financials', roles: { ...admins } },
  'recurring.manage': { label: 'Manage Recurring Invoices and Retainers', category: 'Financials', roles: { ...admins } },
  'billingSettings.manage': {
    label: 'Manage Tax Rates, Agency Details and Reminders',
    category: 'Financials',
    roles: { ...admins },
    note: 'What every invoice, quote and credit note prints, and when unpaid invoices remind their client.',
  },
  'quotes.view': {
    label: 'View Quotes',
    category: 'Financials',
    roles: { ...admins, ...clientCompany },
    note: 'Client users see their company’s quotes once sent, never drafts.',
  },
  'quotes.manage': { label: 'Create/Send Quotes', category: 'Financials', roles: { ...admins } },
  'quotes.sign': {
    label: 'Accept and Sign Quotes',
    category: 'Financials',
    roles: { client_primary: 'company' },
    note: 'Only the client’s primary contacts accept (with an electronic signature) or decline a quote; staff never sign for them.',
  },
  'billing.view': {
    label: 'View own billing',
    category: 'Financials',
    roles: { ...clientCompany },
    note: 'Both client contacts see and pay their own company’s issued invoices: the one who pays is often not the primary contact.',
  },

  'statements.view': {
    label: 'View Account Statements',
    category: 'Financials',
    roles: { client_primary: 'company' },
    note: 'A client’s primary contacts read their company’s statement (opening balance, movements, closing balance); admins read any client’s with their financial data.',
  },

  'users.view': { label: 'View Users', category: 'Users', roles: { ...managers, ...team('limited'), ...clientCompany } },
  'users.manage': {
    label: 'Create/Edit Users',
    category: 'Users',
    roles: { ...managers },
    note: 'Managers can create and edit users but cannot change roles.',
  },
  'users.delete': { label: 'Delete Users', category: 'Users', roles: { ...admins } },
  'users.assignRoles': { label: 'Assign Roles', category: 'Users', roles: { ...admins } },
  'security.manage': {
    label: 'Require Two-Factor Sign-In',
    category: 'Users',
    roles: { ...admins },
    note: 'Turns on the workspace rule that every staff member signs in with an authenticator app.',
  },
  'audit.view': {
    label: 'View Audit Log',
    category: 'Users',
    roles: { ...admins },
    note: 'Sign-ins, password and two-factor changes, user, lead and invoice events, with who, when and from where. Never editable.',
  },
  'jobs.manage': {
    label: 'See and Retry Background Jobs',
    category: 'Users',
    roles: { ...admins },
    note: 'Settings > Background jobs: e-mails waiting to be sent or failed, and Retry for a failed one.',
  },
  'webhooks.manage': {
    label: 'Manage Webhooks',
    category: 'Users',
    roles: { ...admins },
    note: 'Settings > Webhooks: endpoints that receive signed events, their secrets, delivery log and Redeliver.',
  },

  'leads.view': { label: 'View Contact Leads', category: 'Leads', roles: { ...managers } },
  'leads.manage': { label: 'Update/Delete Contact Leads', category: 'Leads', roles: { ...managers } },
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
