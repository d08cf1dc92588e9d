/**
 * The imported records' webhook events (docs/decisions/0061-webhook-events-from-every-change.md): one
 * `client.created` or `task.created` per row, in the import's transaction, through the emitters the app layer hands
 * in. Whether any endpoint listens is asked once per import, so 10,000 rows nobody subscribed to cost one query.
 */
import { and, arrayContains, eq } from 'drizzle-orm';
import type { WebhookEventType } from '@shared/webhook-events';
import { webhookEndpoints } from '../../db/schema';
import type { DbOrTx } from '../../db/transaction';

export interface ImportEvents {
  clientCreated: (tx: DbOrTx, id: string) => Promise<void>;
  taskCreated: (tx: DbOrTx, id: string) => Promise<void>;
}

export async function emitEach(tx: DbOrTx, type: WebhookEventType, ids: string[], emit: (tx: DbOrTx, id: string) => Promise<void>) {
  if (ids.length === 0) return;
  const [listening] = await tx
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.active, true), arrayContains(webhookEndpoints.events, [type])))
    .limit(1);
  if (!listening) return;
  for (const id of ids) await emit(tx, id);
}
