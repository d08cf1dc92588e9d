/** CSV import: what the browser sends (the file's text and the column mapping) and the preview it gets back. */
import { z } from 'zod';

export const ImportRequest = z.strictObject({
  /** The file's text as read (UTF-8; a byte-order mark is dropped). Comma, semicolon or tab separated. */
  csv: z.string({ error: 'validation.csvImport.chooseCsvFile' }).min(1, 'validation.csvImport.fileEmpty'),
  /** Field key -> the column header it reads; null: not imported. Left out: guessed from the headers. */
  mapping: z.record(z.string(), z.string().nullable()).optional(),
  /** The import only: write the rows without errors and leave the others out, instead of refusing the whole file. */
  skipInvalid: z.boolean({ error: 'validation.csvImport.skipinvalidTrueFalse' }).optional(),
});
export type ImportRequest = z.input<typeof ImportRequest>;
export type ParsedImportRequest = z.output<typeof ImportRequest>;

export const ImportRow = z.object({
  /** The row's number as a spreadsheet shows it (the header is row 1). */
  row: z.number().int(),
  /** The mapped cells, by field key, as read from the file. */
  values: z.record(z.string(), z.string()),
  /** Field key -> what is wrong with it (the create route's own messages); empty when the row may be imported. */
  errors: z.record(z.string(), z.string()),
  /** A client of that name exists already: the row is left out, not an error (decision 0062). */
  skip: z.string().nullable(),
});
export type ImportRow = z.infer<typeof ImportRow>;

export const ImportPreview = z.object({
  headers: z.array(z.string()),
  /** The mapping used: the one sent, or the guess from the headers. */
  mapping: z.record(z.string(), z.string().nullable()),
  delimiter: z.string(),
  rows: z.array(ImportRow),
  /** Rows that will be created, rows with errors, rows left out. */
  counts: z.object({ valid: z.number(), invalid: z.number(), skipped: z.number() }),
});
export type ImportPreview = z.infer<typeof ImportPreview>;

/** Rows written; rows naming an existing client, left out; rows with errors left out (only with `skipInvalid`). */
export const ImportResult = z.object({ created: z.number(), skipped: z.number(), rejected: z.number() });
export type ImportResult = z.infer<typeof ImportResult>;
