/** How revenue reads on screen: money per month, status tones, periods. */
import { formatMoney } from '../../../shared/money';
import type { RevenueStatus } from '../../../shared/schemas/revenue';
import type { BadgeTone } from '../../components/badge';

export const REVENUE_STATUS_TONES: Record<RevenueStatus, BadgeTone> = {
  active: 'success',
  upcoming: 'info',
  expired: 'warning',
  inactive: 'neutral',
};

/** Part 2 section 9: '$1,234.50/mo'. */
export function formatMonthly(minor: number, currency: string): string {
  return `${formatMoney(minor, currency)}/mo`;
}

// Stored dates are calendar days; formatting them in UTC keeps them the same day in every time zone.
const dayFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

export function formatDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? day : dayFormat.format(date);
}

/** 'Jan 1, 2026 – Dec 31, 2026', or '– Ongoing' without an end. */
export function formatPeriod(startDate: string, endDate: string | null): string {
  return `${formatDay(startDate)} – ${endDate ? formatDay(endDate) : 'Ongoing'}`;
}
