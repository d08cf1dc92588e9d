/** /api/account: the caller's own signed-in sessions and the workspace's two-factor rule. */
import { Hono } from 'hono';
import { accountApi } from '@shared/api/account';
import type { AppDeps, AppEnv } from '../../context';
import { clientIp } from '../../http';
import { idParam } from '../../http-params';
import { route } from '../../openapi/route';
import { getSecurityPolicy, updateSecurityPolicy } from './security-policy-service';
import { listSessions, revokeOtherSessions, revokeSession } from './sessions-service';

export function accountRoutes(deps: AppDeps) {
  const { db } = deps.database;
  const ip = (c: Parameters<typeof clientIp>[0]) => clientIp(c, deps.env.TRUST_PROXY);
  const app = new Hono<AppEnv>();
  route(app, accountApi.sessions, async (c) => ({ items: await listSessions(db, c.get('user'), c.get('sessionId')) }));
  route(app, accountApi.revokeOtherSessions, (c) => revokeOtherSessions(db, c.get('user'), c.get('sessionId'), ip(c)));
  route(app, accountApi.revokeSession, (c) => revokeSession(db, c.get('user'), idParam(c, 'errors.notFound.session'), ip(c)));
  route(app, accountApi.securityPolicy, () => getSecurityPolicy(db));
  route(app, accountApi.updateSecurityPolicy, (c, { body }) => updateSecurityPolicy(db, c.get('user'), body, ip(c)));
  return app;
}
