import { Archive, ArchiveRestore } from 'lucide-react';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '../../../lib/toast';
import { formatRate } from '@shared/document-totals';
import { percentToBasisPoints, TaxRateInput, type TaxRateDto } from '@shared/schemas/billing-setup';
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

/**
 * Settings > Billing, 'Tax rates' (billingSettings.manage, decision 0052): the rates a document's line may carry. A
 * line copies its rate when written, so archiving one never changes an invoice already made.
 */
export function TaxRatesCard() {
  const rates = useTaxRates(true);
  return (
    <AccountSection id="tax-rates" title="Tax rates" description="Defined once, chosen per line on invoices, quotes and credit notes.">
      <QueryBody query={rates} loading={<Skeleton className="h-24 w-full" />}>
        {(data) => (
          <div className="space-y-5">
            {data.items.length === 0 ? (
              <p className="text-sm text-muted-foreground">No tax rates yet. Lines without a rate carry no tax.</p>
            ) : (
              <ul className="divide-y divide-border rounded-md border border-border" aria-label="Tax rates">
                {data.items.map((rate) => (
                  <TaxRateRow key={rate.id} rate={rate} />
                ))}
              </ul>
            )}
            <NewTaxRateForm />
          </div>
        )}
      </QueryBody>
    </AccountSection>
  );
}

function TaxRateRow({ rate }: { rate: TaxRateDto }) {
  const update = useUpdateTaxRate();
  const archived = rate.archivedAt !== null;
  const toggle = () =>
    update.mutate(
      { id: rate.id, archived: !archived },
      {
        onSuccess: () => toast.success(archived ? `${rate.name} restored` : `${rate.name} archived`),
        onError: (error) => toast.error('Could not change the tax rate', { description: errorMessage(error) }),
      },
    );
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
      <div className="min-w-0">
        <p className="text-sm font-medium">
          {rate.name} <span className="text-muted-foreground">{formatRate(rate.basisPoints)}</span>
        </p>
        <p className="text-xs text-muted-foreground">{rate.inclusive ? 'Included in prices' : 'Added on top of prices'}</p>
      </div>
      <div className="flex items-center gap-2">
        {archived ? <Badge tone="neutral">Archived</Badge> : null}
        <Button
          variant="ghost"
          size="sm"
          disabled={update.isPending}
          onClick={toggle}
          aria-label={`${archived ? 'Restore' : 'Archive'} ${rate.name}`}
        >
          {archived ? <ArchiveRestore aria-hidden /> : <Archive aria-hidden />}
          {archived ? 'Restore' : 'Archive'}
        </Button>
      </div>
    </li>
  );
}

/** What is typed: the rate as a percentage ('8.25'), sent in hundredths of a percent. */
interface TaxRateValues {
  name: string;
  basisPoints: string;
  inclusive: boolean;
}

// Unreadable text is sent as NaN, which the schema refuses beside the field.
const toInput = (v: TaxRateValues): TaxRateInput => ({
  name: v.name.trim(),
  basisPoints: percentToBasisPoints(v.basisPoints) ?? Number.NaN,
  inclusive: v.inclusive,
});
const taxRateResolver = bodyResolver(() => TaxRateInput, toInput);

function NewTaxRateForm() {
  const create = useCreateTaxRate();
  const inclusiveId = useId();
  const { register, handleSubmit, getValues, setValue, setError, reset, watch, formState } = useForm<TaxRateValues>({
    resolver: taxRateResolver,
    defaultValues: { name: '', basisPoints: '', inclusive: false },
  });
  const { errors } = formState;
  const inclusive = watch('inclusive');

  const submit = handleSubmit(() =>
    sendForm(
      setError,
      ['name', 'basisPoints', 'inclusive'],
      () =>
        withToasts(() => create.mutateAsync(toInput(getValues())), {
          success: (rate) => `Tax rate ${rate.name} added`,
          failure: 'Could not add the tax rate',
        }),
      { onSent: () => reset() },
    ),
  );

  return (
    <form onSubmit={submit} noValidate className="space-y-3" aria-label="New tax rate">
      <h3 className="text-sm font-semibold">Add a tax rate</h3>
      <div className="grid gap-4 sm:grid-cols-[1fr_10rem]">
        <TextField label="Tax name" error={errors.name?.message} placeholder="VAT" maxLength={60} {...register('name')} />
        <TextField label="Rate (%)" inputMode="decimal" error={errors.basisPoints?.message} placeholder="20" {...register('basisPoints')} />
      </div>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <label className="flex items-center gap-3 text-sm" id={inclusiveId}>
          <Switch checked={inclusive} onCheckedChange={(on) => setValue('inclusive', on)} aria-labelledby={inclusiveId} />
          Prices already include this tax
        </label>
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? 'Adding...' : 'Add tax rate'}
        </Button>
      </div>
    </form>
  );
}
