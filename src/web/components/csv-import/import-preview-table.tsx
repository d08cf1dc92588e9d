import { errorColumnName, type ColumnMapping, type ImportField, type ImportKind } from '@shared/csv-import';
import type { ImportRow } from '@shared/schemas/csv-import';
import { cn } from '../../lib/cn';
import { formatNumber } from '../../lib/format';
import * as importsWords from '../../lib/messages/imports';

/** Rows shown at once: every row with an error first, then the first of the others; the counts say the rest. */
const SHOWN = 200;

/**
 * The preview: each row with its cells as read; a cell with an error is marked and says what is wrong under its value.
 * An error on a field no shown column holds (a required field left unmapped) is listed in the row's last cell, naming
 * the column, so no red row goes without its reason. It scrolls sideways inside the dialog on a phone.
 */
export function ImportPreviewTable({
  kind,
  mapping,
  fields,
  rows,
}: {
  kind: ImportKind;
  mapping: ColumnMapping;
  fields: ImportField[];
  rows: ImportRow[];
}) {
  const bad = rows.filter((r) => Object.keys(r.errors).length > 0);
  const rest = rows.filter((r) => Object.keys(r.errors).length === 0);
  const shown = [...bad, ...rest].slice(0, Math.max(SHOWN, bad.length));
  const inCells = new Set(fields.map((f) => f.key));
  const elsewhere = (r: ImportRow) => Object.entries(r.errors).filter(([key]) => !inCells.has(key));
  const withOther = shown.some((r) => elsewhere(r).length > 0);
  return (
    <div className="overflow-x-auto rounded-md border border-border">
      <table className="w-full min-w-max text-left text-sm" aria-label={importsWords.t('imports.preview')}>
        <thead className="bg-surface-muted text-xs text-muted-foreground">
          <tr>
            <th scope="col" className="px-3 py-2 font-medium">
              {importsWords.t('imports.row')}
            </th>
            {fields.map((f) => (
              <th key={f.key} scope="col" className="px-3 py-2 font-medium">
                {f.label}
              </th>
            ))}
            {withOther ? (
              <th scope="col" className="px-3 py-2 font-medium">
                {importsWords.t('imports.otherErrors')}
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {shown.map((r) => {
            const invalid = Object.keys(r.errors).length > 0;
            return (
              <tr
                key={r.row}
                data-row={r.row}
                data-invalid={invalid || undefined}
                className={cn('border-t border-border align-top', invalid && 'bg-danger/5')}
              >
                <th scope="row" className="px-3 py-2 font-medium whitespace-nowrap">
                  {r.row}
                  {r.skip ? (
                    <span className="block text-xs font-normal text-muted-foreground">{importsWords.t('imports.exists')}</span>
                  ) : null}
                </th>
                {fields.map((f) => {
                  const error = r.errors[f.key];
                  return (
                    <td key={f.key} className={cn('max-w-64 px-3 py-2', error && 'text-danger')}>
                      <span className="line-clamp-2 break-words">{r.values[f.key] || (error ? importsWords.t('imports.empty') : '')}</span>
                      {error ? (
                        <span role="note" className="mt-0.5 block text-xs font-medium">
                          {error}
                        </span>
                      ) : null}
                    </td>
                  );
                })}
                {withOther ? (
                  <td className="max-w-80 px-3 py-2 text-danger">
                    {elsewhere(r).length > 0 ? (
                      <ul className="space-y-0.5 text-xs font-medium">
                        {elsewhere(r).map(([key, message]) => (
                          <li key={key} role="note">{`${errorColumnName(kind, key, mapping)}: ${message}`}</li>
                        ))}
                      </ul>
                    ) : null}
                  </td>
                ) : null}
              </tr>
            );
          })}
        </tbody>
      </table>
      {rows.length > shown.length ? (
        <p className="border-t border-border px-3 py-2 text-xs text-muted-foreground">
          {importsWords.t('imports.moreRows', { count: formatNumber(rows.length - shown.length) })}
        </p>
      ) : null}
    </div>
  );
}
