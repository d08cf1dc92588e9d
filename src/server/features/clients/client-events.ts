/**
 * `client.created` with the client as an admin's GET /api/clients/{id} returns it, read in the creating transaction
 * (docs/decisions/0061-webhook-events-from-every-change.md). The app layer hands it to the features that make clients
 * of something else (a lead converted, on its own or when a quote is sent to it).
 */
import type { DbOrTx } from '../../db/transaction';
import { ADMIN_VIEWER } from '../../webhooks/admin-viewer';
import { emitRecordEvent, type EventDeps } from '../../webhooks/record-event';
import { getClient } from './service';

export async function emitClientCreated(deps: EventDeps, tx: DbOrTx, clientId: string): Promise<void> {
  await emitRecordEvent(deps, tx, 'client.created', () => getClient(tx, ADMIN_VIEWER, clientId));
}
