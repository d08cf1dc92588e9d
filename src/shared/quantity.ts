/**
 * An invoice line's quantity (decision 0095): written as a decimal with at most three places (7.5 hours, 0.125 days),
 * stored as integer thousandths (7500, 125). The conversion reads the written digits, never multiplies a float.
 */

/** 1 unit is 1000 thousandths. */
export const QUANTITY_SCALE = 1000;

export type QuantityParse =
  { ok: true; thousandths: number } | { ok: false; reason: 'empty' | 'not_a_number' | 'not_positive' | 'too_many_decimals' | 'too_large' };

/** What each refusal says under the field. */
export const QUANTITY_MESSAGES: Record<Exclude<QuantityParse, { ok: true }>['reason'], string> = {
  empty: 'Quantity is required',
  not_a_number: 'Quantity must be a number',
  not_positive: 'Quantity must be greater than 0',
  too_many_decimals: 'Use at most 3 decimals for the quantity',
  too_large: 'Quantity is too large',
};

/** A decimal quantity (7.5, '0.125', '1,000') to thousandths, exactly; numbers are read as JavaScript prints them. */
export function parseQuantity(value: number | string | null | undefined): QuantityParse {
  if (value === null || value === undefined) return { ok: false, reason: 'empty' };
  if (typeof value === 'number' && !Number.isFinite(value)) return { ok: false, reason: 'not_a_number' };
  const text = (typeof value === 'number' ? String(value) : value).trim().replace(/,/g, '');
  if (text === '') return { ok: false, reason: 'empty' };
  if (text.startsWith('-')) return { ok: false, reason: 'not_positive' };
  const match = /^(\d*)(?:\.(\d*))?$/.exec(text);
  if (!match || (match[1] === '' && !match[2])) return { ok: false, reason: 'not_a_number' };
  const [, whole = '', fraction = ''] = match;
  if (fraction.length > 3) return { ok: false, reason: 'too_many_decimals' };
  if (whole.replace(/^0+/, '').length > 9) return { ok: false, reason: 'too_large' };
  const thousandths = Number(whole || '0') * QUANTITY_SCALE + Number(fraction.padEnd(3, '0'));
  if (thousandths <= 0) return { ok: false, reason: 'not_positive' };
  return { ok: true, thousandths };
}

/** Thousandths as people write the quantity, without trailing zeros: 7500 is '7.5', 3000 is '3', 125 is '0.125'. */
export function formatQuantity(thousandths: number): string {
  const whole = Math.trunc(thousandths / QUANTITY_SCALE);
  const fraction = String(thousandths % QUANTITY_SCALE)
    .padStart(3, '0')
    .replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : String(whole);
}

/** Thousandths as the number the API replies with (7500 is 7.5): exact, three decimals at most. */
export function quantityOf(thousandths: number): number {
  return Number(formatQuantity(thousandths));
}

/** A line's quantity with its unit, as the e-mail and the screens write it: '7.5 hours', '3'. */
export function quantityWithUnit(line: { quantityThousandths: number; unit: string | null }): string {
  return line.unit ? `${formatQuantity(line.quantityThousandths)} ${line.unit}` : formatQuantity(line.quantityThousandths);
}
