import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from './api';

export interface ServerErrorOptions {
  /**
   * Where a field the server names sits on the form when the names differ: a list's own message (`items`) goes to
   * `items.root`, a value the form derives (`currency`, `estimatedMinutes`) to the field the person typed in.
   */
  rename?: Readonly<Record<string, string>>;
}

/**
 * The one way a form shows a 400's per-field messages (`error.fields`, keyed by the schema's dotted path, e.g.
 * `items.2.amount`): each goes under the form's field of that name, the first one focused. A name is the form's when it
 * or its first segment is in `fieldNames`; the others are left to the toast. Returns whether any message was shown.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  fieldNames: readonly Path<T>[],
  setError: UseFormSetError<T>,
  options: ServerErrorOptions = {},
): boolean {
  if (!isApiError(error) || !error.fields) return false;
  let shown = false;
  for (const [field, message] of Object.entries(error.fields)) {
    const name = options.rename?.[field] ?? field;
    const top = name.split('.')[0];
    if (!fieldNames.some((n) => n === name || n === top)) continue;
    setError(name as Path<T>, { type: 'server', message }, { shouldFocus: !shown });
    shown = true;
  }
  return shown;
}
