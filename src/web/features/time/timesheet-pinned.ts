/**
 * Rows without time yet (added by "Add row" or "Copy last week"). The grid's rows come from entries, so an empty row
 * exists only in this browser: kept in localStorage per person and week, so it survives a reload (decision 0047).
 * Once a cell of it holds time the server lists the row itself.
 */
import { useCallback, useState } from 'react';
import type { SuggestedRows } from '@shared/schemas/timesheet';

export type PinnedRow = SuggestedRows['rows'][number];

const keyOf = (userId: string, week: string) => `timesheet-rows:${userId}:${week}`;

function read(key: string): PinnedRow[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(key) ?? '[]');
    return Array.isArray(parsed) ? (parsed as PinnedRow[]).filter((row) => row?.task?.id) : [];
  } catch {
    return [];
  }
}

export function usePinnedRows(userId: string, week: string) {
  const key = keyOf(userId, week);
  const [state, setState] = useState(() => ({ key, rows: read(key) }));
  // Another week or person: read that one's rows (during render, so the grid never shows the previous week's).
  const rows = state.key === key ? state.rows : read(key);
  if (state.key !== key) setState({ key, rows });

  const add = useCallback(
    (added: readonly PinnedRow[]) => {
      setState((current) => {
        const base = current.key === key ? current.rows : read(key);
        const next = [...base, ...added.filter((row) => !base.some((b) => b.task?.id === row.task?.id))];
        try {
          localStorage.setItem(key, JSON.stringify(next));
        } catch {
          // Storage full or refused: the rows stay for this visit.
        }
        return { key, rows: next };
      });
    },
    [key],
  );
  return { rows, add };
}
