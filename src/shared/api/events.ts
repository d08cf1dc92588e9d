/** Live updates: one server-sent events stream per signed-in browser tab (docs/architecture.md, "Live updates"). */
import { z } from 'zod';
import { endpoint, fileOf } from './endpoint';

/** One event's data: which record changed, so the browser refreshes the queries of that topic. Never the record. */
export const LiveMessage = z.object({
  topic: z.enum(['task', 'comment', 'milestone', 'approval', 'message', 'request', 'notification', 'file', 'time']),
  id: z.string(),
  projectId: z.string().nullable(),
});
export type LiveMessage = z.infer<typeof LiveMessage>;

export const eventsApi = {
  stream: endpoint({
    method: 'get',
    path: '/events',
    tag: 'Live updates',
    summary: 'A stream of "this changed" events for the caller',
    description:
      'Server-sent events (`text/event-stream`), open as long as the session is valid. The first event is `ready` ' +
      '(with a `retry:` hint); then one unnamed event per change the caller may see, its data ' +
      '`{ "topic", "id", "projectId" }`: refetch what that topic shows. A `resync` event means changes may have been ' +
      'missed: refetch everything. Comment lines are heartbeats. The stream ends when the session ends.',
    access: 'signed-in',
    reply: fileOf('text/event-stream'),
  }),
};
