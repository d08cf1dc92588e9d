/** Settings > Webhooks: endpoints, their deliveries, and the operations' schemas (docs/product.md, Webhooks). */
import { z } from 'zod';
import { WEBHOOK_EVENT_TYPES, type WebhookEventType } from '../webhook-events';
import { ONE_LINE, oneLineMessage } from './fields';
import { ListQuery } from './list';
import { pageOf } from './refs';

/** The event "Send test event" delivers: to one endpoint only, never subscribed to. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';

/** The headers every delivery carries (Standard Webhooks: https://www.standardwebhooks.com). */
export const WEBHOOK_HEADERS = { id: 'webhook-id', timestamp: 'webhook-timestamp', signature: 'webhook-signature' } as const;

/** How much of a receiver's answer the delivery log keeps, in bytes. */
export const WEBHOOK_RESPONSE_BODY_MAX = 4096;

export const WEBHOOK_DELIVERY_STATUS_LABELS = {
  pending: 'Pending',
  retrying: 'Retrying',
  delivered: 'Delivered',
  failed: 'Failed',
} as const;
export type WebhookDeliveryStatus = keyof typeof WEBHOOK_DELIVERY_STATUS_LABELS;

const eventType = z.enum(WEBHOOK_EVENT_TYPES as [WebhookEventType, ...WebhookEventType[]], {
  error: 'validation.webhooks.unknownEventType',
});

const url = z
  .string()
  .trim()
  .min(1, 'validation.webhooks.urlRequired')
  .max(2000, 'validation.webhooks.urlLimited2000Characters')
  // The URL parser drops line breaks, so one would be stored as typed and shown as another address.
  .regex(ONE_LINE, oneLineMessage('validation.label.url'))
  .refine((v) => URL.canParse(v) && ['http:', 'https:'].includes(new URL(v).protocol), 'validation.webhooks.urlHttpHttpsAddress');

export const WebhookEndpointInput = z.strictObject({
  url,
  description: z.string().trim().max(300, 'validation.webhooks.descriptionLimited300Characters').default(''),
  events: z.array(eventType).min(1, 'validation.webhooks.chooseLeastOneEvent').max(WEBHOOK_EVENT_TYPES.length),
});
export type WebhookEndpointInput = z.infer<typeof WebhookEndpointInput>;

export const WebhookEndpointPatch = z.strictObject({
  url: url.optional(),
  description: z.string().trim().max(300, 'validation.webhooks.descriptionLimited300Characters').optional(),
  events: z.array(eventType).min(1, 'validation.webhooks.chooseLeastOneEvent').max(WEBHOOK_EVENT_TYPES.length).optional(),
  /** Turning an endpoint on again clears its failure record. */
  active: z.boolean().optional(),
});
export type WebhookEndpointPatch = z.infer<typeof WebhookEndpointPatch>;

export const WebhookEndpointDto = z
  .object({
    id: z.string(),
    url: z.string(),
    description: z.string(),
    events: z.array(eventType),
    active: z.boolean(),
    disabledAt: z.string().nullable(),
    disabledReason: z.string().nullable(),
    failingSince: z.string().nullable(),
    /** The secret's last characters, so an admin can tell which one a receiver holds. */
    secretHint: z.string(),
    createdAt: z.string(),
  })
  .meta({ id: 'WebhookEndpoint' });
export type WebhookEndpointDto = z.infer<typeof WebhookEndpointDto>;

/** Only at creation and when the secret is rolled: the whole secret, shown once. */
export const WebhookEndpointWithSecret = WebhookEndpointDto.extend({ secret: z.string() });
export type WebhookEndpointWithSecret = z.infer<typeof WebhookEndpointWithSecret>;

export const WebhookEndpointList = z.object({ items: z.array(WebhookEndpointDto) });
export type WebhookEndpointList = z.infer<typeof WebhookEndpointList>;

/** The event types a delivery may carry: the subscribable ones and the test event. */
export const WEBHOOK_DELIVERY_EVENT_TYPES = [...WEBHOOK_EVENT_TYPES, WEBHOOK_TEST_EVENT] as const;

export const WebhookDeliveryListQuery = ListQuery.omit({ q: true }).extend({
  status: z
    .enum(Object.keys(WEBHOOK_DELIVERY_STATUS_LABELS) as [WebhookDeliveryStatus, ...WebhookDeliveryStatus[]], {
      error: 'validation.common.unknownStatus',
    })
    .optional(),
  eventType: z
    .enum(WEBHOOK_DELIVERY_EVENT_TYPES as unknown as [string, ...string[]], { error: 'validation.webhooks.unknownEventType' })
    .optional(),
});
export type WebhookDeliveryListQuery = z.infer<typeof WebhookDeliveryListQuery>;

export const WebhookDeliveryDto = z
  .object({
    id: z.string(),
    eventId: z.string(),
    eventType: z.string(),
    status: z.enum(Object.keys(WEBHOOK_DELIVERY_STATUS_LABELS) as [WebhookDeliveryStatus, ...WebhookDeliveryStatus[]]),
    attempts: z.number().int(),
    responseStatus: z.number().int().nullable(),
    durationMs: z.number().int().nullable(),
    error: z.string().nullable(),
    /** The start of the last answer's body (at most WEBHOOK_RESPONSE_BODY_MAX bytes), or null when none came. */
    responseBody: z.string().nullable(),
    /** The JSON body sent (the same on every attempt; the signature headers are per attempt). */
    payload: z.object({ id: z.string(), type: z.string(), createdAt: z.string(), data: z.record(z.string(), z.unknown()) }),
    /** A Redeliver or a test event. */
    manual: z.boolean(),
    nextTryAt: z.string().nullable(),
    lastTriedAt: z.string().nullable(),
    deliveredAt: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'WebhookDelivery' });
export type WebhookDeliveryDto = z.infer<typeof WebhookDeliveryDto>;

export const WebhookDeliveryList = pageOf(WebhookDeliveryDto);
export type WebhookDeliveryList = z.infer<typeof WebhookDeliveryList>;
