/**
 * Reading a CSV file people import (docs/decisions/0062-csv-import.md), with papaparse: quoted cells with commas,
 * quotes and line breaks, CRLF or LF, a UTF-8 byte-order mark, and the separator European spreadsheets write (`;`)
 * or a tab, detected from the file. The first non-empty row is the header.
 */
import Papa from 'papaparse';

export interface CsvTable {
  headers: string[];
  /** Data rows, each with its number as a spreadsheet shows it (the header is row 1) and its cells by header. */
  rows: { row: number; cells: Record<string, string> }[];
  delimiter: string;
}

/** What our own export writes before a cell a spreadsheet would run as a formula (src/server/csv.ts). */
const DEFUSED_FORMULA = /^'(?=[=+\-@\t\r])/;

export function readCsv(text: string): CsvTable {
  const source = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const parsed = Papa.parse<string[]>(source, { delimitersToGuess: [',', ';', '\t'], skipEmptyLines: 'greedy' });
  const [head = [], ...body] = parsed.data;
  // Blank or repeated headers still get a column of their own, named so the mapping can offer them.
  const seen = new Map<string, number>();
  const headers = head.map((raw, i) => {
    const name = raw.trim() || `Column ${i + 1}`;
    const count = (seen.get(name) ?? 0) + 1;
    seen.set(name, count);
    return count === 1 ? name : `${name} (${count})`;
  });
  const rows = body.map((cells, i) => ({
    row: i + 2,
    cells: Object.fromEntries(headers.map((h, c) => [h, (cells[c] ?? '').replace(DEFUSED_FORMULA, '')])),
  }));
  return { headers, rows, delimiter: parsed.meta.delimiter || ',' };
}
