/**
 * The OpenAPI 3.1 `webhooks` section of /api/openapi.json (docs/decisions/0060-outgoing-webhooks.md): one entry per
 * event type, its payload being the record as the matching GET returns it to an admin, taken from the same route
 * descriptions the API is built from, so the reference cannot drift from what is sent.
 */
import { z } from 'zod';
import { billingApi } from '../../shared/api/billing';
import { clientsApi } from '../../shared/api/clients';
import { leadsApi } from '../../shared/api/leads';
import { messagesApi } from '../../shared/api/messages';
import { paymentsApi } from '../../shared/api/payments';
import { milestonesApi } from '../../shared/api/milestones';
import { quotesApi } from '../../shared/api/quotes';
import { requestsApi } from '../../shared/api/requests';
import { tasksApi } from '../../shared/api/tasks';
import { WEBHOOK_HEADERS, WEBHOOK_TEST_EVENT } from '../../shared/schemas/webhooks';
import { WEBHOOK_EVENT_TYPES, WEBHOOK_EVENTS, type WebhookEventType } from '../../shared/webhook-events';

const PAYLOADS: Record<WebhookEventType, z.ZodType> = {
  'task.created': tasksApi.get.reply,
  'task.updated': tasksApi.get.reply,
  'task.completed': tasksApi.get.reply,
  'milestone.approved': milestonesApi.list.reply.element,
  'milestone.changes_requested': milestonesApi.list.reply.element,
  'request.created': requestsApi.get.reply,
  'request.answered': requestsApi.get.reply,
  'message.posted': messagesApi.list.reply.shape.items.element,
  'invoice.created': billingApi.getInvoice.reply,
  'invoice.partially_paid': billingApi.getInvoice.reply,
  'invoice.paid': billingApi.getInvoice.reply,
  'invoice.voided': billingApi.getInvoice.reply,
  'credit_note.issued': paymentsApi.createCreditNote.reply,
  'quote.accepted': quotesApi.get.reply,
  'client.created': clientsApi.get.reply,
  'lead.received': leadsApi.list.reply.shape.items.element,
};

/** The named schemas (`.meta({ id })`) the payloads refer to, for the document's components.schemas. */
const named: Record<string, unknown> = {};

const jsonSchema = (schema: z.ZodType) => {
  const converted = z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any' });
  // Named schemas come out as $defs: they go to the document's components, and the references with them.
  const {
    $schema: _,
    $defs,
    ...rest
  } = JSON.parse(JSON.stringify(converted).replaceAll('"#/$defs/', '"#/components/schemas/')) as Record<string, unknown>;
  Object.assign(named, $defs);
  return rest;
};

export function webhookSchemas(): Record<string, unknown> {
  return named;
}

const HEADERS = [
  {
    name: WEBHOOK_HEADERS.id,
    description: "The event's id, the same on every attempt and every Redeliver: a receiver ignores an id it has already handled.",
  },
  { name: WEBHOOK_HEADERS.timestamp, description: 'When this attempt was signed, in Unix seconds. Refuse one more than five minutes old.' },
  {
    name: WEBHOOK_HEADERS.signature,
    description:
      "Standard Webhooks: `v1,` and the base64 HMAC-SHA256 of `<webhook-id>.<webhook-timestamp>.<raw body>`, keyed with the base64-decoded part of the endpoint's `whsec_<base64>` secret; several signatures are space-separated. The `standardwebhooks` and `svix` libraries verify it. Compare in constant time.",
  },
].map((h) => ({ name: h.name, in: 'header', required: true, description: h.description, schema: { type: 'string' } }));

function operation(type: string, label: string, data: Record<string, unknown>) {
  return {
    post: {
      summary: label,
      description:
        `Sent to every active endpoint subscribed to \`${type}\`, by a background job after the change is committed. ` +
        'Answer 2xx within 10 s; anything else is retried with exponential backoff for 24 hours.',
      tags: ['Webhooks'],
      parameters: HEADERS,
      requestBody: {
        required: true,
        content: {
          'application/json': {
            schema: {
              type: 'object',
              required: ['id', 'type', 'createdAt', 'data'],
              properties: {
                id: { type: 'string', format: 'uuid', description: 'The event id (also in webhook-id).' },
                type: { type: 'string', const: type },
                createdAt: { type: 'string', format: 'date-time', description: 'When the change happened.' },
                data,
              },
            },
          },
        },
      },
      responses: { '2XX': { description: 'Received; nothing more is sent for this delivery.' } },
    },
  };
}

export function webhooksDocumentation(): Record<string, unknown> {
  const entries: [string, unknown][] = WEBHOOK_EVENT_TYPES.map((type) => [
    type,
    operation(type, WEBHOOK_EVENTS[type], { ...jsonSchema(PAYLOADS[type]), description: 'The record as GET returns it to an admin.' }),
  ]);
  entries.push([
    WEBHOOK_TEST_EVENT,
    operation(WEBHOOK_TEST_EVENT, 'Test event (Send test event in Settings > Webhooks)', {
      type: 'object',
      properties: { message: { type: 'string' }, endpointId: { type: 'string' }, url: { type: 'string' } },
    }),
  ]);
  return Object.fromEntries(entries);
}
