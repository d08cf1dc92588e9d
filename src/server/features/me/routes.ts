import { Hono } from 'hono';
import { accountApi } from '@shared/api/account';
import { capabilitiesOf } from '@shared/permissions';
import { readRequireStaffTwoFactor, twoFactorApplies } from '../../auth/two-factor-policy';
import type { AppDeps, AppEnv } from '../../context';
import { portalLanguage } from '../../reader-language';
import { route } from '../../openapi/route';

export function meRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  // A role's capabilities are the permission table's, the same at every call.
  const capabilities = new Map<string, ReturnType<typeof capabilitiesOf>>();
  const capabilitiesOfRole = (role: string) => capabilities.get(role) ?? capabilities.set(role, capabilitiesOf(role)).get(role)!;
  route(app, accountApi.me, async (c) => {
    const user = c.get('user');
    const twoFactorEnabled = c.get('twoFactorEnabled');
    // The workspace's switch as the session's lookup read it; read on its own only when better-auth signed the caller in.
    const twoFactorRequired =
      twoFactorApplies({ role: user.role, twoFactorEnabled }) &&
      (c.get('requireStaffTwoFactor') ?? (await readRequireStaffTwoFactor(deps.database.db)));
    const language = await portalLanguage(deps.database.db, user.id);
    return { user, capabilities: capabilitiesOfRole(user.role), twoFactorEnabled, twoFactorRequired, ...language };
  });
  return app;
}
