import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

export interface BodyResolverOptions {
  /** The form's fields: a message on another key of the body is not the form's to show, and does not stop it. */
  fields?: readonly string[];
  /** Where a body key sits on the form when the names differ (`staffOnly` is chosen as `visibility`). */
  rename?: Readonly<Record<string, string>>;
}

/**
 * The resolver of a form whose inputs hold text that becomes the body (amounts, percentages, durations, a day that
 * becomes a date-time): the route's schema checks `toBody(values)`, the very body that will be sent, so its words are
 * the server's. A message lands on the form's field of the body's key; the form keeps its typed values. `context` is
 * the form's (`useForm({ context })`): what the dialog adds to the body itself, such as a preview's fingerprint.
 */
export function bodyResolver<V extends FieldValues, B, C = unknown>(
  schemaOf: () => z.ZodType<unknown, B>,
  toBody: (values: V, context: C) => B,
  options: BodyResolverOptions = {},
): Resolver<V, C> {
  // The schema is read on the first check, not when the form's module is loaded: forms keep their resolver in a
  // module-level constant, and the built app's files may load a screen's module before the schemas' file has run
  // (its import is then still undefined, and every page failed to render).
  let resolve: Resolver<FieldValues> | undefined;
  return async (values, context, resolverOptions) => {
    resolve ??= zodResolver(schemaOf() as z.ZodType<FieldValues, FieldValues>);
    const result = await resolve(toBody(values, context as C) as FieldValues, context, resolverOptions as never);
    const errors: Record<string, unknown> = {};
    for (const [key, error] of Object.entries(result.errors)) {
      const name = options.rename?.[key] ?? key;
      if (!options.fields || options.fields.includes(name)) errors[name] = error;
    }
    return Object.keys(errors).length ? { values: {}, errors: errors as never } : { values, errors: {} };
  };
}
