import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * The resolver of a form whose inputs hold text that becomes the body (amounts, percentages, durations, a day that
 * becomes a date-time): the route's schema checks `toBody(values)`, the very body that will be sent, so its words are
 * the server's. A message lands on the form's field of the body's key; the form keeps its typed values. `context` is
 * the form's (`useForm({ context })`): what the dialog adds to the body itself, such as a preview's fingerprint.
 */
export function bodyResolver<V extends FieldValues, B, C = unknown>(
  schema: z.ZodType<unknown, B>,
  toBody: (values: V, context: C) => B,
): Resolver<V, C> {
  const resolve = zodResolver(schema as z.ZodType<FieldValues, FieldValues>);
  return async (values, context, options) => {
    const result = await resolve(toBody(values, context as C) as FieldValues, context, options as never);
    return Object.keys(result.errors).length ? { values: {}, errors: result.errors as never } : { values, errors: {} };
  };
}
