import { Archive, ArchiveRestore, Pencil } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '../../../lib/toast';
import { formatTaxRate, percentToMillionths, taxRatePercent } from '@shared/document-totals';
import { TaxRateInput, type TaxRateDto } from '@shared/schemas/billing-setup';
import { Badge } from '../../../components/badge';
import { Button } from '../../../components/button';
import { QueryBody } from '../../../components/query-body';
import { Skeleton } from '../../../components/skeleton';
import { Switch } from '../../../components/switch';
import { TextField } from '../../../components/text-field';
import { errorMessage } from '../../../lib/api';
import { sendForm } from '../../../lib/apply-server-errors';
import { bodyResolver } from '../../../lib/body-resolver';
import { withToasts } from '../../../lib/with-toasts';
import { AccountSection } from '../account-section';
import { useCreateTaxRate, useTaxRates, useUpdateTaxRate } from '../api/billing-setup';
import { t } from '@web/lib/messages/settings';

/**
 * Settings > Billing, 'Tax rates' (billingSettings.manage, decisions 0052 and 0089): the rates a document's line may
 * carry, with up to four decimals (8.875%). A line copies its rate when written, so editing or archiving one never
 * changes a document already made; an edit is saved as the rate's next version, and the earlier one is listed as such.
 */
export function TaxRatesCard() {
  const rates = useTaxRates(true);
  return (
    <AccountSection id="tax-rates" title={t('settings.taxRates.title')} description={t('settings.taxRates.description')}>
      <QueryBody query={rates} loading={<Skeleton className="h-24 w-full" />}>
        {(data) => {
          const activeFamilies = new Set(data.items.filter((r) => r.archivedAt === null).map((r) => r.familyId));
          return (
            <div className="space-y-5">
              {data.items.length === 0 ? (
                <p className="text-sm text-muted-foreground">{t('settings.taxRates.empty')}</p>
              ) : (
                <ul className="divide-y divide-border rounded-md border border-border" aria-label={t('settings.taxRates.title')}>
                  {data.items.map((rate) => (
                    <TaxRateRow key={rate.id} rate={rate} replaced={rate.archivedAt !== null && activeFamilies.has(rate.familyId)} />
                  ))}
                </ul>
              )}
              <NewTaxRateForm />
            </div>
          );
        }}
      </QueryBody>
    </AccountSection>
  );
}

/** One rate; `replaced`: an earlier version of a rate edited since, kept for the documents written with it. */
function TaxRateRow({ rate, replaced }: { rate: TaxRateDto; replaced: boolean }) {
  const update = useUpdateTaxRate();
  const [editing, setEditing] = useState(false);
  const archived = rate.archivedAt !== null;
  const toggle = () =>
    update.mutate(
      { id: rate.id, archived: !archived },
      {
        onSuccess: () =>
          toast.success(
            archived ? t('settings.taxRates.restored', { name: rate.name }) : t('settings.taxRates.archivedToast', { name: rate.name }),
          ),
        onError: (error) => toast.error(t('settings.taxRates.changeFailed'), { description: errorMessage(error) }),
      },
    );
  if (editing) {
    return (
      <li className="px-4 py-3">
        <EditTaxRateForm rate={rate} onDone={() => setEditing(false)} />
      </li>
    );
  }
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
      <div className="min-w-0">
        <p className="text-sm font-medium">
          {rate.name} <span className="text-muted-foreground">{formatTaxRate(rate.rateMillionths)}</span>
        </p>
        <p className="text-xs text-muted-foreground">{rate.inclusive ? t('settings.taxRates.included') : t('settings.taxRates.onTop')}</p>
      </div>
      <div className="flex items-center gap-2">
        {replaced ? (
          <Badge tone="neutral">{t('settings.taxRates.earlierVersion')}</Badge>
        ) : archived ? (
          <Badge tone="neutral">{t('settings.taxRates.archived')}</Badge>
        ) : null}
        {archived ? null : (
          <Button
            variant="ghost"
            size="sm"
            disabled={update.isPending}
            onClick={() => setEditing(true)}
            aria-label={t('settings.taxRates.editNamed', { name: rate.name })}
          >
            <Pencil aria-hidden />
            {t('settings.taxRates.edit')}
          </Button>
        )}
        {replaced ? null : (
          <Button
            variant="ghost"
            size="sm"
            disabled={update.isPending}
            onClick={toggle}
            aria-label={
              archived ? t('settings.taxRates.restoreNamed', { name: rate.name }) : t('settings.taxRates.archiveNamed', { name: rate.name })
            }
          >
            {archived ? <ArchiveRestore aria-hidden /> : <Archive aria-hidden />}
            {archived ? t('settings.taxRates.restore') : t('settings.taxRates.archive')}
          </Button>
        )}
      </div>
    </li>
  );
}

/** What is typed: the rate as a percentage ('8.875', up to four decimals), sent in millionths. */
interface TaxRateValues {
  name: string;
  rate: string;
  inclusive: boolean;
}

/**
 * The typed percentage in millionths. Text that is a number but not an exact rate is sent as it reads (8.87501% is
 * 88750.1, 150% is 1500000), so the schema says beside the field what is wrong with it; unreadable text is sent as NaN.
 */
function typedMillionths(text: string): number {
  const exact = percentToMillionths(text);
  if (exact !== null) return exact;
  const cleaned = text.trim().replace(/%$/, '').trim();
  const value = Number(cleaned);
  return cleaned !== '' && Number.isFinite(value) ? Math.round(value * 1e10) / 1e6 : Number.NaN;
}

const toInput = (v: TaxRateValues): TaxRateInput => ({
  name: v.name.trim(),
  rateMillionths: typedMillionths(v.rate),
  inclusive: v.inclusive,
});
const taxRateResolver = bodyResolver(() => TaxRateInput, toInput, { rename: { rateMillionths: 'rate' } });

/** The fields of a rate, for a new one and for an edit. */
function TaxRateFields({ form, inclusiveLabel }: { form: ReturnType<typeof useForm<TaxRateValues>>; inclusiveLabel: string }) {
  const inclusiveId = useId();
  const { register, setValue, watch, formState } = form;
  const { errors } = formState;
  const inclusive = watch('inclusive');
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-[1fr_10rem]">
        <TextField
          label={t('settings.taxRates.name')}
          error={errors.name?.message}
          placeholder="VAT"
          maxLength={60}
          {...register('name')}
        />
        <TextField
          label={t('settings.taxRates.rate')}
          inputMode="decimal"
          error={errors.rate?.message}
          placeholder="8.875"
          {...register('rate')}
        />
      </div>
      <label className="flex items-center gap-3 text-sm" id={inclusiveId}>
        <Switch checked={inclusive} onCheckedChange={(on) => setValue('inclusive', on)} aria-labelledby={inclusiveId} />
        {inclusiveLabel}
      </label>
    </>
  );
}

// The server names the rate's field `rateMillionths`; the form calls it `rate`.
const FIELDS = ['name', 'rate', 'inclusive'] as const;

function NewTaxRateForm() {
  const create = useCreateTaxRate();
  const form = useForm<TaxRateValues>({ resolver: taxRateResolver, defaultValues: { name: '', rate: '', inclusive: false } });
  const { handleSubmit, getValues, setError, reset } = form;

  const submit = handleSubmit(() =>
    sendForm(
      setError,
      [...FIELDS],
      () =>
        withToasts(() => create.mutateAsync(toInput(getValues())), {
          success: (rate) => t('settings.taxRates.added', { name: rate.name }),
          failure: t('settings.taxRates.addFailed'),
        }),
      { onSent: () => reset(), rename: { rateMillionths: 'rate' } },
    ),
  );

  return (
    <form onSubmit={submit} noValidate className="space-y-3" aria-label={t('settings.taxRates.newForm')}>
      <h3 className="text-sm font-semibold">{t('settings.taxRates.addHeading')}</h3>
      <TaxRateFields form={form} inclusiveLabel={t('settings.taxRates.inclusive')} />
      <div className="flex justify-end">
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? t('settings.taxRates.adding') : t('settings.taxRates.add')}
        </Button>
      </div>
    </form>
  );
}

/** An edit is saved as the rate's next version: documents already written keep the rate they were priced with. */
function EditTaxRateForm({ rate, onDone }: { rate: TaxRateDto; onDone: () => void }) {
  const update = useUpdateTaxRate();
  const form = useForm<TaxRateValues>({
    resolver: taxRateResolver,
    defaultValues: { name: rate.name, rate: taxRatePercent(rate.rateMillionths), inclusive: rate.inclusive },
  });
  const { handleSubmit, getValues, setError } = form;

  const submit = handleSubmit(() =>
    sendForm(
      setError,
      [...FIELDS],
      () =>
        withToasts(() => update.mutateAsync({ id: rate.id, ...toInput(getValues()) }), {
          success: (saved) => t('settings.taxRates.changed', { name: saved.name, rate: formatTaxRate(saved.rateMillionths) }),
          failure: t('settings.taxRates.changeFailed'),
        }),
      { onSent: onDone, rename: { rateMillionths: 'rate' } },
    ),
  );

  return (
    <form onSubmit={submit} noValidate className="space-y-3" aria-label={t('settings.taxRates.editNamed', { name: rate.name })}>
      <TaxRateFields form={form} inclusiveLabel={t('settings.taxRates.inclusive')} />
      <p className="text-xs text-muted-foreground">{t('settings.taxRates.editHint')}</p>
      <div className="flex justify-end gap-2">
        <Button type="button" variant="ghost" onClick={onDone}>
          {t('settings.taxRates.cancel')}
        </Button>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? t('settings.taxRates.saving') : t('settings.taxRates.save')}
        </Button>
      </div>
    </form>
  );
}
