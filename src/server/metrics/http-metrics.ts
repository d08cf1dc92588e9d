/**
 * Requests by route and status: one histogram observation per request, labelled with the route's template
 * (`/api/tasks/{id}`), never the path itself, so the number of series stays bounded whatever is requested.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { matchedRoutes } from 'hono/route';
import type { Histogram } from 'prom-client';

/** Everything answered by no route of its own: the web app's screens and files, unknown paths. */
export const UNMATCHED = 'unmatched';

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
const templates = new Map<string, string>();

/** `/api/tasks/:id` as the API reference writes it, `/api/tasks/{id}`; made once per route. */
function templateOf(path: string): string {
  let template = templates.get(path);
  if (template === undefined) {
    template = path.replace(/:(\w+)(\{[^}]*\})?/g, '{$1}');
    templates.set(path, template);
  }
  return template;
}

/**
 * The first matched route with no wildcard is the one the request was for: the wildcards are middleware (`/api/*`)
 * and the catch-alls (the API's 404, the web app). Asked after the answer, so a request refused by a middleware (401)
 * is still counted under its route.
 */
export function routeLabel(c: Context): string {
  for (const route of matchedRoutes(c)) {
    if (!route.path.includes('*')) return templateOf(route.path);
  }
  return UNMATCHED;
}

export function httpMetrics(histogram: Histogram<'method' | 'route' | 'status'>): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    try {
      await next();
    } finally {
      histogram.observe(
        { method: METHODS.has(c.req.method) ? c.req.method : 'OTHER', route: routeLabel(c), status: c.res.status },
        (performance.now() - started) / 1000,
      );
    }
  };
}
