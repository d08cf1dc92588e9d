/** How revenue reads on screen: money per month and periods (statuses: shared/status-display.ts). */
import { formatDate, formatMoney } from '../../lib/format';
import { t } from '../../lib/messages/revenue';

/** docs/product.md, Limits: '$1,234.50/mo' (in the user's locale). */
export function formatMonthly(minor: number, currency: string): string {
  return t('revenue.perMonth', { amount: formatMoney(minor, currency) });
}

/** 'Jan 1, 2026 – Dec 31, 2026', or '– Ongoing' without an end. */
export function formatPeriod(startDate: string, endDate: string | null): string {
  return t('revenue.period', { start: formatDate(startDate), end: endDate ? formatDate(endDate) : t('revenue.ongoing') });
}
