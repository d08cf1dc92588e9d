import { describe, expect, it } from 'vitest';
import { pseudoMessage } from './pseudo';

const text = (message: unknown) => (message as string[]).join('');

describe('the pseudo-locale', () => {
  it('accents a short text and runs its last word on, as a longer word', () => {
    expect(text(pseudoMessage('Dates'))).toBe('[Dátéš~~]');
  });

  it('makes a sentence 40% longer with more words, never one word longer than a German compound', () => {
    const sentence = 'Invoices, credit notes, payments and expenses of a period as Xero, QuickBooks Online or journal CSV';
    const pseudo = text(pseudoMessage(sentence));
    const tildes = pseudo.match(/~/g)?.length ?? 0;
    expect(tildes).toBe(Math.ceil(sentence.replace(/[^\p{L}]/gu, '').length * 0.4));
    expect(Math.max(...pseudo.split(' ').map((word) => word.length))).toBeLessThanOrEqual(14);
  });
});
