/**
 * The rate, budget and estimate fields as the forms hold them (text: '' for empty) and as the API takes them
 * (integer minor units and minutes, null for empty) (decision 0048). Hours are typed as a number, decimals allowed
 * ('12.5'); amounts as a decimal in the project's currency ('95.50').
 */
import { z } from 'zod';
import { MAX_BUDGET_MINUTES, MAX_MONEY_MINOR } from '../../shared/schemas/budgets';
import { minorToDecimal, parseMoneyToMinor } from '../../shared/money';
import { keyedText } from '../../shared/i18n/keyed-text';
import type { FieldLabel } from '../../shared/schemas/fields';

const HOURS = /^\d+(?:[.,]\d+)?$/;

/** Minutes from hours text; null for empty; NaN when it is not a number of hours. */
export function hoursTextToMinutes(text: string | null | undefined): number | null {
  const trimmed = (text ?? '').trim();
  if (trimmed === '') return null;
  if (!HOURS.test(trimmed)) return Number.NaN;
  return Math.round(Number(trimmed.replace(',', '.')) * 60);
}

/** Minor units of the currency from an amount's text; null for empty; NaN when it is not an amount in it. */
export function moneyTextToMinor(text: string | null | undefined, currency: string = 'USD'): number | null {
  const trimmed = (text ?? '').trim();
  if (trimmed === '') return null;
  const parsed = parseMoneyToMinor(trimmed, currency);
  return parsed.ok ? parsed.minor : Number.NaN;
}

export const minutesToHoursText = (minutes: number | null | undefined) => (minutes ? String(Number((minutes / 60).toFixed(2))) : '');
export const minorToMoneyText = (minor: number | null | undefined, currency: string = 'USD') =>
  minor === null || minor === undefined ? '' : minorToDecimal(minor, currency);

/** A form's hours field: empty, or more than zero hours. */
export const hoursText = (label: FieldLabel) =>
  z.string().refine(
    (v) => {
      const minutes = hoursTextToMinutes(v);
      return minutes === null || (Number.isFinite(minutes) && minutes >= 1 && minutes <= MAX_BUDGET_MINUTES);
    },
    keyedText('validation.field.hours', { label }),
  );

/** A form's amount field: empty, or an amount (zero allowed for a rate, not for a budget). */
export const moneyText = (label: FieldLabel, allowZero: boolean) =>
  z.string().refine(
    (v) => {
      const minor = moneyTextToMinor(v);
      return minor === null || (Number.isFinite(minor) && minor <= MAX_MONEY_MINOR && (allowZero || minor > 0));
    },
    keyedText(allowZero ? 'validation.field.amount' : 'validation.field.amountAboveZero', { label }),
  );
