/** The authorization table's rows for the audit log: View Audit Log is super_admin and admin only; nothing edits it. */
import { onlyAdmins, type Row } from './authorization-rules';

export const AUDIT_ROWS: Row[] = [{ route: 'GET /api/audit-log', expect: onlyAdmins(200) }];
