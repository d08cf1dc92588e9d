import { formatNumber } from '../../lib/format';
/** 1536 -> "1.5 KB": a file's size as people read it. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${formatNumber(bytes)} B`;
  const units = ['KB', 'MB', 'GB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${formatNumber(value >= 10 ? Math.round(value) : Math.round(value * 10) / 10)} ${units[unit]}`;
}
