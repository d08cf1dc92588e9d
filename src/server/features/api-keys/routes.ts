/** /api/account/api-keys: the caller's own API keys. Only a browser session makes one (docs/decisions/0059-api-keys.md). */
import { Hono } from 'hono';
import { apiKeysApi } from '@shared/api/api-keys';
import type { AppDeps, AppEnv } from '../../context';
import { forbidden } from '../../errors';
import { idParam } from '../../http-params';
import { authorized, route } from '../../openapi/route';
import { twoFactorRequired, twoFactorRequiredFor } from '../../auth/two-factor-policy';
import { createApiKey, listApiKeys, revokeApiKey } from './service';

export function apiKeyRoutes(deps: AppDeps) {
  const { db } = deps.database;
  const app = new Hono<AppEnv>();
  route(app, apiKeysApi.list, async (c) => ({ items: await listApiKeys(db, c.get('user')) }));
  route(
    app,
    apiKeysApi.create,
    (c, { body }) => createApiKey(db, c.get('user'), body),
    authorized(async (c) => {
      // A key that could make keys would outlive its own revocation.
      if (c.get('credential') !== 'session') throw forbidden('errors.apiKeys.apiKeysMadeAccount');
      // Account Settings stays open to a staff user the two-factor rule holds: they make keys once they have enrolled.
      const who = { role: c.get('user').role, twoFactorEnabled: c.get('twoFactorEnabled') };
      if (await twoFactorRequiredFor(db, who)) throw twoFactorRequired();
    }),
  );
  route(app, apiKeysApi.revoke, (c) => revokeApiKey(db, c.get('user'), idParam(c, 'errors.notFound.apiKey')));
  return app;
}
