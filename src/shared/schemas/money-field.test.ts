import { describe, expect, it } from 'vitest';
import { englishMessage } from '../i18n/english-message';
import { CreateInvoiceInput, UNIT_PRICE_RULE } from './billing';
import { limitText, moneyField, moneyIssue, moneyIssues } from './money-field';
import { recordPaymentFields, RecordPaymentInput } from './payments';

const english = (message: string | undefined) => message && englishMessage(message);

const messages = (result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), english(i.message)]));
const mapEnglish = (issues: Record<string, string>) => Object.fromEntries(Object.entries(issues).map(([path, m]) => [path, english(m)]));

describe('money fields in their currency (decision 0100)', () => {
  it("checks the decimals against the currency's own", () => {
    expect(moneyIssue(1500, 'JPY', UNIT_PRICE_RULE)).toBeUndefined();
    expect(english(moneyIssue(1500.5, 'JPY', UNIT_PRICE_RULE))).toBe('Use at most 0 decimals for JPY (steps of 1)');
    expect(moneyIssue(12.345, 'KWD', UNIT_PRICE_RULE)).toBeUndefined();
    expect(english(moneyIssue(12.3456, 'KWD', UNIT_PRICE_RULE))).toBe('Use at most 3 decimals for KWD (steps of 0.001)');
    expect(english(moneyIssue(12.345, 'USD', UNIT_PRICE_RULE))).toBe('Use at most 2 decimals for USD (steps of 0.01)');
  });

  it('reads a limit in minor units of the currency, and writes it with its decimals', () => {
    expect(limitText(100_000_000, 'USD')).toBe('1,000,000.00');
    expect(limitText(100_000_000, 'JPY')).toBe('100,000,000');
    expect(limitText(100_000_000, 'KWD')).toBe('100,000.000');
    expect(english(moneyIssue(2_000_000, 'USD', UNIT_PRICE_RULE))).toBe('Unit price must be at most 1,000,000.00');
    expect(moneyIssue(2_000_000, 'JPY', UNIT_PRICE_RULE)).toBeUndefined();
    expect(english(moneyIssue(200_000, 'KWD', UNIT_PRICE_RULE))).toBe('Unit price must be at most 100,000.000');
  });

  it('keys the issues by their paths, as the API answers them', () => {
    const entries = [1500, 1500.5].map((value, i) => ({ path: ['items', i, 'amount'], value, rule: UNIT_PRICE_RULE }));
    expect(mapEnglish(moneyIssues('JPY', entries))).toEqual({ 'items.1.amount': 'Use at most 0 decimals for JPY (steps of 1)' });
  });

  it('without a currency checks only what holds in every currency', () => {
    const field = moneyField(UNIT_PRICE_RULE);
    expect(field.safeParse(12.3456).success).toBe(true);
    expect(field.safeParse(0).success).toBe(false);
    expect(field.safeParse(1e12).success).toBe(false);
  });

  it("a body naming its currency is checked in it; the forms' schemas too", () => {
    const invoice = (currency: string, amount: number) =>
      CreateInvoiceInput.safeParse({ currency, dueDate: '2999-01-01', items: [{ quantity: 1, amount }] });
    expect(invoice('JPY', 1500).success).toBe(true);
    expect(messages(invoice('JPY', 1500.5))).toEqual({ 'items.0.amount': 'Use at most 0 decimals for JPY (steps of 1)' });
    expect(invoice('KWD', 12.345).success).toBe(true);
    expect(messages(invoice('KWD', 12.3456))).toEqual({ 'items.0.amount': 'Use at most 3 decimals for KWD (steps of 0.001)' });
    const payment = { amount: 12.345, paidOn: '2026-01-05', method: 'cash' };
    expect(RecordPaymentInput.safeParse({ ...payment, currency: 'KWD' }).success).toBe(true);
    expect(messages(RecordPaymentInput.safeParse({ ...payment, currency: 'EUR' }))).toEqual({
      amount: 'Use at most 2 decimals for EUR (steps of 0.01)',
    });
    expect(messages(recordPaymentFields('JPY').safeParse({ ...payment, amount: 1500.5 }))).toEqual({
      amount: 'Use at most 0 decimals for JPY (steps of 1)',
    });
  });
});
