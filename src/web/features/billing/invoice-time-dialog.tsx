import { useId, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '../../lib/toast';
import { CURRENCIES, type Currency } from '@shared/enums';
import { earliestDueDate } from '@shared/schemas/billing';
import { CreateTimeInvoiceInput, type TimeInvoicePreview, type TimeInvoicePreviewInput } from '@shared/schemas/time-invoice';
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
import { applyServerErrors } from '../../lib/apply-server-errors';
import { bodyResolver } from '../../lib/body-resolver';
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

/** What is typed and chosen; the projects not ticked rather than those ticked, so a project added meanwhile is in. */
interface InvoiceTimeValues {
  unticked: string[];
  from: string;
  to: string;
  groupBy: InvoiceGrouping;
  increment: RoundingIncrement;
  mode: RoundingMode;
  /** Undefined until the admin changes it: the server then applies the workspace's setting and says which it took. */
  includeUnapproved: boolean | undefined;
  currency: Currency | undefined;
  descriptions: Record<string, string>;
  dueDate: string;
  description: string;
  sendEmail: boolean;
}

/** What the dialog adds itself: the projects to choose from and the preview whose fingerprint is sent. */
interface InvoiceTimeContext {
  projects: readonly { id: string }[];
  preview: TimeInvoicePreview | undefined;
}

function selectionOf(v: InvoiceTimeValues, projects: readonly { id: string }[]): TimeInvoicePreviewInput {
  return {
    // Every project ticked: none named, so a project added meanwhile is not left out.
    ...(v.unticked.length > 0 && { projectIds: projects.filter((p) => !v.unticked.includes(p.id)).map((p) => p.id) }),
    from: v.from,
    to: v.to,
    groupBy: v.groupBy,
    rounding: { increment: v.increment, mode: v.mode },
    ...(v.includeUnapproved !== undefined && { includeUnapproved: v.includeUnapproved }),
    ...(v.currency && { currency: v.currency }),
  };
}

/** The route's body: the selection, the preview's fingerprint, and the lines whose description was changed. */
function bodyOf(v: InvoiceTimeValues, { projects, preview }: InvoiceTimeContext): CreateTimeInvoiceInput {
  return {
    ...selectionOf(v, projects),
    fingerprint: preview?.fingerprint ?? '',
    dueDate: v.dueDate,
    description: v.description,
    sendEmail: v.sendEmail,
    lineDescriptions: (preview?.lines ?? [])
      .filter((l) => v.descriptions[l.key] !== undefined && v.descriptions[l.key] !== l.description)
      .map((l) => ({ key: l.key, description: v.descriptions[l.key]! })),
  };
}
const invoiceTimeResolver = bodyResolver(() => CreateTimeInvoiceInput, bodyOf);
const FIELDS = ['unticked', 'from', 'to', 'groupBy', 'increment', 'currency', 'descriptions', 'dueDate', 'description'] as const;
// The body's names for what the form holds under another.
const RENAME = { projectIds: 'unticked', 'rounding.increment': 'increment', lineDescriptions: 'descriptions' };

/** 'Invoice time for {client}' (decision 0049); mounted only while open, so it always starts from the defaults. */
export function InvoiceTimeDialog({ client, onOpenChange }: InvoiceTimeDialogProps) {
  const formId = useId();
  const projects = useTimeInvoiceProjects(client.id);
  const allProjects = projects.data ?? [];
  const [preview, setPreview] = useState<TimeInvoicePreview | undefined>(undefined);
  const { handleSubmit, getValues, setValue, setError, watch, formState } = useForm<InvoiceTimeValues, InvoiceTimeContext>({
    resolver: invoiceTimeResolver,
    context: { projects: allProjects, preview },
    defaultValues: {
      unticked: [],
      ...lastCalendarMonth(),
      groupBy: 'task',
      increment: 0,
      mode: 'up',
      includeUnapproved: undefined,
      currency: undefined,
      descriptions: {},
      dueDate: defaultDueDate(),
      description: '',
      sendEmail: false,
    },
  });
  const values = watch();
  const create = useCreateTimeInvoice();

  const { unticked, from, to, groupBy, increment, mode, includeUnapproved, currency } = values;
  const selection = useMemo(
    () =>
      selectionOf({ unticked, from, to, groupBy, increment, mode, includeUnapproved, currency } as InvoiceTimeValues, projects.data ?? []),
    [unticked, projects.data, from, to, groupBy, increment, mode, includeUnapproved, currency],
  );
  const nothingChosen = projects.isSuccess && allProjects.every((p) => unticked.includes(p.id));
  const previewQuery = useTimeInvoicePreview(client.id, selection, projects.isSuccess && !nothingChosen);
  // The preview is the server's check of the selection as it is chosen: its refusal is shown beside the fields while it stands.
  const previewError = previewQuery.error && isApiError(previewQuery.error) ? previewQuery.error : null;
  const data = previewQuery.isError ? undefined : previewQuery.data;
  if (data !== preview) setPreview(data);
  const problem = (name: string): string | undefined =>
    (formState.errors as Record<string, { message?: string } | undefined>)[name]?.message ?? previewError?.fields?.[name];
  const unapprovedShown = includeUnapproved ?? data?.includeUnapproved ?? false;

  const toggleProject = (id: string) => setValue('unticked', unticked.includes(id) ? unticked.filter((p) => p !== id) : [...unticked, id]);

  const onSubmit = handleSubmit(async () => {
    if (!data || data.lines.length === 0) return;
    try {
      const invoice = await create.mutateAsync({
        clientId: client.id,
        input: bodyOf(getValues(), { projects: allProjects, preview: data }),
      });
      toast.success('Invoice created successfully', {
        description: `Invoice #${invoice.invoiceNumber ?? 'N/A'} for ${client.name} holds the time; it is marked invoiced.`,
      });
      onOpenChange(false);
    } catch (error) {
      applyServerErrors(error, FIELDS, setError, { rename: RENAME });
      // The time changed: the preview is read again, so what is shown is what would be invoiced.
      if (isApiError(error, 409)) void previewQuery.refetch();
      toast.error('Failed to create invoice', { description: errorMessage(error) });
    }
  });

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
          <Button type="submit" form={formId} disabled={create.isPending || !data || data.lines.length === 0 || previewQuery.isFetching}>
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
                <input type="checkbox" className="size-4" checked={!unticked.includes(p.id)} onChange={() => toggleProject(p.id)} />
                {p.name}
              </label>
            ))}
          </div>
          <FieldError
            id={`${formId}-projects-error`}
            message={nothingChosen ? 'Choose at least one project' : (problem('unticked') ?? problem('projectIds'))}
          />
        </fieldset>

        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="From" type="date" value={from} error={problem('from')} onChange={(e) => setValue('from', e.target.value)} />
          <TextField label="To" type="date" value={to} error={problem('to')} onChange={(e) => setValue('to', e.target.value)} />
          <SelectField
            label="Group by"
            value={groupBy}
            error={problem('groupBy')}
            options={INVOICE_GROUPINGS}
            optionLabel={(g) => GROUP_LABELS[g]}
            onChange={(e) => setValue('groupBy', e.target.value as InvoiceGrouping)}
          />
          <div className="grid grid-cols-2 gap-2">
            <SelectField
              label="Rounding"
              value={String(increment)}
              options={ROUNDING_INCREMENTS.map(String)}
              optionLabel={(v) => INCREMENT_LABELS[Number(v) as RoundingIncrement]}
              error={problem('increment')}
              onChange={(e) => setValue('increment', Number(e.target.value) as RoundingIncrement)}
            />
            <SelectField
              label="Round"
              value={mode}
              disabled={increment === 0}
              options={['up', 'nearest'] as const}
              optionLabel={(m) => (m === 'up' ? 'Up' : 'Nearest')}
              onChange={(e) => setValue('mode', e.target.value as RoundingMode)}
            />
          </div>
          {problem('currency') || currency ? (
            <SelectField
              label="Currency"
              value={currency ?? ''}
              error={problem('currency')}
              options={CURRENCIES}
              onChange={(e) => setValue('currency', (e.target.value || undefined) as Currency | undefined)}
            >
              <option value="">Choose a currency</option>
            </SelectField>
          ) : null}
        </div>
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            className="size-4"
            checked={unapprovedShown}
            onChange={(e) => setValue('includeUnapproved', e.target.checked)}
          />
          Include time not yet approved
        </label>

        <section aria-label="Preview" aria-busy={previewQuery.isFetching} className="space-y-2">
          {previewError && !previewError.fields ? <p className="text-sm text-danger">{previewError.message}</p> : null}
          {previewError?.fields?.currency ? <p className="text-sm text-danger">{previewError.message}</p> : null}
          {previewQuery.isPending && !nothingChosen ? <p className="text-sm text-muted-foreground">Loading the time...</p> : null}
          {data ? (
            <InvoiceTimeLines
              preview={data}
              descriptions={values.descriptions}
              onDescriptionChange={(key, text) => setValue('descriptions', { ...getValues('descriptions'), [key]: text })}
            />
          ) : null}
        </section>

        {data && data.lines.length > 0 ? (
          <>
            <TextField
              label="Due date"
              type="date"
              min={earliestDueDate()}
              value={values.dueDate}
              error={problem('dueDate')}
              onChange={(e) => setValue('dueDate', e.target.value)}
            />
            <TextareaField
              label="Description"
              rows={2}
              value={values.description}
              error={problem('description')}
              onChange={(e) => setValue('description', e.target.value)}
            />
            <label className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                className="size-4"
                checked={values.sendEmail}
                onChange={(e) => setValue('sendEmail', e.target.checked)}
              />
              Send by e-mail
            </label>
            {problem('descriptions') ? <FieldError id={`${formId}-lines`} message={problem('descriptions')} /> : null}
          </>
        ) : null}
      </form>
    </Dialog>
  );
}
