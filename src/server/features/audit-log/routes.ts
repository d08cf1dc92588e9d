/** GET /api/audit-log: super_admin and admin read the audit trail. There is deliberately no route that changes it. */
import { Hono } from 'hono';
import { AuditLogQuery } from '../../../shared/schemas/audit-log';
import { requireCapability } from '../../auth/guards';
import type { AppDeps, AppEnv } from '../../context';
import { readQuery } from '../../http';
import { listAuditLog } from './service';

export function auditLogRoutes(deps: AppDeps) {
  const { db } = deps.database;
  return new Hono<AppEnv>()
    .use(requireCapability('audit.view'))
    .get('/', async (c) => c.json(await listAuditLog(db, readQuery(c, AuditLogQuery))));
}
