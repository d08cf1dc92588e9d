/**
 * A status's label in the active language: src/shared/status-display.ts hands out catalog keys of the `status`
 * namespace, translated here when a screen renders (never at import, which would freeze English).
 */
import { OVERDUE_MARKER, statusLabel, type StatusKind, type StatusOf } from '@shared/status-display';
import * as status from './messages/status';

type StatusKey = Parameters<typeof status.t>[0];

/** 'Unpaid', 'Sin pagar', 'Unbezahlt' for an open invoice. */
export function statusText<K extends StatusKind>(kind: K, value: StatusOf<K>): string {
  return status.t(statusLabel(kind, value) as StatusKey);
}

/** The 'Overdue' marker's word. */
export function overdueText(): string {
  return status.t(OVERDUE_MARKER.label as StatusKey);
}
