/** Live updates: one server-sent events stream per signed-in browser, shared by its tabs (docs/architecture.md, "Live updates"). */
import { z } from 'zod';
import { endpoint, fileOf } from './endpoint';

const LIVE_TOPICS = ['task', 'comment', 'milestone', 'approval', 'message', 'request', 'notification', 'file', 'time', 'expense'] as const;

/** One event's data: which record changed, so the browser refreshes the queries of that topic. Never the record. */
export const LiveMessage = z.object({ topic: z.enum(LIVE_TOPICS), id: z.string(), projectId: z.string().nullable() });
export type LiveMessage = z.infer<typeof LiveMessage>;

/**
 * The browser's check of an event's data, the schema's rule without zod: the stream is read by the app's shell, and
 * the browser build has no schemas in the API descriptions (scripts/vite-api-schemas.ts).
 */
export function readLiveMessage(data: unknown): LiveMessage | null {
  if (typeof data !== 'object' || data === null) return null;
  const { topic, id, projectId } = data as Record<string, unknown>;
  if (!(LIVE_TOPICS as readonly unknown[]).includes(topic) || typeof id !== 'string') return null;
  if (projectId !== null && typeof projectId !== 'string') return null;
  return { topic: topic as LiveMessage['topic'], id, projectId };
}

export const eventsApi = {
  stream: endpoint({
    method: 'get',
    path: '/events',
    tag: 'Live updates',
    summary: 'A stream of "this changed" events for the caller',
    description:
      'Server-sent events (`text/event-stream`), open as long as the session is valid. The first event is `ready` ' +
      '(with a `retry:` hint), its data `{ "userId" }`, the caller\'s own id; then one unnamed event per change the caller may see, its data ' +
      '`{ "topic", "id", "projectId" }`: refetch what that topic shows. A `resync` event means changes may have been ' +
      'missed: refetch everything. Comment lines are heartbeats. The stream ends when the session ends.',
    access: 'signed-in',
    reply: fileOf('text/event-stream'),
  }),
};
