import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from './api';

/**
 * Shows a 400's per-field messages under the fields they name; returns whether any was shown. Names the form does not
 * have are left to the toast.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  fieldNames: readonly Path<T>[],
  setError: UseFormSetError<T>,
): boolean {
  if (!isApiError(error) || !error.fields) return false;
  let shown = false;
  for (const [field, message] of Object.entries(error.fields)) {
    const name = fieldNames.find((n) => n === field);
    if (!name) continue;
    setError(name, { type: 'server', message }, { shouldFocus: !shown });
    shown = true;
  }
  return shown;
}
