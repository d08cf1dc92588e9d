/**
 * The imported records' webhook events (docs/decisions/0061-webhook-events-from-every-change.md): one
 * `client.created` or `task.created` per row, in the import's transaction, through the emitters the app layer hands
 * in. Whether any endpoint listens is asked once per import, so 10,000 rows nobody subscribed to cost one query.
 */
import { and, arrayContains, eq, sql, type SQL } from 'drizzle-orm';
import type { WebhookEventType } from '@shared/webhook-events';
import { webhookEndpoints } from '../../db/schema';
import type { DbOrTx } from '../../db/transaction';
import { batches, JSON_BATCH } from './rows';

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

/** What one import writes of each new record: its activity entry and its webhook event. */
export interface ImportedKind {
  type: 'client.created' | 'task.created';
  entityType: 'client' | 'task';
  /** SQL over the insert's returned columns: the record's client id, and the activity entry's summary. */
  clientIdColumn: string;
  summary: string;
}

/**
 * Runs one batch's insert (`insert ... returning id, ...`) and writes each new record's activity entry in the same
 * statement (decision 0062), then its webhook event; both imports share it so their entries read alike.
 */
export async function insertImported(
  tx: DbOrTx,
  insert: SQL,
  kind: ImportedKind,
  log: { actorId: string; ip: string | null },
  emit: ((tx: DbOrTx, id: string) => Promise<void>) | undefined,
): Promise<void> {
  const created = (await tx.execute(sql`
        with created as (
          ${insert}),
        logged as (
          insert into activity_log (actor_id, action, entity_type, entity_id, client_id, summary, metadata, ip_address)
          select ${log.actorId}::uuid, ${sql.raw(`'${kind.type}', '${kind.entityType}'`)}, id, ${sql.raw(kind.clientIdColumn)}, ${sql.raw(kind.summary)}, '{"import":true}'::jsonb, ${log.ip}
          from created)
        select id from created`)) as unknown as { rows: { id: string }[] };
  if (emit)
    await emitEach(
      tx,
      kind.type,
      created.rows.map((r) => r.id),
      emit,
    );
}

/**
 * Writes an import's records a batch at a time through insertImported. Each batch travels as one JSON parameter
 * (`insertOf` reads it back with jsonb_to_recordset): the embedded database binds 12,000 parameters far slower than it
 * parses one document (decision 0062 has the figures).
 */
export async function insertImportedInBatches<T>(
  tx: DbOrTx,
  records: T[],
  toRow: (record: T) => Record<string, unknown>,
  insertOf: (rows: string) => SQL,
  kind: ImportedKind,
  log: { actorId: string; ip: string | null },
  emit: ((tx: DbOrTx, id: string) => Promise<void>) | undefined,
): Promise<void> {
  for (const chunk of batches(records, JSON_BATCH)) {
    await insertImported(tx, insertOf(JSON.stringify(chunk.map(toRow))), kind, log, emit);
  }
}
