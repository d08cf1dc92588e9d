/** /api/account: the caller's own signed-in sessions and the workspace's two-factor rule. */
import { Hono } from 'hono';
import { UpdateSecurityPolicyInput } from '../../../shared/schemas/account';
import { requireCapability } from '../../auth/guards';
import type { AppDeps, AppEnv } from '../../context';
import { clientIp, readBody } from '../../http';
import { idParam } from '../../http-params';
import { getSecurityPolicy, updateSecurityPolicy } from './security-policy-service';
import { listSessions, revokeOtherSessions, revokeSession } from './sessions-service';

export function accountRoutes(deps: AppDeps) {
  const { db } = deps.database;
  const ip = (c: Parameters<typeof clientIp>[0]) => clientIp(c, deps.env.TRUST_PROXY);

  return new Hono<AppEnv>()
    .get('/sessions', async (c) => c.json({ items: await listSessions(db, c.get('user'), c.get('sessionId')) }))
    .post('/sessions/revoke-others', async (c) => c.json(await revokeOtherSessions(db, c.get('user'), c.get('sessionId'), ip(c))))
    .delete('/sessions/:id', async (c) => {
      await revokeSession(db, c.get('user'), idParam(c, 'Session'), ip(c));
      return c.body(null, 204);
    })
    .get('/security-policy', async (c) => c.json(await getSecurityPolicy(db)))
    .put('/security-policy', requireCapability('security.manage'), async (c) =>
      c.json(await updateSecurityPolicy(db, c.get('user'), await readBody(c, UpdateSecurityPolicyInput), ip(c))),
    );
}
