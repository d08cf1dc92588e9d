import { Hono } from 'hono';
import { eventsApi } from '@shared/api/events';
import type { AppDeps, AppEnv } from '../../context';
import { createLiveStreams } from '../../live/streams';
import { route } from '../../openapi/route';

/** GET /api/events: every signed-in user, each stream filtered to what its user may see (src/server/live). */
export function eventRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  const streams = createLiveStreams({
    db: deps.database.db,
    hub: deps.live,
    log: deps.log,
    heartbeatSeconds: deps.env.LIVE_HEARTBEAT_SECONDS,
  });
  route(app, eventsApi.stream, (c) =>
    // Served by Node, the stream writes its events on the response's socket itself once the headers are out.
    c.body(streams.serve(c.get('user'), c.get('sessionId'), c.env?.outgoing), 200, {
      'Content-Type': 'text/event-stream',
      // Sent as it comes: the Node server does not wait for a second chunk to size the answer.
      'Transfer-Encoding': 'chunked',
      // Nothing of it may be kept by a proxy, and nginx must pass each event on at once.
      'Cache-Control': 'no-store',
      'X-Accel-Buffering': 'no',
    }),
  );
  return app;
}
