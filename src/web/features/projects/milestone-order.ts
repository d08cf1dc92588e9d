/** Reordering milestones: pure list moves shared by drag and drop and the keyboard. */

/** A copy of `items` with the item at `from` moved to `to` (both clamped); the same array when nothing moves. */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  if (items.length === 0) return [...items];
  const last = items.length - 1;
  const start = Math.min(Math.max(from, 0), last);
  const end = Math.min(Math.max(to, 0), last);
  const next = [...items];
  if (start === end) return next;
  const [moved] = next.splice(start, 1);
  next.splice(end, 0, moved as T);
  return next;
}

/** The ids after moving `id` onto the position of `targetId` (drag and drop), or null when nothing changes. */
export function moveIdTo(ids: readonly string[], id: string, targetId: string): string[] | null {
  const from = ids.indexOf(id);
  const to = ids.indexOf(targetId);
  if (from < 0 || to < 0 || from === to) return null;
  return moveItem(ids, from, to);
}

/** The ids after moving `id` one step up (-1) or down (+1), or null at either end. */
export function moveIdBy(ids: readonly string[], id: string, step: -1 | 1): string[] | null {
  const from = ids.indexOf(id);
  const to = from + step;
  if (from < 0 || to < 0 || to >= ids.length) return null;
  return moveItem(ids, from, to);
}

/** Puts records in the order of `ids`; records missing from `ids` keep their place at the end. */
export function orderByIds<T extends { id: string }>(records: readonly T[], ids: readonly string[]): T[] {
  const position = new Map(ids.map((id, i) => [id, i]));
  return [...records]
    .map((record, i) => ({ record, key: position.get(record.id) ?? ids.length + i }))
    .sort((a, b) => a.key - b.key)
    .map(({ record }, orderIndex) => ({ ...record, orderIndex }));
}
