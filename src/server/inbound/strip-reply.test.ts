import { describe, expect, it } from 'vitest';
import { stripReply } from './strip-reply';

describe('stripReply', () => {
  it('cuts at a Gmail header wrapped over two lines', () => {
    expect(stripReply('Yes, Friday.\n\nOn Tue, 24 Nov 2026 at 10:02, Northwind Studio <no-reply@northwind.test>\nwrote:\n> old')).toBe(
      'Yes, Friday.',
    );
  });

  it('keeps an answer written between quoted lines, without the quotes', () => {
    expect(stripReply('> Can you do Friday?\nYes.\n> And the budget?\nStill fine.')).toBe('Yes.\nStill fine.');
  });

  it('leaves a message with no history or signature as it is', () => {
    expect(stripReply('Line one\n\nLine two')).toBe('Line one\n\nLine two');
  });

  it('cuts at the signature delimiter and at a phone’s line', () => {
    expect(stripReply('Thanks!\n-- \nClara')).toBe('Thanks!');
    expect(stripReply('Thanks!\n\nSent from my iPhone')).toBe('Thanks!');
  });
});
