import { Hono } from 'hono';
import { accountApi } from '../../../shared/api/account';
import { capabilitiesOf } from '../../../shared/permissions';
import { twoFactorRequiredFor } from '../../auth/two-factor-policy';
import type { AppDeps, AppEnv } from '../../context';
import { route } from '../../openapi/route';

export function meRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  route(app, accountApi.me, async (c) => {
    const user = c.get('user');
    const twoFactorEnabled = c.get('twoFactorEnabled');
    return {
      user,
      capabilities: capabilitiesOf(user.role),
      twoFactorEnabled,
      twoFactorRequired: await twoFactorRequiredFor(deps.database.db, { role: user.role, twoFactorEnabled }),
    };
  });
  return app;
}
