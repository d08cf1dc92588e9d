/**
 * Import from a CSV file (docs/product.md, CSV import): choose a file, check which column fills which field (guessed
 * from the headers), see every row checked by the server with its errors, then import all of it in one go. To fix a
 * row, correct the file and choose it again; nothing is written until every row is right.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from '../../lib/toast';
import { csvImportApi } from '../../../shared/api/csv-import';
import { IMPORT_FIELDS, type ColumnMapping, type ImportKind } from '../../../shared/csv-import';
import type { ImportPreview } from '../../../shared/schemas/csv-import';
import { errorMessage, request } from '../../lib/api';
import { Button } from '../button';
import { Dialog } from '../dialog';
import { SelectField } from '../select-field';
import { ImportPreviewTable } from './import-preview-table';

const ROUTES = {
  clients: { preview: csvImportApi.previewClients, run: csvImportApi.importClients, noun: 'clients' },
  tasks: { preview: csvImportApi.previewTasks, run: csvImportApi.importTasks, noun: 'tasks' },
} as const;

const plural = (n: number, word: string) => `${n.toLocaleString('en-US')} ${word}${n === 1 ? '' : 's'}`;

export function ImportDialog({ kind, open, onOpenChange }: { kind: ImportKind; open: boolean; onOpenChange: (open: boolean) => void }) {
  const queryClient = useQueryClient();
  const routes = ROUTES[kind];
  const fields = IMPORT_FIELDS[kind];
  const [file, setFile] = useState<{ name: string; text: string } | null>(null);
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<'checking' | 'importing' | null>(null);

  const check = async (text: string, mapping?: ColumnMapping) => {
    setBusy('checking');
    setError(null);
    try {
      setPreview(await request(routes.preview, { body: { csv: text, ...(mapping && { mapping }) } }));
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

  const run = async () => {
    if (!file || !preview) return;
    setBusy('importing');
    try {
      const result = await request(routes.run, { body: { csv: file.text, mapping: preview.mapping } });
      await queryClient.invalidateQueries();
      toast.success(`Imported ${plural(result.created, kind === 'clients' ? 'client' : 'task')}`, {
        description: result.skipped ? `${plural(result.skipped, 'row')} named existing clients and were left out.` : undefined,
      });
      setBusy(null);
      close(false);
    } catch (e) {
      setBusy(null);
      setError(errorMessage(e));
    }
  };

  const counts = preview?.counts;
  const ready = counts !== undefined && counts.invalid === 0 && counts.valid > 0;
  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title={`Import ${routes.noun} from CSV`}
      description="Comma- or semicolon-separated, with a header row. Nothing is saved until every row is right."
      className="max-w-5xl"
      footer={
        <>
          <Button variant="secondary" onClick={() => close(false)} disabled={busy === 'importing'}>Cancel</Button>
          <Button onClick={() => void run()} disabled={!ready || busy !== null}>
            {busy === 'importing' ? 'Importing…' : counts && ready ? `Import ${plural(counts.valid, 'row')}` : 'Import'}
          </Button>
        </>
      }
    >
      <div className="space-y-4">
        <label className="block space-y-1.5 text-sm font-medium">
          <span>CSV file</span>
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
        {busy === 'checking' ? <p className="text-sm text-muted-foreground" role="status">Checking every row…</p> : null}
        {error ? <p className="text-sm text-danger" role="alert">{error}</p> : null}
        {preview ? (
          <>
            <fieldset className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
              <legend className="mb-2 text-sm font-medium">Columns</legend>
              {fields.map((f) => (
                <SelectField
                  key={f.key}
                  label={`${f.label}${f.required ? ' *' : ''}`}
                  value={preview.mapping[f.key] ?? ''}
                  onChange={(e) => remap(f.key, e.target.value)}
                  options={preview.headers}
                  disabled={busy !== null}
                >
                  <option value="">Not imported</option>
                </SelectField>
              ))}
            </fieldset>
            <p className="text-sm" role="status">
              {plural(preview.rows.length, 'row')}: {counts!.valid.toLocaleString('en-US')} ready
              {counts!.invalid ? <strong className="text-danger">, {plural(counts!.invalid, 'row')} with errors</strong> : null}
              {counts!.skipped ? `, ${counts!.skipped.toLocaleString('en-US')} existing (left out)` : null}.
              {counts!.invalid ? ' Correct the marked cells in your file and choose it again.' : null}
            </p>
            <ImportPreviewTable fields={fields.filter((f) => preview.mapping[f.key])} rows={preview.rows} />
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
