import { formatNumber } from './format';
import { t } from './messages/time';

/** Minutes as hours for totals and reports, two decimals at most, in the reader's words and locale: 90 -> '1.5 h'. */
export function formatHours(minutes: number): string {
  return t('time.hours', { hours: formatNumber(Number((minutes / 60).toFixed(2))) });
}
