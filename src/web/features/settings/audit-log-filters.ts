/** The Audit Log tab's filters and the request they make; kept in the tab's state (the address holds only the tab). */
import type { AuditCategory } from '../../../shared/schemas/audit-log';

export interface AuditFilters {
  q: string;
  category: AuditCategory | null;
  actorId: string | null;
  /** YYYY-MM-DD, both ends included. */
  from: string;
  to: string;
  page: number;
}

export const NO_AUDIT_FILTERS: AuditFilters = { q: '', category: null, actorId: null, from: '', to: '', page: 1 };
export const AUDIT_PAGE_SIZE = 50;

export function auditLogPath(filters: AuditFilters): string {
  const params = new URLSearchParams();
  if (filters.q) params.set('q', filters.q);
  if (filters.category) params.set('category', filters.category);
  if (filters.actorId) params.set('actorId', filters.actorId);
  if (filters.from) params.set('from', filters.from);
  if (filters.to) params.set('to', filters.to);
  params.set('page', String(filters.page));
  params.set('pageSize', String(AUDIT_PAGE_SIZE));
  return `/api/audit-log?${params.toString()}`;
}

export const hasActiveAuditFilters = (f: AuditFilters) => Boolean(f.q || f.category || f.actorId || f.from || f.to);

/** A range whose end is before its start asks the server for nothing useful; the tab says so instead. */
export const rangeIsBackwards = (f: AuditFilters) => Boolean(f.from && f.to && f.to < f.from);
