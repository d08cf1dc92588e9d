/** Super admins and admins read the audit trail. There is deliberately no route that changes it. */
import { Hono } from 'hono';
import { auditLogApi } from '@shared/api/audit-log';
import type { AppDeps, AppEnv } from '../../context';
import { route } from '../../openapi/route';
import { listAuditLog } from './service';

export function auditLogRoutes(deps: AppDeps) {
  const { db } = deps.database;
  const app = new Hono<AppEnv>();
  route(app, auditLogApi.list, (_c, { query }) => listAuditLog(db, query));
  return app;
}
