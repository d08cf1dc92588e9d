import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import { eventsApi } from '../../../shared/api/events';
import type { AppDeps, AppEnv } from '../../context';
import { createLiveStreams } from '../../live/streams';
import { route } from '../../openapi/route';

/** GET /api/events: every signed-in user, each stream filtered to what its user may see (src/server/live). */
export function eventRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  const streams = createLiveStreams({ db: deps.database.db, hub: deps.live, log: deps.log, heartbeatSeconds: deps.env.LIVE_HEARTBEAT_SECONDS });
  route(app, eventsApi.stream, (c) => {
    const user = c.get('user');
    const sessionId = c.get('sessionId');
    // A failure (the database unreachable at connect) ends the stream, logged here: Hono's own handler would send
    // its message to the browser. The browser opens the stream again after the retry delay.
    const res = streamSSE(c, (stream) =>
      streams.serve(stream, user, sessionId).catch((error: unknown) => deps.log.error('An event stream failed', error, { userId: user.id })),
    );
    // Nothing of it may be kept by a proxy, and nginx must pass each event on at once.
    res.headers.set('Cache-Control', 'no-store');
    res.headers.set('X-Accel-Buffering', 'no');
    return res;
  });
  return app;
}
