import { Hono } from 'hono';
import type { Me } from '../../../shared/api-types';
import { capabilitiesOf } from '../../../shared/permissions';
import { twoFactorRequiredFor } from '../../auth/two-factor-policy';
import type { AppDeps, AppEnv } from '../../context';

export function meRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get('/', async (c) => {
    const user = c.get('user');
    const twoFactorEnabled = c.get('twoFactorEnabled');
    const body: Me = {
      user,
      capabilities: capabilitiesOf(user.role),
      twoFactorEnabled,
      twoFactorRequired: await twoFactorRequiredFor(deps.database.db, { role: user.role, twoFactorEnabled }),
    };
    return c.json(body);
  });
}
