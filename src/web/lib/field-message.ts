import validation from '@shared/i18n/catalogs/en/validation.json';
import { translateKeyedText } from '@shared/i18n/keyed-text';
import { t } from './messages/validation';

const has = (key: string): key is keyof typeof validation => Object.hasOwn(validation, key);
const translate = (key: string, values?: Record<string, unknown>) => t(key as keyof typeof validation, values);

/**
 * A field's or form's message in the reader's language: the shared schemas' messages are keys of the `validation`
 * namespace (`validation.common.realDate`), or keyed texts with values ('validation.field.required?label=…'),
 * translated here when shown; the server's answers are already in the reader's language, and any other message
 * (zod's own) is shown as given.
 */
export function fieldMessage(message: string): string {
  if (has(message)) return t(message);
  return translateKeyedText(message, has, translate) ?? message;
}
