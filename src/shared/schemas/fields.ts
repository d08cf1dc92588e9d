/** Field rules shared by the write schemas: forms send '' for an empty optional field, the server stores null. */
import { z } from 'zod';
import { keyedText } from '../i18n/keyed-text';
import { UUID_PATTERN } from './list';

/** A field's name as its messages start ('Title is required'): a key of the validation catalog's labels. */
export type FieldLabel = `validation.label.${string}`;

/** The messages of a text field, as keyed texts the reader's language words (src/shared/i18n/keyed-text.ts). */
export const requiredMessage = (label: FieldLabel) => keyedText('validation.field.required', { label });
export const tooLongMessage = (label: FieldLabel, max: number) => keyedText('validation.field.tooLong', { label, max });

export const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** A required text, trimmed; it may span lines (a note, a reason): a name or a title is a `singleLine`. */
export const requiredText = (label: FieldLabel, max = 200) =>
  z
    .string({ error: requiredMessage(label) })
    .trim()
    .min(1, requiredMessage(label))
    .max(max, tooLongMessage(label, max));

/**
 * No line break (CR or LF) inside: a name, title or subject is written into e-mails, CSV files and PDF headings, where
 * a line break would forge a line of its own (a fake "From:" line in a staff e-mail's text). Leading and trailing
 * ones are trimmed away first.
 */
export const ONE_LINE = /^[^\r\n]*$/;
export const oneLineMessage = (label: FieldLabel) => keyedText('validation.field.oneLine', { label });

/** A required one-line text, trimmed: names, titles, subjects. */
export const singleLine = (label: FieldLabel, max = 200) => requiredText(label, max).regex(ONE_LINE, oneLineMessage(label));

/** Optional text: '' and whitespace become null. */
export const optionalText = (label: FieldLabel, max = 5000) =>
  z
    .string()
    .trim()
    .max(max, tooLongMessage(label, max))
    .nullish()
    .transform((v) => (v ? v : null));

/** An optional one-line text (a phone number, a tax id): '' and whitespace become null. */
export const optionalSingleLine = (label: FieldLabel, max = 200) =>
  z
    .string()
    .trim()
    .max(max, tooLongMessage(label, max))
    .regex(ONE_LINE, oneLineMessage(label))
    .nullish()
    .transform((v) => (v ? v : null));

/** A required id (the select's placeholder sends ''). */
export const requiredId = (message: string) => z.string({ error: message }).regex(UUID_PATTERN, message);

/** An optional id: '' and null mean none. */
export const optionalId = z
  .union([z.literal(''), z.string().regex(UUID_PATTERN, 'validation.common.validId')])
  .nullish()
  .transform((v) => (v ? v : null));

/** An optional calendar date (YYYY-MM-DD): '' and null mean none. */
export const optionalDate = z
  .union([z.literal(''), z.string().regex(DATE_PATTERN, 'validation.common.useDateLike2026')])
  .nullish()
  .transform((v) => (v ? v : null))
  .refine((v) => v === null || isRealDate(v), 'validation.common.realDate');

/** 2026-02-31 matches the pattern but is no day: it must round-trip through a Date unchanged. */
export function isRealDate(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** A list filter that is either an id or a keyword such as 'unassigned' or 'none'. */
export const idOr = <K extends string>(keyword: K) =>
  z.union([z.literal(keyword), z.string().regex(UUID_PATTERN, 'validation.common.validId')]).optional();

/** A purchase order reference as the client gave it (a client's default, an invoice's own; decision 0095). */
export const poNumberField = () => z.string().trim().max(100, 'validation.fields.poNumberMost100');

/** Days the client has to pay from the issue date (a client's default, an invoice's own; decision 0095). */
export const paymentTermsField = () =>
  z
    .number({ error: 'validation.fields.paymentTermsNumberDays' })
    .int('validation.fields.paymentTermsWholeNumber')
    .min(0, 'validation.fields.paymentTermsNegative')
    .max(365, 'validation.fields.paymentTermsMost365');
