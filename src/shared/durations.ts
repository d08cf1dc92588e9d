/**
 * Durations as people type and read them (the timesheet, a manual entry): minutes inside, '1:30' outside. Accepts
 * '1:30', '1.5', '1.5h', '1h 30m', '90m' and ',' as the decimal mark; a bare number is hours.
 */
export const MAX_DAY_MINUTES = 24 * 60;

/** Past this a running timer is probably forgotten: the top bar asks for the real duration. */
export const TIMER_TOO_LONG_MINUTES = 12 * 60;

const HOURS_MINUTES = /^(\d{1,2}):([0-5]\d)$/;
const UNITS = /^(?:(\d+(?:[.,]\d+)?)\s*h(?:ours?|rs?)?)?\s*(?:(\d+)\s*m(?:in(?:utes?)?)?)?$/i;
const DECIMAL_HOURS = /^(\d+(?:[.,]\d+)?)$/;

export type DurationParse = { ok: true; minutes: number } | { ok: false; reason: 'empty' | 'not_a_duration' | 'too_long' };

export function parseDuration(input: string | null | undefined): DurationParse {
  const text = (input ?? '').trim();
  if (text === '') return { ok: false, reason: 'empty' };
  let minutes: number | null = null;
  const hm = HOURS_MINUTES.exec(text);
  if (hm) minutes = Number(hm[1]) * 60 + Number(hm[2]);
  else if (DECIMAL_HOURS.test(text)) minutes = Math.round(Number(text.replace(',', '.')) * 60);
  else {
    const units = UNITS.exec(text);
    if (units && (units[1] !== undefined || units[2] !== undefined)) {
      minutes = Math.round(Number((units[1] ?? '0').replace(',', '.')) * 60) + Number(units[2] ?? 0);
    }
  }
  if (minutes === null || !Number.isFinite(minutes)) return { ok: false, reason: 'not_a_duration' };
  if (minutes > MAX_DAY_MINUTES) return { ok: false, reason: 'too_long' };
  return { ok: true, minutes };
}

/** 90 -> '1:30', 5 -> '0:05'. */
export function formatDuration(minutes: number): string {
  const sign = minutes < 0 ? '-' : '';
  const abs = Math.abs(Math.round(minutes));
  return `${sign}${Math.floor(abs / 60)}:${String(abs % 60).padStart(2, '0')}`;
}

/** 90 -> '1.5 h' for totals and reports, two decimals at most. */
export function formatHours(minutes: number): string {
  return `${Number((minutes / 60).toFixed(2))} h`;
}

/**
 * The one rule that turns time into money: minutes x hourly rate / 60, rounded half up to the minor unit, per entry.
 * The SQL aggregates use the same expression: (minutes * rate + 30) / 60 in integers.
 */
export function amountForMinutes(minutes: number, hourlyRateMinor: number): number {
  return Math.floor((minutes * hourlyRateMinor + 30) / 60);
}
