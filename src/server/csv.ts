/** CSV (RFC 4180) that spreadsheets open safely: cells that would start a formula are prefixed with a quote. */
import type { Context } from 'hono';

const FORMULA_START = /^[=+\-@\t\r]/;
/** A plain number ("-74.67") starts no formula: it stays a number the spreadsheet can sum (a refund, a credit). */
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

function cell(value: unknown): string {
  let text = value === null || value === undefined ? '' : value instanceof Date ? value.toISOString() : String(value);
  if (FORMULA_START.test(text) && !PLAIN_NUMBER.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(header: string[], rows: unknown[][]): string {
  return [header, ...rows].map((row) => row.map(cell).join(',')).join('\r\n') + '\r\n';
}

/** A byte-order mark first: Excel reads the file as UTF-8 only with it ("Piñon", not "PiÃ±on"); the import drops it. */
const BOM = '\uFEFF';

/** Every CSV export answers through this one, so none goes without the byte-order mark or as a page to render. */
export function csvDownload(c: Context, filename: string, header: string[], rows: unknown[][]): Response {
  c.header('Content-Type', 'text/csv; charset=utf-8');
  c.header('Content-Disposition', `attachment; filename="${filename}"`);
  return c.body(BOM + toCsv(header, rows));
}
