/**
 * Money fields typed in major units, whose currency decides how many decimals they take and what their limit means
 * (decision 0100): 1500 yen is 1500 minor units, 12.345 dinars is 12345. A field alone does not always know its
 * currency (an invoice's lines take the client's), so it checks only what holds in every currency; the currency's own
 * rule (`moneyIssue`) runs where the currency is known: in an object's refinement when the body names it, in the forms
 * (which always know it), and on the server after it has read the record's currency (`moneyIssues`).
 */
import { z } from 'zod';
import { CURRENCIES, type Currency } from '../enums';
import english from '../i18n/catalogs/en/validation.json';
import { keyedText } from '../i18n/keyed-text';
import { amountStep, currencyExponent, MAJOR_UNITS_NOTE, minorToDecimal, parseMoneyToMinor } from '../money';
import type { FieldLabel } from './fields';

/** The fewest decimals an accepted currency has (0, JPY): a limit in minor units is the most major units there. */
const FEWEST_DECIMALS = Math.min(...CURRENCIES.map((c) => currencyExponent(c)));

/** A limit in minor units as the messages write it, with the currency's decimals: '1,000,000.00', '100,000,000'. */
export function limitText(minor: number, currency: Currency | string = 'USD'): string {
  const digits = currencyExponent(currency);
  return Number(minorToDecimal(minor, currency)).toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
}

/** 'Use at most 2 decimals for USD (steps of 0.01)', 'Use at most 0 decimals for JPY (steps of 1)'. */
export const decimalsMessage = (currency: Currency) =>
  keyedText('validation.money.decimals', { decimals: currencyExponent(currency), currency, step: amountStep(currency) });

export interface MoneyRule {
  /** 'Unit price', 'Amount': the start of the field's messages. */
  label: FieldLabel;
  /** The largest amount in minor units of whatever currency. */
  maxMinor: number;
  /** The too-large message given the limit as written in the currency; default '{label} must be at most {limit}'. */
  tooLarge?: (limit: string) => string;
  /** Whether 0 is accepted (a quote's free line); otherwise more than 0. */
  allowZero?: boolean;
}

/**
 * The field's own checks, true in every currency: a number, above 0 (or at least 0), and at most the limit in the
 * currency with the fewest decimals. With a currency, also that currency's decimals and limit.
 */
export function moneyField(rule: MoneyRule, currency?: Currency) {
  const { label } = rule;
  const base = z.number({ error: keyedText('validation.money.notNumber', { label }) });
  const signed = rule.allowZero
    ? base.min(0, keyedText('validation.money.negative', { label }))
    : base.positive(keyedText('validation.money.notPositive', { label }));
  const checked = signed.max(rule.maxMinor / 10 ** FEWEST_DECIMALS, keyedText('validation.money.tooLarge', { label }));
  return (currency ? checked.superRefine((v, ctx) => addIssue(ctx, moneyIssue(v, currency, rule))) : checked).meta({
    // The API's reference is in English.
    description: `${(english as Record<string, string>)[label] ?? label}. ${MAJOR_UNITS_NOTE}`,
  });
}

/** The currency's rule for an amount the field accepted: its decimals, then its limit; undefined when it is fine. */
export function moneyIssue(value: number, currency: Currency, rule: MoneyRule): string | undefined {
  if (!Number.isFinite(value)) return undefined;
  const parsed = parseMoneyToMinor(value, currency);
  if (!parsed.ok && parsed.reason === 'too_many_decimals') return decimalsMessage(currency);
  if (parsed.ok ? parsed.minor > rule.maxMinor : parsed.reason === 'too_large') {
    const limit = limitText(rule.maxMinor, currency);
    return rule.tooLarge ? rule.tooLarge(limit) : keyedText('validation.money.atMost', { label: rule.label, limit });
  }
  return undefined;
}

export interface MoneyEntry {
  path: ReadonlyArray<string | number>;
  value: number | undefined | null;
  rule: MoneyRule;
}

/** Each entry's issue in the currency, keyed by its dotted path ('items.0.amount'), as the API's field errors are. */
export function moneyIssues(currency: Currency, entries: readonly MoneyEntry[]): Record<string, string> {
  const issues: Record<string, string> = {};
  for (const entry of entries) {
    if (typeof entry.value !== 'number') continue;
    const message = moneyIssue(entry.value, currency, entry.rule);
    if (message) issues[entry.path.join('.')] ??= message;
  }
  return issues;
}

/** The same issues added to a zod refinement, at their paths. */
export function refineMoney(ctx: z.RefinementCtx, currency: Currency, entries: readonly MoneyEntry[]): void {
  for (const entry of entries) {
    if (typeof entry.value !== 'number') continue;
    const message = moneyIssue(entry.value, currency, entry.rule);
    if (message) ctx.addIssue({ code: 'custom', path: [...entry.path], message });
  }
}

function addIssue(ctx: z.RefinementCtx, message: string | undefined) {
  if (message) ctx.addIssue({ code: 'custom', message });
}
