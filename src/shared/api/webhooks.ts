/** Settings > Webhooks (docs/product.md, Webhooks): endpoints, their secrets, delivery log, Redeliver and a test event. */
import {
  WebhookDeliveryDto,
  WebhookDeliveryList,
  WebhookDeliveryListQuery,
  WebhookEndpointDto,
  WebhookEndpointInput,
  WebhookEndpointList,
  WebhookEndpointPatch,
  WebhookEndpointWithSecret,
} from '../schemas/webhooks';
import { EMPTY, endpoint } from './endpoint';

const tag = 'Webhooks';
const access = 'webhooks.manage';

export const webhooksApi = {
  list: endpoint({ method: 'get', path: '/webhook-endpoints', tag, access, summary: 'List webhook endpoints', reply: WebhookEndpointList }),
  create: endpoint({
    method: 'post',
    path: '/webhook-endpoints',
    tag,
    access,
    summary: 'Register a webhook endpoint',
    description:
      'Answers the signing secret once; it is never shown again (roll it to get a new one). In production the URL must be https and must not resolve to a private, loopback or link-local address.',
    body: WebhookEndpointInput,
    reply: WebhookEndpointWithSecret,
    status: 201,
  }),
  get: endpoint({
    method: 'get',
    path: '/webhook-endpoints/{id}',
    tag,
    access,
    summary: 'Get a webhook endpoint',
    reply: WebhookEndpointDto,
  }),
  update: endpoint({
    method: 'patch',
    path: '/webhook-endpoints/{id}',
    tag,
    access,
    summary: 'Change, enable or disable a webhook endpoint',
    description: 'Enabling it again clears its failure record; a disabled endpoint receives nothing.',
    body: WebhookEndpointPatch,
    reply: WebhookEndpointDto,
  }),
  remove: endpoint({
    method: 'delete',
    path: '/webhook-endpoints/{id}',
    tag,
    access,
    summary: 'Delete a webhook endpoint and its log',
    reply: EMPTY,
  }),
  rollSecret: endpoint({
    method: 'post',
    path: '/webhook-endpoints/{id}/roll-secret',
    tag,
    access,
    summary: 'Replace the signing secret',
    description: 'The new secret signs every attempt from now on, retries included; the old one stops at once.',
    reply: WebhookEndpointWithSecret,
  }),
  test: endpoint({
    method: 'post',
    path: '/webhook-endpoints/{id}/test',
    tag,
    access,
    summary: 'Send a test event',
    description: 'A webhook.test event to this endpoint only, delivered by the job queue like any other.',
    reply: WebhookDeliveryDto,
    status: 201,
  }),
  deliveries: endpoint({
    method: 'get',
    path: '/webhook-endpoints/{id}/deliveries',
    tag,
    access,
    summary: "List an endpoint's deliveries",
    description: 'Newest first: event, status, attempts, last response code and duration, next try.',
    query: WebhookDeliveryListQuery,
    reply: WebhookDeliveryList,
  }),
  redeliver: endpoint({
    method: 'post',
    path: '/webhook-deliveries/{id}/redeliver',
    tag,
    access,
    summary: 'Redeliver an event',
    description: 'A new delivery of the same event (same event id, so a receiver that already has it can tell) to the same endpoint.',
    reply: WebhookDeliveryDto,
    status: 201,
  }),
};
