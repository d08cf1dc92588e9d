import { describe, expect, it } from 'vitest';
import { englishMessage } from '../i18n/english-message';
import { CreateInvoiceInput, UpdateInvoiceInput } from './billing';

describe('invoice lines a user cannot have meant', () => {
  // Found by the fuzzed writes: an absurd price made the total check throw (a 500) instead of refusing the field.
  it('refuses a price of -1e308 with a message for the line, and does not throw', () => {
    const items = [
      { quantity: 0, amount: -1e308 },
      { quantity: 1, amount: 10 },
    ];
    const draft = UpdateInvoiceInput.safeParse({ items });
    expect(draft.success).toBe(false);
    expect(draft.error?.issues.map((i) => englishMessage(i.message))).toContain('Unit price must be greater than 0');
    const created = CreateInvoiceInput.safeParse({ dueDate: '2999-01-01', items: [{ quantity: 1, amount: 1e308 }] });
    expect(created.success).toBe(false);
  });
});
