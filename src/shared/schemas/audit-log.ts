/** Settings > Audit Log: the list's query and its entries (read only: no route changes an entry). */
import { z } from 'zod';
import { DATE_PATTERN, isRealDate } from './fields';
import { ListQuery, UUID_PATTERN } from './list';
import { pageOf } from './refs';
import { keysOf } from '../keys-of';

/** The filter's groups of actions, each a set of action-name prefixes (actions are 'entity.verb'). */
export const AUDIT_CATEGORIES = {
  sign_in: { label: 'Sign-in', prefixes: ['account.sign'] },
  account_security: {
    label: 'Passwords & Two-Factor',
    prefixes: ['account.password', 'account.two_factor', 'account.backup_codes', 'account.sessions', 'account.api_key', 'workspace.'],
  },
  users: { label: 'Users', prefixes: ['user.', 'client_user.', 'profile.'] },
  leads: { label: 'Leads', prefixes: ['lead.'] },
  billing: { label: 'Billing', prefixes: ['invoice.', 'stripe_customer.', 'revenue.', 'accounting.'] },
  clients: { label: 'Clients', prefixes: ['client.'] },
  projects: { label: 'Projects', prefixes: ['project.', 'milestone.'] },
  tasks: { label: 'Tasks & Comments', prefixes: ['task.', 'comment.'] },
  communications: { label: 'Communications', prefixes: ['communication.'] },
} as const satisfies Record<string, { label: string; prefixes: readonly string[] }>;
export type AuditCategory = keyof typeof AUDIT_CATEGORIES;
export const AUDIT_CATEGORY_KEYS: AuditCategory[] = keysOf(AUDIT_CATEGORIES);

const day = (label: string) =>
  z.string().regex(DATE_PATTERN, `${label} must be a date like 2026-12-31`).refine(isRealDate, `${label} is not a real date`).optional();

export const AuditLogQuery = ListQuery.extend({
  category: z.enum(AUDIT_CATEGORY_KEYS as [AuditCategory, ...AuditCategory[]], { error: 'validation.auditLog.unknownCategory' }).optional(),
  /** An action name or the start of one, e.g. 'invoice.' or 'account.signed_in'. */
  action: z
    .string()
    .trim()
    .max(100, 'validation.auditLog.actionMost100Characters')
    .regex(/^[a-z_]+(\.[a-z_]*)?$/, 'validation.auditLog.actionLookLikeInvoice')
    .optional(),
  actorId: z.string().regex(UUID_PATTERN, 'validation.auditLog.actoridUserId').optional(),
  /** Calendar days in UTC, both ends included. */
  from: day('from'),
  to: day('to'),
}).refine((v) => !v.from || !v.to || v.from <= v.to, { path: ['to'], message: 'validation.auditLog.beforeFrom' });
export type AuditLogQuery = z.input<typeof AuditLogQuery>;
export type AuditLogFilters = z.output<typeof AuditLogQuery>;

export const AuditEntry = z.object({
  id: z.string(),
  createdAt: z.string(),
  actor: z.object({ id: z.string(), name: z.string(), email: z.string() }).nullable(),
  action: z.string(),
  entityType: z.string(),
  entityId: z.string().nullable(),
  summary: z.string(),
  ipAddress: z.string().nullable(),
  metadata: z.record(z.string(), z.unknown()).nullable(),
});
export type AuditEntry = z.infer<typeof AuditEntry>;

export const AuditLogList = pageOf(AuditEntry);
export type AuditLogList = z.infer<typeof AuditLogList>;
