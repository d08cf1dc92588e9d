/**
 * Import from a CSV file (docs/product.md, CSV import): choose a file, check which column fills which field (guessed
 * from the headers, or the mapping this user last imported such a file with), see every row checked by the server
 * with its errors, then import all of it in one go, or only the rows without errors. The rows with errors can be
 * downloaded as a CSV with an Errors column, corrected in the spreadsheet and imported on their own.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from '../../lib/toast';
import { csvImportApi } from '@shared/api/csv-import';
import { errorColumnName, IMPORT_FIELDS, type ColumnMapping, type ImportKind } from '@shared/csv-import';
import type { ImportPreview } from '@shared/schemas/csv-import';
import { endpointUrl, errorFromBody, errorMessage, request } from '../../lib/api';
import { useCurrentUser } from '../../lib/current-user';
import { Button } from '../button';
import { Dialog } from '../dialog';
import { SelectField } from '../select-field';
import { ImportPreviewTable } from './import-preview-table';
import { rememberedMapping, rememberMapping, sameMapping } from './remembered-mapping';
import { invalidateFor } from '@web/lib/invalidate';
import * as common from '../../lib/messages/common';
import { formatNumber } from '../../lib/format';
import * as importsWords from '../../lib/messages/imports';

const ROUTES = {
  clients: { preview: csvImportApi.previewClients, run: csvImportApi.importClients, rejected: csvImportApi.rejectedClients },
  tasks: { preview: csvImportApi.previewTasks, run: csvImportApi.importTasks, rejected: csvImportApi.rejectedTasks },
} as const;

export function ImportDialog({ kind, open, onOpenChange }: { kind: ImportKind; open: boolean; onOpenChange: (open: boolean) => void }) {
  const queryClient = useQueryClient();
  const routes = ROUTES[kind];
  const fields = IMPORT_FIELDS[kind];
  const [file, setFile] = useState<{ name: string; text: string } | null>(null);
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<'checking' | 'importing' | 'downloading' | null>(null);
  const userId = useCurrentUser().me?.user.id;

  const check = async (text: string, mapping?: ColumnMapping) => {
    setBusy('checking');
    setError(null);
    try {
      let checked = await request(routes.preview, { body: { csv: text, ...(mapping && { mapping }) } });
      // A file with the columns of one imported before: the mapping used then, unless the user chose one just now.
      const remembered = !mapping && userId ? rememberedMapping(userId, kind, checked.headers) : null;
      if (remembered && !sameMapping(remembered, checked.mapping)) {
        checked = await request(routes.preview, { body: { csv: text, mapping: remembered } });
      }
      setPreview(checked);
    } catch (e) {
      setPreview(null);
      setError(errorMessage(e));
    } finally {
      setBusy(null);
    }
  };

  const choose = async (chosen: File | undefined) => {
    if (!chosen) return;
    // text() reads UTF-8 and drops a byte-order mark.
    const text = await chosen.text();
    setFile({ name: chosen.name, text });
    // A new file gets a fresh guess; the same headers keep the mapping the user chose.
    const keep = preview && sameHeaders(preview, text) ? preview.mapping : undefined;
    await check(text, keep);
  };

  const remap = (key: string, header: string) => {
    if (!file || !preview) return;
    void check(file.text, { ...preview.mapping, [key]: header || null });
  };

  const close = (next: boolean) => {
    if (busy === 'importing') return;
    if (!next) {
      setFile(null);
      setPreview(null);
      setError(null);
    }
    onOpenChange(next);
  };

  const run = async (skipInvalid: boolean) => {
    if (!file || !preview) return;
    setBusy('importing');
    try {
      const result = await request(routes.run, { body: { csv: file.text, mapping: preview.mapping, ...(skipInvalid && { skipInvalid }) } });
      if (userId) rememberMapping(userId, kind, preview.headers, preview.mapping);
      await invalidateFor(queryClient, kind === 'clients' ? 'client' : 'task');
      const leftOut = [
        result.skipped ? importsWords.t('imports.skippedRows', { count: result.skipped }) : '',
        result.rejected ? importsWords.t('imports.rejectedRows', { count: result.rejected }) : '',
      ].filter(Boolean);
      const imported =
        kind === 'clients'
          ? importsWords.t('imports.importedClients', { count: result.created })
          : importsWords.t('imports.importedTasks', { count: result.created });
      toast.success(imported, { description: leftOut.length ? leftOut.join(' ') : undefined });
      setBusy(null);
      close(false);
    } catch (e) {
      setBusy(null);
      setError(errorMessage(e));
    }
  };

  // The rows with errors as a CSV file the browser saves: the server writes it, so it reads the file as the import does.
  const downloadRejected = async () => {
    if (!file || !preview) return;
    setBusy('downloading');
    try {
      const body = { csv: file.text, mapping: preview.mapping };
      const response = await fetch(endpointUrl(routes.rejected, { body }), {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'Content-Type': 'application/json', Accept: 'text/csv' },
        body: JSON.stringify(body),
      });
      if (!response.ok) throw errorFromBody(response.status, await response.json().catch(() => undefined));
      const url = URL.createObjectURL(await response.blob());
      const link = document.createElement('a');
      link.href = url;
      link.download = `${file.name.replace(/\.csv$/i, '')}-rejected-rows.csv`;
      link.click();
      URL.revokeObjectURL(url);
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(null);
    }
  };

  const counts = preview?.counts;
  const ready = counts !== undefined && counts.invalid === 0 && counts.valid > 0;
  const partial = counts !== undefined && counts.invalid > 0 && counts.valid > 0;
  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title={kind === 'clients' ? importsWords.t('imports.titleClients') : importsWords.t('imports.titleTasks')}
      description={importsWords.t('imports.description')}
      className="max-w-5xl"
      footer={
        <>
          <Button variant="secondary" onClick={() => close(false)} disabled={busy === 'importing'}>
            {common.t('common.cancel')}
          </Button>
          {partial ? (
            <Button variant="secondary" onClick={() => void run(true)} disabled={busy !== null}>
              {importsWords.t('imports.importValidOnly', { count: counts!.valid, invalid: formatNumber(counts!.invalid) })}
            </Button>
          ) : null}
          <Button onClick={() => void run(false)} disabled={!ready || busy !== null}>
            {busy === 'importing'
              ? importsWords.t('imports.importing')
              : counts && ready
                ? importsWords.t('imports.importRows', { count: counts.valid })
                : importsWords.t('imports.import')}
          </Button>
        </>
      }
    >
      <div className="space-y-4">
        <label className="block space-y-1.5 text-sm font-medium">
          <span>{importsWords.t('imports.file')}</span>
          <input
            type="file"
            accept=".csv,text/csv"
            className="block w-full text-sm file:mr-3 file:rounded-md file:border file:border-input file:bg-surface file:px-3 file:py-1.5"
            onChange={(e) => {
              void choose(e.target.files?.[0]);
              // Choosing the same (corrected) file again fires a change.
              e.target.value = '';
            }}
          />
          {file ? <span className="block text-xs font-normal text-muted-foreground">{file.name}</span> : null}
        </label>
        {busy === 'checking' ? (
          <p className="text-sm text-muted-foreground" role="status">
            {importsWords.t('imports.checking')}
          </p>
        ) : null}
        {error ? (
          <p className="text-sm text-danger" role="alert">
            {error}
          </p>
        ) : null}
        {preview ? (
          <>
            <fieldset className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
              <legend className="mb-2 text-sm font-medium">{importsWords.t('imports.columns')}</legend>
              {fields.map((f) => (
                <SelectField
                  key={f.key}
                  label={`${f.label}${f.required ? ' *' : ''}`}
                  value={preview.mapping[f.key] ?? ''}
                  onChange={(e) => remap(f.key, e.target.value)}
                  options={preview.headers}
                  disabled={busy !== null}
                >
                  <option value="">{importsWords.t('imports.notImported')}</option>
                </SelectField>
              ))}
            </fieldset>
            <p className="text-sm" role="status">
              {importsWords.t('imports.summaryReady', { count: preview.rows.length, ready: formatNumber(counts!.valid) })}
              {counts!.invalid ? (
                <strong className="text-danger">{importsWords.t('imports.summaryInvalid', { count: counts!.invalid })}</strong>
              ) : null}
              {counts!.skipped ? importsWords.t('imports.summarySkipped', { skipped: formatNumber(counts!.skipped) }) : null}.
              {counts!.invalid ? importsWords.t('imports.summaryCorrect') : null}
            </p>
            {counts!.invalid ? (
              <div
                className="space-y-2 rounded-md border border-danger/40 bg-danger/5 p-3 text-sm"
                role="alert"
                aria-label={importsWords.t('imports.errorsFound')}
              >
                <ul className="list-disc space-y-0.5 pl-5">
                  {commonErrors(kind, preview).map((e) => (
                    <li key={e.text}>
                      {e.text} <span className="text-muted-foreground">({importsWords.t('imports.rows', { count: e.rows })})</span>
                    </li>
                  ))}
                </ul>
                <Button variant="secondary" size="sm" onClick={() => void downloadRejected()} disabled={busy !== null}>
                  {busy === 'downloading'
                    ? importsWords.t('imports.preparing')
                    : importsWords.t('imports.downloadRejected', { count: counts!.invalid })}
                </Button>
              </div>
            ) : null}
            <ImportPreviewTable
              kind={kind}
              mapping={preview.mapping}
              fields={fields.filter((f) => preview.mapping[f.key])}
              rows={preview.rows}
            />
          </>
        ) : null}
      </div>
    </Dialog>
  );
}

function sameHeaders(preview: ImportPreview, text: string): boolean {
  const firstLine = text.replace(/^\uFEFF/, '').split(/\r?\n/, 1)[0] ?? '';
  return preview.headers.every((h) => firstLine.includes(h));
}

/** The errors found, most frequent first (at most five kinds), each naming its column: the dialog's summary. */
function commonErrors(kind: ImportKind, preview: ImportPreview): Array<{ text: string; rows: number }> {
  const tally = new Map<string, number>();
  for (const r of preview.rows) {
    for (const [key, message] of Object.entries(r.errors)) {
      const text = `${errorColumnName(kind, key, preview.mapping)}: ${message}`;
      tally.set(text, (tally.get(text) ?? 0) + 1);
    }
  }
  return [...tally]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 5)
    .map(([text, rows]) => ({ text, rows }));
}
