/** Settings > Webhooks: super admins and admins register endpoints and read their delivery log (decision 0060). */
import { Hono } from 'hono';
import { webhooksApi } from '@shared/api/webhooks';
import type { AppDeps, AppEnv } from '../../context';
import { idParam } from '../../http-params';
import { route } from '../../openapi/route';
import {
  createEndpoint,
  getEndpoint,
  listDeliveries,
  listEndpoints,
  redeliver,
  removeEndpoint,
  rollSecret,
  sendTestEvent,
  updateEndpoint,
} from './service';

export function webhookRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  const endpointId = (c: Parameters<typeof idParam>[0]) => idParam(c, 'errors.notFound.webhookEndpoint');
  route(app, webhooksApi.list, () => listEndpoints(deps));
  route(app, webhooksApi.create, (c, { body }) => createEndpoint(deps, c.get('user').id, body));
  route(app, webhooksApi.get, (c) => getEndpoint(deps, endpointId(c)));
  route(app, webhooksApi.update, (c, { body }) => updateEndpoint(deps, endpointId(c), body));
  route(app, webhooksApi.remove, (c) => removeEndpoint(deps, endpointId(c)));
  route(app, webhooksApi.rollSecret, (c) => rollSecret(deps, endpointId(c)));
  route(app, webhooksApi.test, (c) => sendTestEvent(deps, endpointId(c)));
  route(app, webhooksApi.deliveries, (c, { query }) => listDeliveries(deps, endpointId(c), query));
  route(app, webhooksApi.redeliver, (c) => redeliver(deps, idParam(c, 'errors.notFound.webhookDelivery')));
  return app;
}
