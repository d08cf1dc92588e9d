/** Settings > Audit Log: read only; no route changes an entry. */
import { AuditLogList, AuditLogQuery } from '../schemas/audit-log';
import { endpoint } from './endpoint';

export const auditLogApi = {
  list: endpoint({
    method: 'get',
    path: '/audit-log',
    tag: 'Audit log',
    summary: 'List audit entries',
    description: 'Newest first, filtered by category, action, actor and days (UTC, both ends included).',
    access: 'audit.view',
    query: AuditLogQuery,
    reply: AuditLogList,
  }),
};
