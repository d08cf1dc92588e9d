/**
 * How a communication's date reads, by the product's rule (docs/product.md, Limits): the day difference rounded up;
 * 1 is 'Today', 2 'Yesterday', up to 7 'N-1 days ago', otherwise the date. So "Today" means "within the last 24 hours"
 * rather than the calendar day, as in the product this replaces. Free of React so it can be unit tested; the dates and
 * times themselves come from lib/format (the user's locale and time zone).
 */
import { formatDate, formatDateTime, formatTime, isSameDay, type FormatOptions } from '../../lib/format';
import { t } from '@web/lib/messages/communications';

const DAY_MS = 24 * 60 * 60 * 1000;

function parse(iso: string | null | undefined): Date | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** 'Today', 'Yesterday', '3 days ago' or 'May 12, 2026'. */
export function communicationDayLabel(iso: string, now: Date = new Date(), o?: FormatOptions): string {
  const date = parse(iso);
  if (!date) return '';
  // Absolute, as the original: a clock slightly ahead still reads 'Today'. Zero (this very moment) counts as 1.
  const days = Math.max(1, Math.ceil(Math.abs(now.getTime() - date.getTime()) / DAY_MS));
  if (days === 1) return t('communications.date.today');
  if (days === 2) return t('communications.date.yesterday');
  if (days <= 7) return t('communications.date.daysAgo', { count: days - 1 });
  return formatDate(date, o);
}

/** The label with the time: 'Today at 3:30 PM'. */
export function communicationDateLabel(iso: string, now: Date = new Date(), o?: FormatOptions): string {
  const date = parse(iso);
  if (!date) return '';
  return t('communications.date.dayAtTime', { day: communicationDayLabel(iso, now, o), time: formatTime(date, o) });
}

/** A meeting's span: 'May 20, 2026, 2:00 PM – 3:00 PM', the day written once when both ends share it. */
export function formatMeetingSpan(start: string | null, end: string | null, o?: FormatOptions): string {
  const from = parse(start);
  const to = parse(end);
  if (from && to) {
    return t('communications.date.span', {
      from: formatDateTime(from, o),
      to: isSameDay(from, to, o) ? formatTime(to, o) : formatDateTime(to, o),
    });
  }
  if (from) return t('communications.date.starts', { date: formatDateTime(from, o) });
  if (to) return t('communications.date.ends', { date: formatDateTime(to, o) });
  return '';
}
