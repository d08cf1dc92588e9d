import { Archive, ArchiveRestore } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { toast } from '../../../lib/toast';
import { formatRate } from '@shared/document-totals';
import { percentToBasisPoints, type TaxRateDto } from '@shared/schemas/billing-setup';
import { Badge } from '../../../components/badge';
import { Button } from '../../../components/button';
import { ErrorState } from '../../../components/error-state';
import { Skeleton } from '../../../components/skeleton';
import { Switch } from '../../../components/switch';
import { TextField } from '../../../components/text-field';
import { errorMessage, isApiError } from '../../../lib/api';
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
      {rates.isPending ? (
        <Skeleton className="h-24 w-full" />
      ) : rates.isError ? (
        <ErrorState message={errorMessage(rates.error)} onRetry={() => void rates.refetch()} retrying={rates.isFetching} />
      ) : (
        <div className="space-y-5">
          {rates.data.items.length === 0 ? (
            <p className="text-sm text-muted-foreground">No tax rates yet. Lines without a rate carry no tax.</p>
          ) : (
            <ul className="divide-y divide-border rounded-md border border-border" aria-label="Tax rates">
              {rates.data.items.map((rate) => (
                <TaxRateRow key={rate.id} rate={rate} />
              ))}
            </ul>
          )}
          <NewTaxRateForm />
        </div>
      )}
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

function NewTaxRateForm() {
  const create = useCreateTaxRate();
  const inclusiveId = useId();
  const [name, setName] = useState('');
  const [percent, setPercent] = useState('');
  const [inclusive, setInclusive] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const basisPoints = percentToBasisPoints(percent);
    const local: Record<string, string> = {};
    if (!name.trim()) local.name = 'Name is required';
    if (basisPoints === null || basisPoints > 10_000) local.basisPoints = 'Enter a percentage like 8.25 (at most 100)';
    if (Object.keys(local).length > 0) return setErrors(local);
    create.mutate(
      { name: name.trim(), basisPoints: basisPoints!, inclusive },
      {
        onSuccess: (rate) => {
          toast.success(`Tax rate ${rate.name} added`);
          setName('');
          setPercent('');
          setInclusive(false);
          setErrors({});
        },
        onError: (error) => {
          if (isApiError(error) && error.fields) setErrors(error.fields);
          toast.error('Could not add the tax rate', { description: errorMessage(error) });
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-3" aria-label="New tax rate">
      <h3 className="text-sm font-semibold">Add a tax rate</h3>
      <div className="grid gap-4 sm:grid-cols-[1fr_10rem]">
        <TextField
          label="Tax name"
          value={name}
          onChange={(e) => setName(e.target.value)}
          error={errors.name}
          placeholder="VAT"
          maxLength={60}
        />
        <TextField
          label="Rate (%)"
          inputMode="decimal"
          value={percent}
          onChange={(e) => setPercent(e.target.value)}
          error={errors.basisPoints}
          placeholder="20"
        />
      </div>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <label className="flex items-center gap-3 text-sm" id={inclusiveId}>
          <Switch checked={inclusive} onCheckedChange={setInclusive} aria-labelledby={inclusiveId} />
          Prices already include this tax
        </label>
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? 'Adding...' : 'Add tax rate'}
        </Button>
      </div>
    </form>
  );
}
