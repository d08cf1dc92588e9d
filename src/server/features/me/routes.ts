import { Hono } from 'hono';
import type { Me } from '../../../shared/api-types';
import { capabilitiesOf } from '../../../shared/permissions';
import type { AppEnv } from '../../context';

export function meRoutes() {
  return new Hono<AppEnv>().get('/', (c) => {
    const user = c.get('user');
    const body: Me = { user, capabilities: capabilitiesOf(user.role) };
    return c.json(body);
  });
}
