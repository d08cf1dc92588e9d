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
import { msg } from '../../lib/i18n';
import { t } from '../../lib/messages/billing';
import { useCreateTimeInvoice, useTimeInvoicePreview, useTimeInvoiceProjects } from './api/time-invoice';
import { defaultDueDate } from './billing-format';
import { InvoiceTimeLines } from './invoice-time-lines';

const GROUP_LABELS = {
  task: msg('billing.time.group.task'),
  person: msg('billing.time.group.person'),
  day: msg('billing.time.group.day'),
  project: msg('billing.time.group.project'),
} satisfies Record<InvoiceGrouping, string>;
const incrementLabel = (minutes: RoundingIncrement) =>
  minutes === 0 ? t('billing.time.noRounding') : t('billing.time.minutes', { minutes });

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
  /** Expenses the admin unticked: they stay unbilled (decision 0119). */
  leftOutExpenses: string[];
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
    ...(v.leftOutExpenses.length > 0 && { leaveOutExpenseIds: v.leftOutExpenses }),
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
    lineDescriptions: [...(preview?.lines ?? []), ...(preview?.expenses ?? []).filter((e) => e.included)]
      .filter((l) => v.descriptions[l.key] !== undefined && v.descriptions[l.key] !== l.description)
      .map((l) => ({ key: l.key, description: v.descriptions[l.key]! })),
  };
}
const invoiceTimeResolver = bodyResolver(() => CreateTimeInvoiceInput, bodyOf);
const FIELDS = ['unticked', 'from', 'to', 'groupBy', 'increment', 'currency', 'descriptions', 'dueDate', 'description'] as const;
// The body's names for what the form holds under another.
const RENAME = {
  projectIds: 'unticked',
  'rounding.increment': 'increment',
  lineDescriptions: 'descriptions',
  leaveOutExpenseIds: 'leftOutExpenses',
};

/**
 * 'Invoice time and expenses for {client}' (decisions 0049 and 0119); mounted only while open, so it always starts
 * from the defaults.
 */
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
      leftOutExpenses: [],
      descriptions: {},
      dueDate: defaultDueDate(),
      description: '',
      sendEmail: false,
    },
  });
  const values = watch();
  const create = useCreateTimeInvoice();

  const { unticked, from, to, groupBy, increment, mode, includeUnapproved, currency, leftOutExpenses } = values;
  const selection = useMemo(
    () =>
      selectionOf(
        { unticked, from, to, groupBy, increment, mode, includeUnapproved, currency, leftOutExpenses } as InvoiceTimeValues,
        projects.data ?? [],
      ),
    [unticked, projects.data, from, to, groupBy, increment, mode, includeUnapproved, currency, leftOutExpenses],
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
  const toggleExpense = (id: string, included: boolean) =>
    setValue('leftOutExpenses', included ? leftOutExpenses.filter((e) => e !== id) : [...leftOutExpenses, id]);
  const anything = !!data && data.lines.length + data.expenseCount > 0;

  const onSubmit = handleSubmit(async () => {
    if (!data || !anything) return;
    try {
      const invoice = await create.mutateAsync({
        clientId: client.id,
        input: bodyOf(getValues(), { projects: allProjects, preview: data }),
      });
      toast.success(t('billing.create.created'), {
        description: t('billing.time.created', { number: invoice.invoiceNumber ?? t('billing.notApplicable'), client: client.name }),
      });
      onOpenChange(false);
    } catch (error) {
      applyServerErrors(error, FIELDS, setError, { rename: RENAME });
      // The time or expenses changed: the preview is read again, so what is shown is what would be invoiced.
      if (isApiError(error, 409)) void previewQuery.refetch();
      toast.error(t('billing.create.failed'), { description: errorMessage(error) });
    }
  });

  return (
    <Dialog
      open
      onOpenChange={onOpenChange}
      title={t('billing.time.title', { client: client.name })}
      description={t('billing.time.description')}
      className="max-w-3xl"
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {t('billing.cancelButton')}
          </Button>
          <Button type="submit" form={formId} disabled={create.isPending || !anything || previewQuery.isFetching}>
            {create.isPending ? t('billing.creating') : t('billing.time.create')}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={onSubmit} noValidate className="space-y-4">
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium">{t('billing.time.projects')}</legend>
          {projects.isError ? <FieldError id={`${formId}-projects`} message={errorMessage(projects.error)} /> : null}
          {projects.isSuccess && allProjects.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t('billing.time.noProjects')}</p>
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
            message={nothingChosen ? t('billing.time.chooseProject') : (problem('unticked') ?? problem('projectIds'))}
          />
        </fieldset>

        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t('billing.from')}
            type="date"
            value={from}
            error={problem('from')}
            onChange={(e) => setValue('from', e.target.value)}
          />
          <TextField
            label={t('billing.to')}
            type="date"
            value={to}
            error={problem('to')}
            onChange={(e) => setValue('to', e.target.value)}
          />
          <SelectField
            label={t('billing.time.groupBy')}
            value={groupBy}
            error={problem('groupBy')}
            options={INVOICE_GROUPINGS}
            optionLabel={(g) => t(GROUP_LABELS[g])}
            onChange={(e) => setValue('groupBy', e.target.value as InvoiceGrouping)}
          />
          <div className="grid grid-cols-2 gap-2">
            <SelectField
              label={t('billing.time.rounding')}
              value={String(increment)}
              options={ROUNDING_INCREMENTS.map(String)}
              optionLabel={(v) => incrementLabel(Number(v) as RoundingIncrement)}
              error={problem('increment')}
              onChange={(e) => setValue('increment', Number(e.target.value) as RoundingIncrement)}
            />
            <SelectField
              label={t('billing.time.round')}
              value={mode}
              disabled={increment === 0}
              options={['up', 'nearest'] as const}
              optionLabel={(m) => (m === 'up' ? t('billing.time.up') : t('billing.time.nearest'))}
              onChange={(e) => setValue('mode', e.target.value as RoundingMode)}
            />
          </div>
          {problem('currency') || currency ? (
            <SelectField
              label={t('billing.currency')}
              value={currency ?? ''}
              error={problem('currency')}
              options={CURRENCIES}
              onChange={(e) => setValue('currency', (e.target.value || undefined) as Currency | undefined)}
            >
              <option value="">{t('billing.time.chooseCurrency')}</option>
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
          {t('billing.time.includeUnapproved')}
        </label>

        <section aria-label={t('billing.time.preview')} aria-busy={previewQuery.isFetching} className="space-y-2">
          {previewError && !previewError.fields ? <p className="text-sm text-danger">{previewError.message}</p> : null}
          {previewError?.fields?.currency ? <p className="text-sm text-danger">{previewError.message}</p> : null}
          {previewQuery.isPending && !nothingChosen ? <p className="text-sm text-muted-foreground">{t('billing.time.loading')}</p> : null}
          {data ? (
            <InvoiceTimeLines
              preview={data}
              descriptions={values.descriptions}
              onDescriptionChange={(key, text) => setValue('descriptions', { ...getValues('descriptions'), [key]: text })}
              onExpenseToggle={toggleExpense}
            />
          ) : null}
        </section>

        {anything ? (
          <>
            <TextField
              label={t('billing.time.dueDate')}
              type="date"
              min={earliestDueDate()}
              value={values.dueDate}
              error={problem('dueDate')}
              onChange={(e) => setValue('dueDate', e.target.value)}
            />
            <TextareaField
              label={t('billing.lines.descriptionPlaceholder')}
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
              {t('billing.time.sendEmail')}
            </label>
            {problem('descriptions') ? <FieldError id={`${formId}-lines`} message={problem('descriptions')} /> : null}
          </>
        ) : null}
      </form>
    </Dialog>
  );
}
