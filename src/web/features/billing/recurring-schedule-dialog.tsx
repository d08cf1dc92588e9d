import { Plus, Trash2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { toast } from '../../lib/toast';
import { optionsApi } from '@shared/api/options';
import { CURRENCIES, RECURRING_FREQUENCIES, type Currency, type RecurringFrequency } from '@shared/enums';
import { parseDuration } from '@shared/durations';
import { upcomingPeriods } from '@shared/recurring-periods';
import { CreateRecurringScheduleInput } from '@shared/schemas/recurring';
import { Button } from '../../components/button';
import { FormDialog } from '../../components/form-dialog';
import { FieldError } from '../../components/field-error';
import { Input } from '../../components/input';
import { SelectField } from '../../components/select-field';
import { TextField } from '../../components/text-field';
import { errorMessage, isApiError, request } from '../../lib/api';
import { formatDate } from '../../lib/format';
import { useCreateRecurringSchedule } from './api/recurring';
import { queryKeys } from '@web/lib/query-keys';

const FREQUENCY_LABELS: Record<RecurringFrequency, string> = {
  weekly: 'Weekly',
  monthly: 'Monthly',
  quarterly: 'Quarterly',
  yearly: 'Yearly',
};
const today = () => new Date().toISOString().slice(0, 10);

interface Line {
  description: string;
  quantity: string;
  amount: string;
}

/** 'New Schedule': a client's recurring invoice, optionally a retainer of a project's hours. Mounted only while open. */
export function RecurringScheduleDialog({
  clientId: fixedClient,
  onOpenChange,
}: {
  clientId?: string;
  onOpenChange: (open: boolean) => void;
}) {
  const formId = useId();
  const create = useCreateRecurringSchedule();
  const [clientId, setClientId] = useState(fixedClient ?? '');
  const [title, setTitle] = useState('');
  const [currency, setCurrency] = useState<Currency>('USD');
  const [frequency, setFrequency] = useState<RecurringFrequency>('monthly');
  const [dayOfMonth, setDayOfMonth] = useState('1');
  const [startDate, setStartDate] = useState(today());
  const [endDate, setEndDate] = useState('');
  const [maxCount, setMaxCount] = useState('');
  const [dueDays, setDueDays] = useState('14');
  const [autoSend, setAutoSend] = useState(true);
  const [lines, setLines] = useState<Line[]>([{ description: '', quantity: '1', amount: '' }]);
  const [retainer, setRetainer] = useState(false);
  const [projectId, setProjectId] = useState('');
  const [allowance, setAllowance] = useState('');
  const [carryOver, setCarryOver] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const clients = useQuery({
    queryKey: queryKeys.options.clients,
    queryFn: ({ signal }) => request(optionsApi.clients, { signal }),
    staleTime: 60_000,
  });
  const projects = useQuery({
    queryKey: queryKeys.options.projects(clientId),
    queryFn: ({ signal }) => request(optionsApi.projects, { query: { clientId }, signal }),
    enabled: retainer && clientId !== '',
    staleTime: 60_000,
  });

  const allowanceMinutes = allowance.trim()
    ? parseDuration(allowance.trim().includes(':') || /[hm]/i.test(allowance) ? allowance : `${allowance}h`)
    : null;
  const input = {
    clientId,
    title,
    currency,
    frequency,
    dayOfMonth: frequency === 'weekly' ? null : Number(dayOfMonth),
    startDate,
    endDate: endDate || null,
    maxCount: maxCount ? Number(maxCount) : null,
    autoSend,
    dueDays: Number(dueDays),
    items: lines.map((l) => ({ description: l.description, quantity: Number(l.quantity), amount: Number(l.amount) })),
    projectId: retainer ? projectId || null : null,
    allowanceMinutes: retainer ? (allowanceMinutes?.ok ? allowanceMinutes.minutes : allowance.trim() ? -1 : null) : null,
    carryOver: retainer && carryOver,
  };
  const dates = (() => {
    try {
      return upcomingPeriods({ frequency, dayOfMonth: input.dayOfMonth, startDate }, 3, {
        endDate: input.endDate,
        maxCount: input.maxCount,
      });
    } catch {
      return [];
    }
  })();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = CreateRecurringScheduleInput.safeParse(input);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), i.message])));
      return;
    }
    setErrors({});
    try {
      const schedule = await create.mutateAsync(input);
      toast.success('Schedule created', { description: `The first invoice is on ${formatDate(schedule.nextPeriodStart ?? startDate)}.` });
      onOpenChange(false);
    } catch (error) {
      if (isApiError(error) && error.fields) setErrors(error.fields);
      toast.error('Failed to create the schedule', { description: errorMessage(error) });
    }
  };
  const setLine = (index: number, patch: Partial<Line>) => setLines((all) => all.map((l, i) => (i === index ? { ...l, ...patch } : l)));

  return (
    <FormDialog
      open
      onOpenChange={onOpenChange}
      title="New Recurring Schedule"
      description="Each period is invoiced once, on its first day."
      className="max-w-2xl"
      formId={formId}
      busy={create.isPending}
      submitLabel="Create Schedule"
    >
      <form id={formId} onSubmit={submit} noValidate className="space-y-4">
        {!fixedClient && (
          <SelectField label="Client" value={clientId} onChange={(e) => setClientId(e.target.value)} error={errors.clientId}>
            <option value="">Choose a client</option>
            {(clients.data ?? []).map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </SelectField>
        )}
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Title"
            value={title}
            onChange={(e) => setTitle(e.target.value)}
            error={errors.title}
            placeholder="Monthly support retainer"
          />
          <SelectField
            label="Currency"
            value={currency}
            onChange={(e) => setCurrency(e.target.value as Currency)}
            options={CURRENCIES}
            error={errors.currency}
          />
          <SelectField
            label="Frequency"
            value={frequency}
            onChange={(e) => setFrequency(e.target.value as RecurringFrequency)}
            options={RECURRING_FREQUENCIES}
            optionLabel={(f) => FREQUENCY_LABELS[f]}
          />
          {frequency !== 'weekly' && (
            <TextField
              label="Day of the month (1-28)"
              type="number"
              min={1}
              max={28}
              value={dayOfMonth}
              onChange={(e) => setDayOfMonth(e.target.value)}
              error={errors.dayOfMonth}
            />
          )}
          <TextField
            label="Start Date"
            type="date"
            value={startDate}
            onChange={(e) => setStartDate(e.target.value)}
            error={errors.startDate}
          />
          <TextField
            label="End Date (optional)"
            type="date"
            value={endDate}
            onChange={(e) => setEndDate(e.target.value)}
            error={errors.endDate}
          />
          <TextField
            label="Number of invoices (optional)"
            type="number"
            min={1}
            value={maxCount}
            onChange={(e) => setMaxCount(e.target.value)}
            error={errors.maxCount}
          />
          <TextField
            label="Due after (days)"
            type="number"
            min={0}
            max={365}
            value={dueDays}
            onChange={(e) => setDueDays(e.target.value)}
            error={errors.dueDays}
          />
        </div>
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" checked={autoSend} onChange={(e) => setAutoSend(e.target.checked)} />
          Send each invoice to the client as it is created
        </label>

        <fieldset className="space-y-3">
          <legend className="text-sm font-medium">Line Items</legend>
          {lines.map((line, index) => (
            <div key={index} className="grid grid-cols-[1fr_5rem_7rem_auto] items-end gap-2">
              <Input
                aria-label={`Item ${index + 1} description`}
                placeholder="Description"
                value={line.description}
                onChange={(e) => setLine(index, { description: e.target.value })}
              />
              <Input
                aria-label={`Item ${index + 1} quantity`}
                type="number"
                min={1}
                value={line.quantity}
                onChange={(e) => setLine(index, { quantity: e.target.value })}
              />
              <Input
                aria-label={`Item ${index + 1} unit price`}
                type="number"
                min={0}
                step="0.01"
                placeholder="0.00"
                value={line.amount}
                onChange={(e) => setLine(index, { amount: e.target.value })}
              />
              <Button
                variant="ghost"
                size="sm"
                aria-label={`Remove item ${index + 1}`}
                disabled={lines.length === 1}
                onClick={() => setLines((all) => all.filter((_, i) => i !== index))}
              >
                <Trash2 aria-hidden className="size-4" />
              </Button>
              {Object.entries(errors)
                .filter(([k]) => k.startsWith(`items.${index}.`))
                .map(([k, m]) => (
                  <FieldError key={k} id={`${formId}-${k}`} message={m} />
                ))}
            </div>
          ))}
          <FieldError id={`${formId}-items`} message={errors.items} />
          <Button variant="secondary" size="sm" onClick={() => setLines((all) => [...all, { description: '', quantity: '1', amount: '' }])}>
            <Plus aria-hidden className="size-4" /> Add Line
          </Button>
        </fieldset>

        <fieldset className="space-y-3">
          <label className="flex items-center gap-2 text-sm font-medium">
            <input type="checkbox" checked={retainer} onChange={(e) => setRetainer(e.target.checked)} />
            Retainer: an allowance of a project's hours each period
          </label>
          {retainer && (
            <div className="grid gap-4 sm:grid-cols-2">
              <SelectField label="Project" value={projectId} onChange={(e) => setProjectId(e.target.value)} error={errors.projectId}>
                <option value="">Choose a project</option>
                {(projects.data ?? []).map((p) => (
                  <option key={p.id} value={p.id}>
                    {p.name}
                  </option>
                ))}
              </SelectField>
              <TextField
                label="Hours per period"
                value={allowance}
                onChange={(e) => setAllowance(e.target.value)}
                error={errors.allowanceMinutes}
                placeholder="10"
              />
              <label className="flex items-center gap-2 text-sm sm:col-span-2">
                <input type="checkbox" checked={carryOver} onChange={(e) => setCarryOver(e.target.checked)} />
                Carry unused hours into the next period
              </label>
              <p className="text-xs text-muted-foreground sm:col-span-2">
                Each invoice adds the previous period's hours over the allowance at the project's hourly rate.
              </p>
            </div>
          )}
        </fieldset>
        {dates.length > 0 && <p className="text-sm text-muted-foreground">Invoices on: {dates.map((d) => formatDate(d)).join(', ')}…</p>}
      </form>
    </FormDialog>
  );
}
