import { useId, useMemo, useState, type FormEvent } from 'react';
import { toast } from '../../lib/toast';
import { CURRENCIES, type Currency } from '@shared/enums';
import { earliestDueDate } from '@shared/schemas/billing';
import type { TimeInvoicePreviewInput } from '@shared/schemas/time-invoice';
import {
  INVOICE_GROUPINGS,
  ROUNDING_INCREMENTS,
  type InvoiceGrouping,
  type RoundingIncrement,
  type RoundingMode,
} from '@shared/time-invoice';
import { Button } from '../../components/button';
import { Dialog } from '../../components/dialog';
import { FieldError } from '../../components/field-error';
import { SelectField } from '../../components/select-field';
import { TextField } from '../../components/text-field';
import { TextareaField } from '../../components/textarea-field';
import { errorMessage, isApiError } from '../../lib/api';
import { useCreateTimeInvoice, useTimeInvoicePreview, useTimeInvoiceProjects } from './api/time-invoice';
import { defaultDueDate } from './billing-format';
import { InvoiceTimeLines } from './invoice-time-lines';

const GROUP_LABELS: Record<InvoiceGrouping, string> = { task: 'Task', person: 'Person', day: 'Day', project: 'One line per project' };
const INCREMENT_LABELS: Record<RoundingIncrement, string> = { 0: 'None', 6: '6 minutes', 15: '15 minutes', 30: '30 minutes' };

const isoDay = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

/** The last calendar month, in the admin's own calendar: what an agency usually bills at the start of a month. */
export function lastCalendarMonth(today = new Date()): { from: string; to: string } {
  return {
    from: isoDay(new Date(today.getFullYear(), today.getMonth() - 1, 1)),
    to: isoDay(new Date(today.getFullYear(), today.getMonth(), 0)),
  };
}

export interface InvoiceTimeDialogProps {
  client: { id: string; name: string };
  onOpenChange: (open: boolean) => void;
}

/** 'Invoice time for {client}' (decision 0049); mounted only while open, so it always starts from the defaults. */
export function InvoiceTimeDialog({ client, onOpenChange }: InvoiceTimeDialogProps) {
  const formId = useId();
  const projects = useTimeInvoiceProjects(client.id);
  const [unticked, setUnticked] = useState<ReadonlySet<string>>(new Set());
  const [range, setRange] = useState(lastCalendarMonth);
  const [groupBy, setGroupBy] = useState<InvoiceGrouping>('task');
  const [increment, setIncrement] = useState<RoundingIncrement>(0);
  const [mode, setMode] = useState<RoundingMode>('up');
  // Undefined until the admin changes it: the server then applies the workspace's setting and says which it took.
  const [includeUnapproved, setIncludeUnapproved] = useState<boolean | undefined>(undefined);
  const [currency, setCurrency] = useState<Currency | undefined>(undefined);
  const [descriptions, setDescriptions] = useState<Record<string, string>>({});
  const [dueDate, setDueDate] = useState(defaultDueDate);
  const [description, setDescription] = useState('');
  const [sendEmail, setSendEmail] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const create = useCreateTimeInvoice();

  const allProjects = projects.data ?? [];
  const chosen = allProjects.filter((p) => !unticked.has(p.id)).map((p) => p.id);
  const selection: TimeInvoicePreviewInput = useMemo(
    () => ({
      // Every project ticked: none named, so a project added meanwhile is not left out.
      ...(unticked.size > 0 && { projectIds: chosen }),
      from: range.from,
      to: range.to,
      groupBy,
      rounding: { increment, mode },
      ...(includeUnapproved !== undefined && { includeUnapproved }),
      ...(currency && { currency }),
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `chosen` is derived from `unticked` and the projects
    [unticked, projects.data, range, groupBy, increment, mode, includeUnapproved, currency],
  );
  const nothingChosen = projects.isSuccess && chosen.length === 0;
  const preview = useTimeInvoicePreview(client.id, selection, projects.isSuccess && !nothingChosen);
  const previewError = preview.error && isApiError(preview.error) ? preview.error : null;
  const problems = { ...(previewError?.fields ?? {}), ...fieldErrors };
  const data = preview.isError ? undefined : preview.data;
  const unapprovedShown = includeUnapproved ?? data?.includeUnapproved ?? false;

  const toggleProject = (id: string) =>
    setUnticked((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFieldErrors({});
    if (!data || data.lines.length === 0) return;
    try {
      const invoice = await create.mutateAsync({
        clientId: client.id,
        input: {
          ...selection,
          fingerprint: data.fingerprint,
          dueDate,
          description,
          sendEmail,
          lineDescriptions: data.lines
            .filter((l) => descriptions[l.key] !== undefined && descriptions[l.key] !== l.description)
            .map((l) => ({ key: l.key, description: descriptions[l.key]! })),
        },
      });
      toast.success('Invoice created successfully', {
        description: `Invoice #${invoice.invoiceNumber ?? 'N/A'} for ${client.name} holds the time; it is marked invoiced.`,
      });
      onOpenChange(false);
    } catch (error) {
      if (isApiError(error) && error.fields) setFieldErrors(error.fields);
      // The time changed: the preview is read again, so what is shown is what would be invoiced.
      if (isApiError(error, 409)) void preview.refetch();
      toast.error('Failed to create invoice', { description: errorMessage(error) });
    }
  };

  return (
    <Dialog
      open
      onOpenChange={onOpenChange}
      title={`Invoice time for ${client.name}`}
      description="Unbilled billable time becomes one invoice; its entries are then marked invoiced."
      className="max-w-3xl"
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" form={formId} disabled={create.isPending || !data || data.lines.length === 0 || preview.isFetching}>
            {create.isPending ? 'Creating...' : 'Create invoice'}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={onSubmit} noValidate className="space-y-4">
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium">Projects</legend>
          {projects.isError ? <FieldError id={`${formId}-projects`} message={errorMessage(projects.error)} /> : null}
          {projects.isSuccess && allProjects.length === 0 ? (
            <p className="text-sm text-muted-foreground">This client has no projects.</p>
          ) : null}
          <div className="grid gap-2 sm:grid-cols-2">
            {allProjects.map((p) => (
              <label key={p.id} className="flex items-center gap-2 text-sm">
                <input type="checkbox" className="size-4" checked={!unticked.has(p.id)} onChange={() => toggleProject(p.id)} />
                {p.name}
              </label>
            ))}
          </div>
          <FieldError id={`${formId}-projects-error`} message={nothingChosen ? 'Choose at least one project' : problems.projectIds} />
        </fieldset>

        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="From"
            type="date"
            value={range.from}
            error={problems.from}
            onChange={(e) => setRange((r) => ({ ...r, from: e.target.value }))}
          />
          <TextField
            label="To"
            type="date"
            value={range.to}
            error={problems.to}
            onChange={(e) => setRange((r) => ({ ...r, to: e.target.value }))}
          />
          <SelectField
            label="Group by"
            value={groupBy}
            error={problems.groupBy}
            options={INVOICE_GROUPINGS}
            optionLabel={(g) => GROUP_LABELS[g]}
            onChange={(e) => setGroupBy(e.target.value as InvoiceGrouping)}
          />
          <div className="grid grid-cols-2 gap-2">
            <SelectField
              label="Rounding"
              value={String(increment)}
              options={ROUNDING_INCREMENTS.map(String)}
              optionLabel={(v) => INCREMENT_LABELS[Number(v) as RoundingIncrement]}
              onChange={(e) => setIncrement(Number(e.target.value) as RoundingIncrement)}
            />
            <SelectField
              label="Round"
              value={mode}
              disabled={increment === 0}
              options={['up', 'nearest'] as const}
              optionLabel={(m) => (m === 'up' ? 'Up' : 'Nearest')}
              onChange={(e) => setMode(e.target.value as RoundingMode)}
            />
          </div>
          {problems.currency || currency ? (
            <SelectField
              label="Currency"
              value={currency ?? ''}
              error={problems.currency}
              options={CURRENCIES}
              onChange={(e) => setCurrency((e.target.value || undefined) as Currency | undefined)}
            >
              <option value="">Choose a currency</option>
            </SelectField>
          ) : null}
        </div>
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" className="size-4" checked={unapprovedShown} onChange={(e) => setIncludeUnapproved(e.target.checked)} />
          Include time not yet approved
        </label>

        <section aria-label="Preview" aria-busy={preview.isFetching} className="space-y-2">
          {previewError && !previewError.fields ? <p className="text-sm text-danger">{previewError.message}</p> : null}
          {previewError?.fields?.currency ? <p className="text-sm text-danger">{previewError.message}</p> : null}
          {preview.isPending && !nothingChosen ? <p className="text-sm text-muted-foreground">Loading the time...</p> : null}
          {data ? (
            <InvoiceTimeLines
              preview={data}
              descriptions={descriptions}
              onDescriptionChange={(key, text) => setDescriptions((d) => ({ ...d, [key]: text }))}
            />
          ) : null}
        </section>

        {data && data.lines.length > 0 ? (
          <>
            <TextField
              label="Due date"
              type="date"
              min={earliestDueDate()}
              value={dueDate}
              error={problems.dueDate}
              onChange={(e) => setDueDate(e.target.value)}
            />
            <TextareaField
              label="Description"
              rows={2}
              value={description}
              error={problems.description}
              onChange={(e) => setDescription(e.target.value)}
            />
            <label className="flex items-center gap-2 text-sm">
              <input type="checkbox" className="size-4" checked={sendEmail} onChange={(e) => setSendEmail(e.target.checked)} />
              Send by e-mail
            </label>
            {problems.lineDescriptions ? <FieldError id={`${formId}-lines`} message={problems.lineDescriptions} /> : null}
          </>
        ) : null}
      </form>
    </Dialog>
  );
}
