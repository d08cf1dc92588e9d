/**
 * Webhook deliveries by how each attempt ended, counted where the delivery job records it (webhooks/deliver.ts). One
 * counter for the process, whether or not /metrics is on: adding to it costs nothing worth saving.
 */
import { Counter } from 'prom-client';

export type WebhookOutcome = 'delivered' | 'retrying' | 'failed';

export const webhookDeliveryOutcomes = new Counter({
  name: 'portal_webhook_deliveries_total',
  help: 'Webhook delivery attempts by outcome: delivered (2xx), retrying (failed, tried again later), failed (given up).',
  labelNames: ['outcome'] as const,
  // Registered by each /metrics registry (metrics.ts), not in prom-client's global one.
  registers: [],
});

export function countWebhookOutcome(outcome: WebhookOutcome): void {
  webhookDeliveryOutcomes.inc({ outcome });
}
