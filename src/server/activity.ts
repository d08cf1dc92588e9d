/** Writes one event to the activity log (the overview's Recent Activity and the audit trail). Never updated. */
import type { DbOrTx, Tx } from './db/transaction';
import { activityLog } from './db/schema';
import { currentRequestIp } from './request-context';

/**
 * Events about money: shown only to those who may view financials (client timeline, dashboard Recent Activity). Quotes,
 * recurring schedules and the billing setup name amounts and prices too.
 */
export const FINANCIAL_ENTITY_TYPES = [
  'invoice',
  'client_revenue',
  'revenue',
  'stripe_customer',
  'quote',
  'recurring_schedule',
  // A project's running costs (decision 0118).
  'recurring_expense',
  'tax_rate',
  'agency_profile',
  'billing_settings',
] as const;

/**
 * Security events of one person's account (password, two-factor, devices) and of the workspace's policy: for the audit
 * log, not for the team's Recent Activity.
 */
export const SECURITY_ACTION_PATTERNS = ['account.%', 'workspace.%'] as const;

export interface ActivityEvent {
  actorId: string | null;
  action: string;
  entityType: string;
  entityId?: string | null;
  clientId?: string | null;
  summary: string;
  metadata?: Record<string, unknown>;
  /** Defaults to the current request's address (see request-context.ts). */
  ipAddress?: string | null;
}

/** Takes the caller's transaction when the event belongs to a larger write (docs/decisions/0032-every-write-whole.md). */
export async function recordActivity(db: DbOrTx, event: ActivityEvent): Promise<void> {
  await db
    .insert(activityLog)
    .values({
      actorId: event.actorId,
      action: event.action,
      entityType: event.entityType,
      entityId: event.entityId ?? null,
      clientId: event.clientId ?? null,
      summary: event.summary,
      metadata: event.metadata ?? null,
      ipAddress: event.ipAddress ?? currentRequestIp(),
    });
}

/** The entry for a row just created: `<entityType>.created` by the actor, naming the row and its client. */
export function createdEvent(
  actorId: string,
  entityType: string,
  row: { id: string; clientId: string | null },
  summary: string,
): ActivityEvent {
  return { actorId, action: `${entityType}.created`, entityType, entityId: row.id, clientId: row.clientId, summary };
}

/**
 * A write and its activity entry as one transaction: both are kept or neither (docs/decisions/0032-every-write-whole.md).
 * `event` may be built from what the write returned (the new row's id).
 */
export async function writeRecorded<T>(
  db: DbOrTx,
  write: (tx: Tx) => Promise<T>,
  event: ActivityEvent | ((result: T) => ActivityEvent),
): Promise<T> {
  return db.transaction(async (tx) => {
    const result = await write(tx);
    await recordActivity(tx, typeof event === 'function' ? event(result) : event);
    return result;
  });
}
