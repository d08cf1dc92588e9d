import { afterEach, describe, expect, it } from 'vitest';
import { requiredMessage, tooLongMessage } from '@shared/schemas/fields';
import { decimalsMessage } from '@shared/schemas/money-field';
import { fieldMessage } from './field-message';
import { activateLanguage } from './i18n';

describe("a schema's message in the reader's language", () => {
  afterEach(async () => {
    await activateLanguage('en', { audience: 'client' });
  });

  it('reads in English exactly as the product always wrote it', () => {
    expect(fieldMessage(requiredMessage('validation.label.title'))).toBe('Title is required');
    expect(fieldMessage(tooLongMessage('validation.label.description', 5000))).toBe('Description must be at most 5000 characters');
    expect(fieldMessage(decimalsMessage('JPY'))).toBe('Use at most 0 decimals for JPY (steps of 1)');
    expect(fieldMessage('validation.common.realDate')).toBe('Not a real date');
  });

  it('words the sentence and its field label in Spanish and German', async () => {
    await activateLanguage('es', { audience: 'client' });
    expect(fieldMessage(requiredMessage('validation.label.title'))).toBe('Título: campo obligatorio');
    await activateLanguage('de', { audience: 'client' });
    expect(fieldMessage(tooLongMessage('validation.label.description', 200))).toBe('Beschreibung: höchstens 200 Zeichen');
  });

  it('shows any other text as given', () => {
    expect(fieldMessage('Invalid input: expected string?')).toBe('Invalid input: expected string?');
  });
});
