/**
 * What both imports share (docs/decisions/0062-csv-import.md): reading the file with its mapping, running each row
 * through the create route's own schema, and the preview and refusal built from the result.
 */
import type { z } from 'zod';
import { errorSummary, guessMapping, IMPORT_FIELDS, MAX_IMPORT_ROWS, type ColumnMapping, type ImportKind } from '@shared/csv-import';
import type { ImportPreview, ImportRow, ParsedImportRequest } from '@shared/schemas/csv-import';
import { readCsv } from '../../csv-read';
import { AppError, keyed, messageText, validationFailed, type FieldErrors } from '../../errors';
import { translator } from '../../i18n';

export interface MappedFile {
  headers: string[];
  mapping: ColumnMapping;
  delimiter: string;
  /** Each row's mapped values by field key, and its cells as read, by header (for the rejected rows' file). */
  rows: { row: number; values: Record<string, string>; cells: Record<string, string> }[];
}

/** The file's rows as field values (trimmed), through the mapping sent or guessed. */
export function readMapped(kind: ImportKind, csv: string, sent: ColumnMapping | undefined): MappedFile {
  const table = readCsv(csv);
  if (table.headers.length === 0) throw validationFailed({ csv: 'errors.csvImport.fileHasHeaderRow' });
  if (table.rows.length === 0) throw validationFailed({ csv: 'errors.csvImport.fileHasHeaderRowBut' });
  if (table.rows.length > MAX_IMPORT_ROWS) {
    throw validationFailed({
      csv: `The file has ${table.rows.length.toLocaleString('en-US')} rows; import at most ${MAX_IMPORT_ROWS.toLocaleString('en-US')} at a time`,
    });
  }
  const fields = IMPORT_FIELDS[kind];
  const mapping = sent ? checkedMapping(kind, sent, table.headers) : guessMapping(kind, table.headers);
  const rows = table.rows.map(({ row, cells }) => ({
    row,
    cells,
    values: Object.fromEntries(fields.map((f) => [f.key, mapping[f.key] ? (cells[mapping[f.key]!] ?? '').trim() : ''])),
  }));
  return { headers: table.headers, mapping, delimiter: table.delimiter, rows };
}

function checkedMapping(kind: ImportKind, sent: ColumnMapping, headers: string[]): ColumnMapping {
  const errors: FieldErrors = {};
  const mapping: ColumnMapping = {};
  for (const field of IMPORT_FIELDS[kind]) {
    const header = sent[field.key] ?? null;
    if (header !== null && !headers.includes(header)) errors[`mapping.${field.key}`] = `The file has no column "${header}"`;
    mapping[field.key] = header;
  }
  for (const key of Object.keys(sent)) {
    if (!IMPORT_FIELDS[kind].some((f) => f.key === key)) errors[`mapping.${key}`] = `Not a field of the ${kind} import`;
  }
  if (Object.keys(errors).length) throw validationFailed(errors);
  return mapping;
}

/** A row's schema errors by field key: the first message for each, as the create form shows it. */
export function rowErrors(error: z.ZodError, fieldOf: (path: string) => string = (p) => p): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = fieldOf(String(issue.path[0] ?? '_'));
    // The schemas' messages are catalog keys; a preview and its rejected-rows file say them in English for now.
    out[key] ??= messageText(issue.message, translator('en'));
  }
  return out;
}

export function previewOf(file: MappedFile, rows: ImportRow[]): ImportPreview {
  const invalid = rows.filter((r) => Object.keys(r.errors).length > 0).length;
  const skipped = rows.filter((r) => r.skip && Object.keys(r.errors).length === 0).length;
  return {
    headers: file.headers,
    mapping: file.mapping,
    delimiter: file.delimiter,
    rows,
    counts: { valid: rows.length - invalid - skipped, invalid, skipped },
  };
}

/**
 * The import's refusal when any row is wrong: every error, keyed `rows.<row>.<field>`; nothing has been written. With
 * `skipInvalid` the rows with errors are left out instead, unless no row is left to import.
 */
export function refuseIfInvalid(preview: ImportPreview, request: ParsedImportRequest): void {
  if (preview.counts.invalid === 0) return;
  if (request.skipInvalid && preview.counts.valid > 0) return;
  const fields: FieldErrors = {};
  for (const r of preview.rows) for (const [key, message] of Object.entries(r.errors)) fields[`rows.${r.row}.${key}`] = message;
  const n = preview.counts.invalid;
  throw new AppError(400, 'validation_failed', keyed('errors.csvImport.rowsHaveErrors', { n, rows: String(n) }), fields);
}

/** Multi-row inserts of this many rows at a time: PostgreSQL takes at most 65,535 parameters in one statement. */
export const BATCH = 1000;

/** Rows a statement when they travel as one JSON parameter (no parameter limit; a few MB of memory). */
export const JSON_BATCH = 2500;

export function* batches<T>(items: T[], size = BATCH): Generator<T[]> {
  for (let i = 0; i < items.length; i += size) yield items.slice(i, i + size);
}

const loose = (v: string) => v.toLowerCase().replace(/[^a-z0-9]/g, '');

/**
 * A spreadsheet's spelling of a choice ("In progress", "technology") as the stored value ('in_progress', 'Technology');
 * anything else is passed on as written, for the schema to refuse with its own message. '' stays '' (none, or the default).
 */
export function choice(value: string, options: readonly string[]): string {
  if (!value) return value;
  return options.find((o) => loose(o) === loose(value)) ?? value;
}

/**
 * The rows with errors as the file had them, every column, plus an Errors column naming the column and the message
 * of each, so they can be corrected in the spreadsheet and imported on their own. A byte-order mark, as the exports
 * have, for Excel to read it as UTF-8.
 */
export function rejectedCsv(kind: ImportKind, file: MappedFile, preview: ImportPreview): { header: string[]; rows: string[][] } {
  const bad = new Map(preview.rows.filter((r) => Object.keys(r.errors).length > 0).map((r) => [r.row, r.errors]));
  const errorsHeader = file.headers.includes('Errors') ? 'Import errors' : 'Errors';
  const rows = file.rows.flatMap((r) => {
    const errors = bad.get(r.row);
    return errors ? [[...file.headers.map((h) => r.cells[h] ?? ''), errorSummary(kind, errors, file.mapping)]] : [];
  });
  return { header: [...file.headers, errorsHeader], rows };
}
