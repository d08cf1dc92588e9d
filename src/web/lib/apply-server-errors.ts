import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { errorMessage, isApiError } from './api';

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

/** The form's own message, for a refusal no field caused; react-hook-form clears it when the form is sent again. */
export const FORM_MESSAGE = 'root.server';

export interface SendFormOptions<R> extends ServerErrorOptions {
  /** After the server took it: close the dialog, empty the form. */
  onSent?: (result: R) => void;
  /**
   * Which refusals without a field of the form are said under the form (`errors.root.server`, shown by `FormAlert`):
   * a conflict (409: the record changed or was answered meanwhile), or any. Absent: none, the toast says them.
   */
  formMessage?: 'conflict' | 'any';
}

/**
 * The submit of every form on the one pattern, once the resolver has passed it: `send` (which says its own toasts),
 * then `onSent`; a refusal's field messages go under their fields (`applyServerErrors`), and, as `formMessage` asks,
 * the rest under the form. Never throws: what went wrong is on screen.
 */
export async function sendForm<T extends FieldValues, R>(
  setError: UseFormSetError<T>,
  fieldNames: readonly Path<T>[],
  send: () => Promise<R>,
  options: SendFormOptions<R> = {},
): Promise<void> {
  let result: R;
  try {
    result = await send();
  } catch (error) {
    const placed = applyServerErrors(error, fieldNames, setError, options);
    const underForm = options.formMessage === 'any' ? !placed : options.formMessage === 'conflict' && isApiError(error, 409);
    if (underForm) setError(FORM_MESSAGE as Path<T>, { type: 'server', message: errorMessage(error) });
    return;
  }
  options.onSent?.(result);
}
