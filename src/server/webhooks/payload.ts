/** The JSON a delivery POSTs, built in one place so the delivery log shows exactly what was sent. */
export interface StoredEvent {
  id: string;
  type: string;
  occurredAt: Date;
  data: unknown;
}

export function eventPayload(event: StoredEvent) {
  return { id: event.id, type: event.type, createdAt: event.occurredAt.toISOString(), data: event.data as Record<string, unknown> };
}
