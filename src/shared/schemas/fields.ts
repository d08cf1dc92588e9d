/** Field rules shared by the write schemas: forms send '' for an empty optional field, the server stores null. */
import { z } from 'zod';
import { UUID_PATTERN } from './list';

export const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** A required text, trimmed; it may span lines (a note, a reason): a name or a title is a `singleLine`. */
export const requiredText = (label: string, max = 200) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

/**
 * No line break (CR or LF) inside: a name, title or subject is written into e-mails, CSV files and PDF headings, where
 * a line break would forge a line of its own (a fake "From:" line in a staff e-mail's text). Leading and trailing
 * ones are trimmed away first.
 */
export const ONE_LINE = /^[^\r\n]*$/;
export const oneLineMessage = (label: string) => `${label} must be on one line`;

/** A required one-line text, trimmed: names, titles, subjects. */
export const singleLine = (label: string, max = 200) => requiredText(label, max).regex(ONE_LINE, oneLineMessage(label));

/** Optional text: '' and whitespace become null. */
export const optionalText = (label: string, max = 5000) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform((v) => (v ? v : null));

/** An optional one-line text (a phone number, a tax id): '' and whitespace become null. */
export const optionalSingleLine = (label: string, max = 200) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .regex(ONE_LINE, oneLineMessage(label))
    .nullish()
    .transform((v) => (v ? v : null));

/** A required id (the select's placeholder sends ''). */
export const requiredId = (message: string) => z.string({ error: message }).regex(UUID_PATTERN, message);

/** An optional id: '' and null mean none. */
export const optionalId = z
  .union([z.literal(''), z.string().regex(UUID_PATTERN, 'Not a valid id')])
  .nullish()
  .transform((v) => (v ? v : null));

/** An optional calendar date (YYYY-MM-DD): '' and null mean none. */
export const optionalDate = z
  .union([z.literal(''), z.string().regex(DATE_PATTERN, 'Use a date like 2026-12-31')])
  .nullish()
  .transform((v) => (v ? v : null))
  .refine((v) => v === null || isRealDate(v), 'Not a real date');

/** 2026-02-31 matches the pattern but is no day: it must round-trip through a Date unchanged. */
export function isRealDate(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** A list filter that is either an id or a keyword such as 'unassigned' or 'none'. */
export const idOr = <K extends string>(keyword: K) =>
  z.union([z.literal(keyword), z.string().regex(UUID_PATTERN, 'Not a valid id')]).optional();

/** A purchase order reference as the client gave it (a client's default, an invoice's own; decision 0095). */
export const poNumberField = () => z.string().trim().max(100, 'PO number must be at most 100 characters');

/** Days the client has to pay from the issue date (a client's default, an invoice's own; decision 0095). */
export const paymentTermsField = () =>
  z
    .number({ error: 'Payment terms must be a number of days' })
    .int('Payment terms must be a whole number of days')
    .min(0, 'Payment terms cannot be negative')
    .max(365, 'Payment terms must be at most 365 days');
