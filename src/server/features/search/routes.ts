import { Hono } from 'hono';
import { searchApi } from '@shared/api/search';
import type { AppDeps, AppEnv } from '../../context';
import { route } from '../../openapi/route';
import { search } from './service';

/** Every signed-in user may search; the service searches only the kinds and records they may see. */
export function searchRoutes(deps: AppDeps) {
  const { db } = deps.database;
  const app = new Hono<AppEnv>();
  route(app, searchApi.search, (c, { query }) => search(db, c.get('user'), query.q));
  return app;
}
