/**
 * Settings > Webhooks are the admins' (webhooks.manage): everyone else is refused before anything is read; an
 * endpoint or delivery nobody has answers 404 to admins. Creating is checked with a body the admins' call refuses
 * (400), so the table leaves no endpoint behind to receive other tests' events.
 */
import { onlyAdmins, type Row } from './authorization-rules';

const NONE = '00000000-0000-4000-8000-000000000000';
const endpoint = `/api/webhook-endpoints/${NONE}`;

export const WEBHOOKS_ROWS: Row[] = [
  { route: 'GET /api/webhook-endpoints', expect: onlyAdmins(200) },
  { route: 'POST /api/webhook-endpoints', body: { url: '', events: [] }, expect: onlyAdmins(400) },
  { route: 'GET /api/webhook-endpoints/:id', url: endpoint, expect: onlyAdmins(404) },
  { route: 'PATCH /api/webhook-endpoints/:id', url: endpoint, body: { description: 'Changed' }, expect: onlyAdmins(404) },
  { route: 'DELETE /api/webhook-endpoints/:id', url: endpoint, expect: onlyAdmins(404) },
  { route: 'POST /api/webhook-endpoints/:id/roll-secret', url: `${endpoint}/roll-secret`, body: {}, expect: onlyAdmins(404) },
  { route: 'POST /api/webhook-endpoints/:id/test', url: `${endpoint}/test`, body: {}, expect: onlyAdmins(404) },
  { route: 'GET /api/webhook-endpoints/:id/deliveries', url: `${endpoint}/deliveries`, expect: onlyAdmins(404) },
  {
    route: 'POST /api/webhook-deliveries/:id/redeliver',
    url: `/api/webhook-deliveries/${NONE}/redeliver`,
    body: {},
    expect: onlyAdmins(404),
  },
];
