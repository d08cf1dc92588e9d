/** How revenue reads on screen: money per month, status tones, periods. */
import type { RevenueStatus } from '../../../shared/schemas/revenue';
import type { BadgeTone } from '../../components/badge';
import { formatDate, formatMoney } from '../../lib/format';

export const REVENUE_STATUS_TONES: Record<RevenueStatus, BadgeTone> = {
  active: 'success',
  upcoming: 'info',
  expired: 'warning',
  inactive: 'neutral',
};

/** docs/product.md, Limits: '$1,234.50/mo' (in the user's locale). */
export function formatMonthly(minor: number, currency: string): string {
  return `${formatMoney(minor, currency)}/mo`;
}

/** 'Jan 1, 2026 – Dec 31, 2026', or '– Ongoing' without an end. */
export function formatPeriod(startDate: string, endDate: string | null): string {
  return `${formatDate(startDate)} – ${endDate ? formatDate(endDate) : 'Ongoing'}`;
}
