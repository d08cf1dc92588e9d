import { Hono } from 'hono';
import { SearchQuery } from '../../../shared/schemas/search';
import type { AppDeps, AppEnv } from '../../context';
import { readQuery } from '../../http';
import { search } from './service';

/** GET /api/search?q=: every signed-in user may search; the service searches only the kinds and records they may see. */
export function searchRoutes(deps: AppDeps) {
  const { db } = deps.database;
  return new Hono<AppEnv>().get('/', async (c) => c.json(await search(db, c.get('user'), readQuery(c, SearchQuery).q)));
}
